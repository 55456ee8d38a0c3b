import { sql } from 'drizzle-orm';
import type { Puzzle } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { puzzleFromSql, type PuzzleSqlRow } from '../puzzles/index.ts';

const columns = sql`p.id, p.fen, p.moves, p.rating, p.rating_deviation, p.popularity, p.plays,
  p.themes, p.game_url, p.opening_tags, p.source`;

/**
 * Puzzles with any of `themes` that the learner has never played (nor `exclude`), nearest
 * `rating` first. Two walks of the rating index, upwards and downwards from the rating, each
 * stopping at `limit` matches, so the cost does not grow with the size of the puzzle database.
 */
export async function puzzlesNear(
  db: DbExecutor,
  userId: number,
  opts: { themes: readonly string[]; rating: number; limit: number; exclude?: readonly string[] },
): Promise<Puzzle[]> {
  const themes = `{${opts.themes.join(',')}}`;
  const exclude = `{${(opts.exclude ?? []).join(',')}}`;
  const filter = sql`p.themes && ${themes}::text[] and p.id <> all(${exclude}::text[])
    and not exists (select 1 from puzzle_user pu where pu.user_id = ${userId} and pu.puzzle_id = p.id)`;
  const res = await db.execute<PuzzleSqlRow>(sql`
    (select ${columns} from puzzles p where p.rating >= ${opts.rating} and ${filter}
      order by p.rating asc limit ${opts.limit})
    union all
    (select ${columns} from puzzles p where p.rating < ${opts.rating} and ${filter}
      order by p.rating desc limit ${opts.limit})`);
  return res.rows
    .map(puzzleFromSql)
    .sort(
      (a, b) =>
        Math.abs(a.rating - opts.rating) - Math.abs(b.rating - opts.rating) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, opts.limit);
}
