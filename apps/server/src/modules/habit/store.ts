import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import type { StreakState } from './rules.ts';

export interface HabitRow extends StreakState {
  userId: number;
  dailyGoal: number;
  reminderHour: number | null;
  celebratedOn: string | null;
  extensionSeenOn: string | null;
  /** A Hero plan is active now. */
  subscribed: boolean;
}

type Raw = {
  user_id: number;
  daily_goal: number;
  time_zone: string | null;
  reminder_hour: number | null;
  last_date: string | null;
  last_zone: string | null;
  streak_end: string | null;
  current: number;
  longest: number;
  freezes: number;
  hero_grant_month: string | null;
  celebrated_on: string | null;
  extension_seen_on: string | null;
  subscribed: boolean;
};

const toRow = (r: Raw): HabitRow => ({
  userId: Number(r.user_id),
  dailyGoal: Number(r.daily_goal),
  timeZone: r.time_zone,
  reminderHour: r.reminder_hour === null ? null : Number(r.reminder_hour),
  lastDate: r.last_date,
  lastZone: r.last_zone,
  streakEnd: r.streak_end,
  current: Number(r.current),
  longest: Number(r.longest),
  freezes: Number(r.freezes),
  heroGrantMonth: r.hero_grant_month,
  celebratedOn: r.celebrated_on,
  extensionSeenOn: r.extension_seen_on,
  subscribed: r.subscribed === true,
});

const columns = (now: Date) => sql`
  user_id, daily_goal, time_zone, reminder_hour, to_char(last_date, 'YYYY-MM-DD') as last_date, last_zone,
  to_char(streak_end, 'YYYY-MM-DD') as streak_end, current, longest, freezes, hero_grant_month,
  to_char(celebrated_on, 'YYYY-MM-DD') as celebrated_on,
  to_char(extension_seen_on, 'YYYY-MM-DD') as extension_seen_on,
  exists (select 1 from subscriptions s where s.user_id = habits.user_id and s.status = 'active'
    and s.current_period_end > ${now.toISOString()}::timestamptz) as subscribed`;

/**
 * Creates the learner's habits row if needed and locks it until the transaction ends: every
 * writer of a learner's streak (activity, reads that settle freezes, moments) goes through
 * this lock, so two tabs or processes apply their changes one after the other.
 */
export async function lockHabits(tx: DbExecutor, userId: number, now: Date): Promise<HabitRow> {
  await tx.execute(sql`insert into habits (user_id) values (${userId}) on conflict do nothing`);
  const res = await tx.execute<Raw>(
    sql`select ${columns(now)} from habits where user_id = ${userId} for update`,
  );
  return toRow(res.rows[0]!);
}

/** Reads without locking or creating (defaults for a learner who never had a row). */
export async function peekHabits(db: DbExecutor, userId: number, now: Date): Promise<HabitRow> {
  const res = await db.execute<Raw>(
    sql`select ${columns(now)} from habits where user_id = ${userId}`,
  );
  if (res.rows[0]) return toRow(res.rows[0]);
  return toRow({
    user_id: userId,
    daily_goal: 20,
    time_zone: null,
    reminder_hour: null,
    last_date: null,
    last_zone: null,
    streak_end: null,
    current: 0,
    longest: 0,
    freezes: 0,
    hero_grant_month: null,
    celebrated_on: null,
    extension_seen_on: null,
    subscribed: false,
  });
}

/** Writes the streak state back (under the lock taken by lockHabits) and the frozen days. */
export async function saveStreak(
  tx: DbExecutor,
  userId: number,
  s: StreakState,
  frozen: string[],
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update habits set last_date = ${s.lastDate}::date, last_zone = ${s.lastZone},
      streak_end = ${s.streakEnd}::date, current = ${s.current}, longest = ${s.longest},
      freezes = ${s.freezes}, hero_grant_month = ${s.heroGrantMonth},
      updated_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId}`);
  for (const date of frozen) {
    await tx.execute(sql`
      insert into habit_days (user_id, date, frozen, zone)
      values (${userId}, ${date}::date, true, ${s.lastZone ?? s.timeZone ?? 'UTC'})
      on conflict (user_id, date) do update set frozen = true`);
  }
}

export type DayRow = {
  date: string;
  xp: number;
  puzzles: number;
  active: boolean;
  frozen: boolean;
};

export async function readDays(
  db: DbExecutor,
  userId: number,
  from: string,
  to: string,
): Promise<DayRow[]> {
  const res = await db.execute<DayRow>(sql`
    select to_char(date, 'YYYY-MM-DD') as date, xp, puzzles_solved as puzzles, active, frozen
    from habit_days where user_id = ${userId} and date between ${from}::date and ${to}::date
    order by date`);
  return res.rows.map((r) => ({
    date: r.date,
    xp: Number(r.xp),
    puzzles: Number(r.puzzles),
    active: r.active === true,
    frozen: r.frozen === true,
  }));
}
