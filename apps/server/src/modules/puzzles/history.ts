import { sql } from 'drizzle-orm';
import type { PuzzleHistoryItem } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { PAGE_SIZE } from './selection.ts';

export interface AttemptLog {
  userId: number;
  puzzleId: string;
  mode: PuzzleHistoryItem['mode'];
  solved: boolean;
  timeMs: number | null;
  before: number;
  after: number;
  now: Date;
}

/** One row of the learner's puzzle history, written with the attempt it records. */
export async function logAttempt(db: DbExecutor, a: AttemptLog) {
  await db.execute(sql`
    insert into puzzle_attempts (user_id, puzzle_id, mode, solved, time_ms, rating_before, rating_after, created_at)
    values (${a.userId}, ${a.puzzleId}, ${a.mode}, ${a.solved}, ${a.timeMs}, ${a.before}, ${a.after},
      ${a.now.toISOString()}::timestamptz)`);
}

type Row = {
  id: number;
  puzzle_id: string;
  puzzle_rating: number;
  themes: string[];
  mode: PuzzleHistoryItem['mode'];
  solved: boolean;
  time_ms: number | null;
  rating_before: number;
  rating_after: number;
  created_at: Date | string;
  bookmarked: boolean;
  total: number;
};

/** GET puzzles/history: the caller's attempts, newest first, PAGE_SIZE a page. */
export async function puzzleHistory(
  db: DbExecutor,
  userId: number,
  page: number,
  result: 'all' | 'failed' | 'solved',
) {
  const filter =
    result === 'all' ? sql`true` : result === 'solved' ? sql`a.solved` : sql`not a.solved`;
  const res = await db.execute<Row>(sql`
    select a.id, a.puzzle_id, round(p.rating)::int as puzzle_rating, p.themes, a.mode, a.solved,
      a.time_ms, a.rating_before, a.rating_after, a.created_at,
      exists (select 1 from puzzle_bookmarks b where b.user_id = a.user_id and b.puzzle_id = a.puzzle_id) as bookmarked,
      count(*) over ()::int as total
    from puzzle_attempts a join puzzles p on p.id = a.puzzle_id
    where a.user_id = ${userId} and ${filter}
    order by a.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  const total = res.rows[0]
    ? Number(res.rows[0].total)
    : Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from puzzle_attempts a where a.user_id = ${userId} and ${filter}`,
          )
        ).rows[0]!.n,
      );
  return {
    results: res.rows.map((r) => ({
      id: Number(r.id),
      puzzle_id: r.puzzle_id,
      puzzle_rating: Number(r.puzzle_rating),
      themes: r.themes,
      mode: r.mode,
      solved: r.solved,
      time_ms: r.time_ms === null ? null : Number(r.time_ms),
      rating_before: Number(r.rating_before),
      rating_after: Number(r.rating_after),
      created_at: new Date(r.created_at).toISOString(),
      bookmarked: r.bookmarked,
    })),
    page,
    page_size: PAGE_SIZE,
    total,
  };
}
