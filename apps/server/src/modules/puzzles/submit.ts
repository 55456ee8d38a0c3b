import { eq, sql } from 'drizzle-orm';
import {
  checkAttempt,
  difficultyOf,
  newBadge,
  pointsFor,
  ratePuzzleAttempt,
  solverMoveCount,
} from '@ascend/chess';
import type { SubmitPuzzleBody } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { puzzles, puzzleTheme, puzzleUser, userPuzzleStats } from '../../db/schema/puzzles.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { PuzzleAttempted, Subscriber } from '../../events.ts';
import { readStats } from './stats.ts';
import { logAttempt } from './history.ts';

/**
 * Scores an attempt. The server replays the moves itself; only the learner's first attempt at a
 * puzzle is rated: it updates the learner's and the puzzle's Glicko-2 ratings and the points
 * in one transaction, with both rows locked so concurrent attempts cannot lose an update.
 */
export async function submitAttempt(
  db: Db,
  userId: number,
  body: SubmitPuzzleBody,
  now: Date,
  subscribers: readonly Subscriber[],
) {
  const [p] = await db.select().from(puzzles).where(eq(puzzles.id, body.puzzle_id));
  if (!p) throw notFound(`Puzzle ${body.puzzle_id}`);
  const learnerMoves = body.moves[0] === p.moves[0] ? body.moves.length - 1 : body.moves.length;
  if (learnerMoves > solverMoveCount(p.moves)) {
    throw badRequest(
      `This puzzle needs at most ${solverMoveCount(p.moves)} moves from you; ${learnerMoves} were sent.`,
      { moves: 'Too many moves' },
    );
  }
  const result = checkAttempt(p.fen, p.moves, body.moves);
  const score = !result.correct ? 0 : body.hint_used ? 0.5 : 1;

  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(puzzleUser)
      .values({
        userId,
        puzzleId: p.id,
        solved: result.correct,
        rated: true,
        hintUsed: body.hint_used,
        timeMs: body.time_ms,
        createdAt: now,
        lastAttemptAt: now,
      })
      .onConflictDoUpdate({
        target: [puzzleUser.userId, puzzleUser.puzzleId],
        set: { attempts: sql`${puzzleUser.attempts} + 1`, lastAttemptAt: now },
      })
      .returning({ first: sql<boolean>`(xmax = 0)` });
    const base = { correct: result.correct, failure: result.failure ?? null, solution: p.moves };
    // What follows an attempt is the subscribers' (ADR 0039): a failed puzzle joins the review
    // deck (ADR 0016), rated or not; a rated one counts for the day's goal and streak (ADR 0022)
    // and is evidence for the Orion skills its themes train (ADR 0024).
    const attempted = async (
      rated: PuzzleAttempted['rated'],
      rating = p.rating,
      rd = p.ratingDeviation,
    ) => {
      const event: PuzzleAttempted = {
        userId,
        now,
        puzzle: { id: p.id, themes: p.themes, rating, rd },
        correct: result.correct,
        rated,
      };
      for (const s of subscribers) await s.puzzleAttempted?.(tx, event);
    };
    if (!attempt?.first) {
      const stats = await readStats(tx, userId);
      const r = Math.round(stats.rating);
      await logAttempt(tx, {
        userId,
        puzzleId: p.id,
        mode: 'replay',
        solved: result.correct,
        timeMs: body.time_ms ?? null,
        before: r,
        after: r,
        now,
      });
      await attempted(null);
      return {
        ...base,
        rated: false,
        rating_before: r,
        rating_after: r,
        rating_change: 0,
        puzzle_rating: Math.round(p.rating),
        points_gained: 0,
        user_puzzle_point: stats.points,
        new_badge: null,
      };
    }
    await tx.insert(userPuzzleStats).values({ userId }).onConflictDoNothing();
    const [learner] = await tx
      .select()
      .from(userPuzzleStats)
      .where(eq(userPuzzleStats.userId, userId))
      .for('update');
    const [puzzle] = await tx.select().from(puzzles).where(eq(puzzles.id, p.id)).for('update');
    const next = ratePuzzleAttempt(
      { rating: learner!.rating, rd: learner!.rd, volatility: learner!.volatility },
      { rating: puzzle!.rating, rd: puzzle!.ratingDeviation, volatility: puzzle!.volatility },
      score,
    );
    const points = pointsFor(puzzle!.rating, result.correct, body.hint_used);
    const [after] = await tx
      .update(userPuzzleStats)
      .set({
        rating: next.learner.rating,
        rd: next.learner.rd,
        volatility: next.learner.volatility,
        points: sql`${userPuzzleStats.points} + ${points}`,
        solved: sql`${userPuzzleStats.solved} + ${result.correct ? 1 : 0}`,
        failed: sql`${userPuzzleStats.failed} + ${result.correct ? 0 : 1}`,
      })
      .where(eq(userPuzzleStats.userId, userId))
      .returning({ points: userPuzzleStats.points });
    const difficulty = difficultyOf(next.puzzle.rating);
    await tx
      .update(puzzles)
      .set({
        rating: next.puzzle.rating,
        ratingDeviation: next.puzzle.rd,
        volatility: next.puzzle.volatility,
        plays: sql`${puzzles.plays} + 1`,
        difficulty,
      })
      .where(eq(puzzles.id, p.id));
    // Keep the pick index in step when the puzzle's rating crosses into another range.
    if (difficulty !== puzzle!.difficulty)
      await tx.update(puzzleTheme).set({ difficulty }).where(eq(puzzleTheme.puzzleId, p.id));
    const change = next.learner.rating - learner!.rating;
    await tx
      .update(puzzleUser)
      .set({ ratingChange: change, pointsGained: points })
      .where(sql`${puzzleUser.userId} = ${userId} and ${puzzleUser.puzzleId} = ${p.id}`);
    await logAttempt(tx, {
      userId,
      puzzleId: p.id,
      mode: 'rated',
      solved: result.correct,
      timeMs: body.time_ms ?? null,
      before: Math.round(learner!.rating),
      after: Math.round(next.learner.rating),
      now,
    });
    await attempted({ score, points }, puzzle!.rating, puzzle!.ratingDeviation);
    const badge = newBadge(after!.points - points, after!.points);
    return {
      ...base,
      rated: true,
      rating_before: Math.round(learner!.rating),
      rating_after: Math.round(next.learner.rating),
      rating_change: Math.round(next.learner.rating) - Math.round(learner!.rating),
      puzzle_rating: Math.round(next.puzzle.rating),
      points_gained: points,
      user_puzzle_point: after!.points,
      new_badge: badge,
    };
  });
}
