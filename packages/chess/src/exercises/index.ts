import { exerciseAnswers, exerciseContent, type ExerciseSpec } from '@ascend/contract';
import { checkBestMove } from './best-move.ts';
import { checkBoardArrangement } from './board-arrangement.ts';
import { checkGame } from './game.ts';
import { checkInfo } from './info.ts';
import { checkMatching } from './matching.ts';
import { checkObjective } from './objective.ts';
import { wrong, type CheckResult } from './result.ts';
import { checkVisual } from './visual.ts';

export type { CheckResult } from './result.ts';
export { gameStatus, type GameStatus } from './game.ts';
export { trackPiece, visualSolution } from './visual.ts';

/**
 * Decides whether `answer` solves `exercise`. The same function runs in the browser (instant
 * feedback) and on the server (the truth for hearts and xp). A malformed answer is simply wrong.
 */
export function checkAnswer(exercise: ExerciseSpec, answer: unknown): CheckResult {
  const parsed = exerciseAnswers[exercise.type].safeParse(answer);
  if (!parsed.success) return wrong('The answer is not in the expected form');
  const a = parsed.data as never;
  switch (exercise.type) {
    case 'info_type':
      return checkInfo(exercise.payload, a);
    case 'matching_type':
      return checkMatching(exercise.payload, a);
    case 'objective_type':
      return checkObjective(exercise.payload, a);
    case 'best_move_type':
      return checkBestMove(exercise.payload, a);
    case 'visual_type':
      return checkVisual(exercise.payload, a);
    case 'board_arrangement':
      return checkBoardArrangement(exercise.payload, a);
    case 'game_type':
      return checkGame(exercise.payload, a);
  }
}

/**
 * The payload as sent to the client. Decision: what the browser checker needs is sent, even
 * where it reveals the answer (the solution, the replies of best-move lines, the correct
 * option), because the browser runs checkAnswer for instant feedback; the server stays the
 * authority and re-checks every answer against its own stored payload. What the checker does not
 * need stays on the server until the learner has answered (ADR 0032): the options' moves of
 * which-move questions (the engine's analysis behind them) — and the exercise's `refutations`,
 * which live beside the payload, not in it. The payload is re-parsed through its schema so fields
 * that are not in the contract never leak; change the policy here, in one place.
 */
export function publicPayload<T extends ExerciseSpec>(exercise: T): T['payload'] {
  const parsed = exerciseContent.parse({ id: 'x', feedback: 'x', ...exercise });
  if (parsed.type === 'objective_type')
    return {
      ...parsed.payload,
      options: parsed.payload.options.map(({ id, text }) => ({ id, text })),
    } as T['payload'];
  return parsed.payload as T['payload'];
}
