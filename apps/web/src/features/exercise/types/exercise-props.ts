import type { ExerciseItem, ExerciseType } from '@ascend/contract';
import type { CurrentAnswer } from '../state/exercise-slice.ts';

export interface ExerciseProps<T extends ExerciseType> {
  exercise: Extract<ExerciseItem, { type: T }>;
  /** Set once the learner has answered: the component shows the result and takes no more input. */
  answer: CurrentAnswer | null;
  /** The learner's final answer; the player checks it with the shared checker. */
  onAnswer: (value: unknown, optionId?: string) => void;
  /** True while a board is being played (an engine or scripted reply is due): Continue waits. */
  onBusy: (busy: boolean) => void;
  /** A position the board shows instead of its own (the refutation of a wrong move, played out). */
  shown?: { fen: string; last: string[] } | null;
}

/** The side to move in a FEN, as the board orientation that puts the learner at the bottom. */
export const learnerSide = (fen: string): 'white' | 'black' =>
  fen.split(' ')[1] === 'b' ? 'black' : 'white';

/**
 * The orientation of a question's diagram: the learner sits behind Black's pieces when the
 * words put them there ("Black to move. Click…", "Which move…? (Black to move)") and Black is to
 * move, as on the move boards; other diagrams (an opening after 2…Nc6, a count of squares) are
 * read from White's side.
 */
export const diagramSide = (fen: string, words: string): 'white' | 'black' =>
  learnerSide(fen) === 'black' && /\bBlack to move\b/.test(words) ? 'black' : 'white';

/** Stable per-exercise shuffle, so a reload shows the same order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed * 9301 + 49297;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 9301 + 49297) % 233280;
    const j = Math.floor((s / 233280) * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
