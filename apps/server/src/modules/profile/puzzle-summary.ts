import { sql } from 'drizzle-orm';
import { badgesFor } from '@ascend/chess';
import type { PublicProfile } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { utcDay } from './activity.ts';

const DAY_MS = 86_400_000;
const MAX_POINTS = 100;

/** Rating, points and achieved badges; a learner who never played has no rating yet. */
export async function puzzleStanding(db: DbExecutor, userId: number) {
  const res = await db.execute<{ rating: number; points: number }>(
    sql`select rating, points from user_puzzle_stats where user_id = ${userId}`,
  );
  const row = res.rows[0];
  const points = Number(row?.points ?? 0);
  const badges: PublicProfile['badges'] = badgesFor(points)
    .filter((b) => b.achieved)
    .map((b) => ({ name: b.name, image: b.image }));
  return { rating: row ? Math.round(Number(row.rating)) : null, points, badges };
}

/**
 * The rating after each rated attempt of the last `days` days (the latest 100), oldest
 * first. Only the current rating is stored, so each earlier value is the current one minus
 * the changes of the rated attempts made after it.
 */
export async function puzzleRatingHistory(db: DbExecutor, userId: number, now: Date, days: number) {
  const from = `${utcDay(new Date(now.getTime() - (days - 1) * DAY_MS))}T00:00:00Z`;
  const res = await db.execute<{ at: string | Date; rating: number }>(sql`
    select p.created_at as at,
      s.rating - coalesce(sum(p.rating_change) over (
        order by p.created_at desc, p.puzzle_id desc rows between unbounded preceding and 1 preceding), 0) as rating
    from puzzle_user p join user_puzzle_stats s on s.user_id = p.user_id
    where p.user_id = ${userId} and p.rated and p.created_at >= ${from}::timestamptz
    order by p.created_at desc, p.puzzle_id desc limit ${MAX_POINTS}`);
  return res.rows
    .reverse()
    .map((r) => ({ at: new Date(r.at).toISOString(), rating: Math.round(Number(r.rating)) }));
}
