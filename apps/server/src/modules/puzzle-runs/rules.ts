import type { RunMode } from '@ascend/contract';

/*
 * Puzzle Streak and timed runs (ADR 0016). Both unrated. The server issues every puzzle and
 * counts the score from the answers it received in time; a client cannot claim a score.
 */

/** Timed run: the clock starts at 3 minutes. */
export const TIMED_START_MS = 180_000;
/** Time added for a right answer, and again at every COMBO_BONUS_EVERY-th answer in a row. */
export const TIMED_BONUS_MS = 5_000;
export const COMBO_BONUS_EVERY = 5;
/** Time taken for a wrong answer (the combo also resets). */
export const TIMED_PENALTY_MS = 10_000;
/** The rating the n-th puzzle of a run aims at: puzzles rise in difficulty as the score grows. */
export const START_RATING: Record<RunMode, number> = { streak: 700, timed: 800 };
export const RATING_STEP: Record<RunMode, number> = { streak: 50, timed: 30 };
/** A puzzle is drawn at random among this many nearest the target, so runs differ. */
export const NEAREST = 40;

export const targetRating = (mode: RunMode, score: number) =>
  START_RATING[mode] + RATING_STEP[mode] * score;

/** The new end of a timed run's clock after an answer. */
export function timedClock(endsAt: number, correct: boolean, combo: number): number {
  if (!correct) return endsAt - TIMED_PENALTY_MS;
  return (
    endsAt + TIMED_BONUS_MS + (combo > 0 && combo % COMBO_BONUS_EVERY === 0 ? TIMED_BONUS_MS : 0)
  );
}
