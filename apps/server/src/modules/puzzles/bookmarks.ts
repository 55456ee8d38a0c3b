import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { puzzleFromSql, type PuzzleSqlRow } from './puzzle-view.ts';
import { PAGE_SIZE } from './selection.ts';

/** PUT puzzles/{id}/bookmark: stars a puzzle (again is a no-op); an unknown puzzle is a 404. */
export async function addBookmark(db: DbExecutor, userId: number, puzzleId: string, now: Date) {
  const res = await db.execute<{ ok: number }>(sql`
    with ins as (
      insert into puzzle_bookmarks (user_id, puzzle_id, created_at)
      select ${userId}, id, ${now.toISOString()}::timestamptz from puzzles where id = ${puzzleId}
      on conflict do nothing returning 1)
    select 1 as ok from puzzles where id = ${puzzleId}`);
  if (!res.rows[0]) throw notFound(`Puzzle ${puzzleId}`);
  return { puzzle_id: puzzleId, bookmarked: true };
}

/** DELETE puzzles/{id}/bookmark: removing a star that is not there is a 404. */
export async function removeBookmark(db: DbExecutor, userId: number, puzzleId: string) {
  const res = await db.execute(sql`
    delete from puzzle_bookmarks where user_id = ${userId} and puzzle_id = ${puzzleId} returning 1`);
  if (res.rows.length === 0) throw notFound(`Bookmark of puzzle ${puzzleId}`);
  return { puzzle_id: puzzleId, bookmarked: false };
}

type Row = PuzzleSqlRow & { bookmarked_at: Date | string; total: number };

/** GET puzzles/bookmarks: the caller's starred puzzles, newest first. */
export async function listBookmarks(db: DbExecutor, userId: number, page: number) {
  const res = await db.execute<Row>(sql`
    select p.*, b.created_at as bookmarked_at, count(*) over ()::int as total
    from puzzle_bookmarks b join puzzles p on p.id = b.puzzle_id
    where b.user_id = ${userId}
    order by b.created_at desc, b.puzzle_id limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  const total = res.rows[0]
    ? Number(res.rows[0].total)
    : Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from puzzle_bookmarks where user_id = ${userId}`,
          )
        ).rows[0]!.n,
      );
  return {
    results: res.rows.map((r) => ({
      puzzle: puzzleFromSql(r),
      created_at: new Date(r.bookmarked_at).toISOString(),
    })),
    page,
    page_size: PAGE_SIZE,
    total,
  };
}
