import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

const DAY_MS = 86_400_000;
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Consecutive UTC days with activity, counted back from the latest active day; 0 unless that
 * day is today or yesterday (a streak is kept alive until the end of the next day).
 * `activeDays` selects one `d date` column per activity (xp events, puzzle attempts, …).
 */
export async function activeDayStreak(db: DbExecutor, activeDays: SQL, now: Date): Promise<number> {
  const res = await db.execute<{ last_day: string | null; days: number }>(sql`
    with days as (select distinct d from (${activeDays}) a),
    islands as (select d, d - (row_number() over (order by d))::int as island from days)
    select to_char(max(d), 'YYYY-MM-DD') as last_day, count(*)::int as days from islands
    where island = (select island from islands order by d desc limit 1)`);
  const row = res.rows[0];
  if (!row?.last_day) return 0;
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  return row.last_day >= yesterday ? Number(row.days) : 0;
}

/** The learner's xp events as active days. */
export const xpDays = (userId: number): SQL =>
  sql`select (created_at at time zone 'UTC')::date as d from xp_events where user_id = ${userId}`;

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
