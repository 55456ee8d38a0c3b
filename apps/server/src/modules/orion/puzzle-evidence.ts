import { skillsOfPuzzle } from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { applySkillEvidence } from './evidence.ts';

export interface RatedAttempt {
  puzzleId: string;
  themes: readonly string[];
  /** The puzzle's rating and deviation before the attempt moved them. */
  rating: number;
  rd: number;
  score: number;
}

/**
 * A rated puzzle attempt is one game of each skill its themes train against the puzzle's
 * rating (ADR 0024). Only a learner's first attempt at a puzzle is rated, so the key
 * `puzzle:<id>` is unique per learner.
 */
export function recordRatedAttempt(
  db: DbExecutor,
  userId: number,
  attempt: RatedAttempt,
  at: Date,
): Promise<number> {
  const score = attempt.score >= 1 ? 1 : attempt.score > 0 ? 0.5 : 0;
  return applySkillEvidence(
    db,
    userId,
    skillsOfPuzzle(attempt.themes).map((skill) => ({
      skill,
      opponentRating: attempt.rating,
      opponentDeviation: attempt.rd,
      score,
      source: 'puzzle',
      sourceKey: `puzzle:${attempt.puzzleId}`,
    })),
    at,
  );
}
