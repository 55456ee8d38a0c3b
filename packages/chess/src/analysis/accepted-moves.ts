import { THRESHOLDS, winChance, type Eval } from './win-chance.ts';

/** How many of the engine's best moves a mistake's position is searched for (MultiPV). */
export const ACCEPTED_MOVES_MULTIPV = 5;

/**
 * The moves (UCI) that keep the mover within an inaccuracy of the engine's best: the review
 * item of a mistake accepts any of them (issue 28). `lines` are the engine's MultiPV lines,
 * best first, each scored from the mover's side; the move the learner played is never one.
 */
export function acceptedMoves(
  lines: readonly { move: string; eval: Eval }[],
  played: string,
): string[] {
  const best = lines[0];
  if (!best) return [];
  const floor = winChance(best.eval) - THRESHOLDS.inaccuracy;
  return lines
    .filter((l) => l.move !== played && winChance(l.eval) >= floor - 1e-9)
    .map((l) => l.move);
}
