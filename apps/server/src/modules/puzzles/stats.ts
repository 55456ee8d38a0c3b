import { eq, sql } from 'drizzle-orm';
import { defaultDifficulty, newLearnerRating, rangeIndex, difficultyRanges } from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { userPuzzleStats } from '../../db/schema/puzzles.ts';
import { badRequest } from '../../errors.ts';

export type LearnerStats = typeof userPuzzleStats.$inferSelect;

/** A learner's puzzle stats; a learner who never touched puzzles gets the defaults (not stored). */
export async function readStats(db: DbExecutor, userId: number): Promise<LearnerStats> {
  const [row] = await db.select().from(userPuzzleStats).where(eq(userPuzzleStats.userId, userId));
  return (
    row ?? {
      userId,
      rating: newLearnerRating.rating,
      rd: newLearnerRating.rd,
      volatility: newLearnerRating.volatility,
      points: 0,
      solved: 0,
      failed: 0,
      difficultyRangeFrom: defaultDifficulty.from,
      difficultyRangeTo: defaultDifficulty.to,
    }
  );
}

const allowed = difficultyRanges.map((r) => `${r.from}-${r.to}`).join(', ');

/** Saves the difficulty range; only the spec's four ranges are accepted. */
export async function saveDifficulty(db: DbExecutor, userId: number, from: number, to: number) {
  if (rangeIndex(from, to) < 0) {
    throw badRequest(`Difficulty range ${from}-${to} is not offered. Choose one of ${allowed}.`, {
      difficulty_range_from: `Must be one of ${allowed}`,
    });
  }
  await db
    .insert(userPuzzleStats)
    .values({ userId, difficultyRangeFrom: from, difficultyRangeTo: to })
    .onConflictDoUpdate({
      target: userPuzzleStats.userId,
      set: {
        difficultyRangeFrom: sql`excluded.difficulty_range_from`,
        difficultyRangeTo: sql`excluded.difficulty_range_to`,
      },
    });
  return { difficulty_range_from: from, difficulty_range_to: to };
}
