import { rate, type Glicko } from '../rating/glicko2.ts';

/** Where every skill starts (ADR 0024): Glickman's unrated player, so the first evidence moves it far. */
export const newSkillRating: Glicko = { rating: 1500, rd: 350, volatility: 0.06 };

/** One piece of evidence as a Glicko-2 game: the opponent (puzzle, lesson level, position) and the score. */
export interface SkillGame {
  opponentRating: number;
  /** The opponent's uncertainty; a puzzle's own RD, a lesson level's fixed one. */
  opponentDeviation: number;
  score: 0 | 0.5 | 1;
}

// The same bounds as the puzzle rating (puzzle-attempt.ts): an RD floor keeps a skill able to
// move after hundreds of items, the ceiling is an unrated player, and the volatility cap stops
// one streak from making a skill erratic.
const RD_MIN = 45;
const RD_MAX = 350;
const VOL_MAX = 0.1;
const RATING_MIN = 100;
const RATING_MAX = 3000;

/**
 * One evidence item is its own rating period (as a rated puzzle attempt is), so the result
 * does not depend on how items are batched: a job that applies a game's items one by one and
 * one that applies them together reach the same rating.
 */
export function rateSkill(current: Glicko, game: SkillGame): Glicko {
  const next = rate(current, [
    { rating: game.opponentRating, rd: game.opponentDeviation, score: game.score },
  ]);
  return {
    rating: Math.max(RATING_MIN, Math.min(RATING_MAX, next.rating)),
    rd: Math.max(RD_MIN, Math.min(RD_MAX, next.rd)),
    volatility: Math.min(VOL_MAX, next.volatility),
  };
}

/**
 * The rating a climb lesson stands for, from its section's place in the course (1-based): the
 * first section (the board and the pieces) is a 600 opponent, each later section 150 more, so
 * the seventh (endgames and strategy) is 1500. A graded exercise answered right first time is
 * a win against that rating, a wrong first answer a loss.
 */
export function lessonLevelRating(sectionSerial: number): number {
  const serial = Math.max(1, Math.floor(sectionSerial));
  return 600 + 150 * (serial - 1);
}

/** A lesson level's deviation: content levels are estimates, not measured like puzzles. */
export const LESSON_LEVEL_DEVIATION = 100;
