import { ideaDetectors } from '@ascend/chess';
import type { PickLessonSpec } from '../lesson-kit.ts';
import type { Pick } from '../picks/slots.ts';
import { ideaOfPick, tacticsPicks, tacticsSlots } from './slots.ts';
import { tacticsWhy } from './why.ts';

/**
 * A section-6 drill on the mined tactics positions (picks/tactics.json): its eight positions,
 * feedback written from each one, and its idea (the slot's detector is the syllabus idea id).
 */
export function tacticsLesson(spec: Omit<PickLessonSpec, 'why'>): PickLessonSpec {
  const slot = slotOf(spec.key);
  const positions = whichMoveThird(slot.detector, tacticsPicks(spec.key));
  return {
    ...spec,
    why: '',
    positions,
    noWhichMove: !alone(slot.detector, positions[2]!),
    whyOf: (p) => tacticsWhy(slot.detector, p),
    idea: slot.detector,
  };
}

/**
 * The lesson asks "Which move …?" on its third position, and that question gives the detector
 * the move alone: put there the first of the lesson's six positions whose move shows the idea
 * by itself (a fork, a pin, a mate the search finds), when one does; when none does, the lesson
 * asks for the move on the board instead (noWhichMove).
 */
const alone = (detector: string, p: Pick) =>
  !!ideaDetectors[detector]?.({ fen: p.fen, move: p.solution[0]! });
function whichMoveThird(detector: string, ps: Pick[]): Pick[] {
  const k = ps.slice(0, 6).findIndex((p) => alone(detector, p));
  if (k < 0 || alone(detector, ps[2]!)) return ps;
  const out = [...ps];
  [out[2], out[k]] = [out[k]!, out[2]!];
  return out;
}

const slotOf = (key: string) => {
  const slot = tacticsSlots.find((s) => s.key === key);
  if (!slot) throw new Error(`no tactics slot "${key}"`);
  return slot;
};

/** Position `k` of a tactics slot with feedback written from it, for a hand-built lesson. */
export function tacticsPick(key: string, k: number) {
  const slot = slotOf(key);
  const pick = tacticsPicks(key, k, 1)[0]!;
  const idea = ideaOfPick(slot, pick);
  return { pick, idea, why: tacticsWhy(idea, pick) };
}

/** A checkpoint's positions from a tactics slot, each tagged with the idea it passes. */
export const tacticsCheckpoint = (key: string, task: string) =>
  tacticsPicks(key, 0, slotOf(key).count).map((_, k) => ({ ...tacticsPick(key, k), task }));
