import { rate, type Glicko } from './glicko2.ts';

/** A new learner's puzzle rating (Glickman's defaults). */
export const newLearnerRating: Glicko = { rating: 1500, rd: 350, volatility: 0.06 };

// RD floors keep ratings able to move; the ceiling matches an unrated player. The volatility
// cap stops one streak from making a rating erratic (as lila caps it).
const RD_MIN_LEARNER = 45;
const RD_MIN_PUZZLE = 60;
const RD_MAX = 350;
const VOL_MAX = 0.1;

const clamp = (g: Glicko, rdMin: number): Glicko => ({
  rating: Math.max(100, Math.min(4000, g.rating)),
  rd: Math.max(rdMin, Math.min(RD_MAX, g.rd)),
  volatility: Math.min(VOL_MAX, g.volatility),
});

/**
 * One rated puzzle attempt is one game between the learner and the puzzle: `score` 1 when
 * solved, 0.5 when solved with a hint, 0 when failed. Both sides are rated from the values
 * they had before the attempt.
 */
export function ratePuzzleAttempt(
  learner: Glicko,
  puzzle: Glicko,
  score: number,
): { learner: Glicko; puzzle: Glicko } {
  return {
    learner: clamp(
      rate(learner, [{ rating: puzzle.rating, rd: puzzle.rd, score }]),
      RD_MIN_LEARNER,
    ),
    puzzle: clamp(
      rate(puzzle, [{ rating: learner.rating, rd: learner.rd, score: 1 - score }]),
      RD_MIN_PUZZLE,
    ),
  };
}

export type { Glicko };
