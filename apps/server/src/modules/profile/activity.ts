import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

const DAY_MS = 86_400_000;
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Xp earned on each of the last `days` UTC days up to today, oldest first, zeros included. */
export async function xpByDay(db: DbExecutor, userId: number, now: Date, days: number) {
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const res = await db.execute<{ date: string; xp: number }>(sql`
    select to_char(g.d, 'YYYY-MM-DD') as date, coalesce(sum(e.amount), 0)::int as xp
    from generate_series(${from}::date, ${utcDay(now)}::date, interval '1 day') as g(d)
    left join xp_events e on e.user_id = ${userId}
      and e.created_at >= ${`${from}T00:00:00Z`}::timestamptz and (e.created_at at time zone 'UTC')::date = g.d::date
    group by g.d order by g.d`);
  return res.rows.map((r) => ({ date: r.date, xp: Number(r.xp) }));
}

/** Xp earned since `since` (the start of the week). */
export async function xpSince(db: DbExecutor, userId: number, since: Date): Promise<number> {
  const res = await db.execute<{ xp: number }>(sql`
    select coalesce(sum(amount), 0)::int as xp from xp_events
    where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`);
  return Number(res.rows[0]?.xp ?? 0);
}
