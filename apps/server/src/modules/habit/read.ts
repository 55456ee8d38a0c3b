import {
  STREAK_DAYS_DEFAULT,
  STREAK_DAYS_MAX,
  type Streak,
  type StreakQuery,
} from '@ascend/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { findUnrecordedLessons, repairLessonDays } from './repair.ts';
import { liveCurrent, settle, streakToday, type StreakState } from './rules.ts';
import {
  lockHabits,
  peekHabits,
  readDays,
  saveStreak,
  type DayRow,
  type HabitRow,
} from './store.ts';
import { addDays, daysBetween } from './zone.ts';

/** The calendar range: `from`–`to` (at most 366 days), else the 35 local days up to today. */
function range(today: string, q: StreakQuery): { from: string; to: string } {
  const to = q.to ?? (q.from ? addDays(q.from, STREAK_DAYS_DEFAULT - 1) : today);
  const from = q.from ?? addDays(to, -(STREAK_DAYS_DEFAULT - 1));
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw badRequest('from and to must be real dates (YYYY-MM-DD).');
  if (from > to) throw badRequest(`from (${from}) must not be after to (${to}).`);
  if (daysBetween(from, to) + 1 > STREAK_DAYS_MAX)
    throw badRequest(`Ask for at most ${STREAK_DAYS_MAX} days at a time.`);
  return { from, to };
}

/** Every date of the range, with the recorded days filled in. */
function calendar(from: string, to: string, rows: DayRow[]) {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: Streak['days'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const r = byDate.get(d);
    days.push({ date: d, active: r?.active ?? false, frozen: r?.frozen ?? false });
  }
  return days;
}

/** The answer of GET streak for a settled state. */
async function answer(
  db: DbExecutor,
  row: HabitRow,
  state: StreakState,
  now: Date,
  q: StreakQuery,
): Promise<Streak> {
  const today = streakToday(row, now);
  const { from, to } = range(today, q);
  const rows = await readDays(db, row.userId, from < today ? from : today, to > today ? to : today);
  const todayRow = rows.find((r) => r.date === today);
  const todayXp = todayRow?.xp ?? 0;
  const todayDone = todayRow?.active ?? false;
  return {
    current: liveCurrent(state, today),
    longest: state.longest,
    today_done: todayDone,
    freezes: state.freezes,
    time_zone: row.timeZone,
    today,
    daily_goal: row.dailyGoal,
    today_xp: todayXp,
    today_puzzles: todayRow?.puzzles ?? 0,
    celebration_due: todayXp >= row.dailyGoal && row.celebratedOn !== today,
    extended_today: todayDone && row.extensionSeenOn !== today,
    days: calendar(from, to, rows),
  };
}

const unchanged = (a: StreakState, b: StreakState) =>
  a.current === b.current &&
  a.freezes === b.freezes &&
  a.streakEnd === b.streakEnd &&
  a.heroGrantMonth === b.heroGrantMonth;

/**
 * GET streak: settles missed days first (freezes are used here, persisted under the learner's
 * lock, so a read is as good as a daily job and two reads cannot spend a freeze twice). Most
 * reads have nothing to settle and answer from a plain read, without a lock or a write.
 */
export async function readStreak(deps: Deps, userId: number, q: StreakQuery): Promise<Streak> {
  const now = deps.clock.now();
  const missing = await findUnrecordedLessons(deps.db, userId, now);
  const seen = await peekHabits(deps.db, userId, now);
  const quiet = settle(seen, streakToday(seen, now), seen.subscribed);
  if (missing.length === 0 && quiet.frozen.length === 0 && unchanged(seen, quiet.state))
    return answer(deps.db, seen, quiet.state, now, q);
  return deps.db.transaction(async (tx) => {
    await repairLessonDays(tx, userId, missing);
    const row = await lockHabits(tx, userId, now);
    const { state, frozen } = settle(row, streakToday(row, now), row.subscribed);
    await saveStreak(tx, userId, state, frozen, now);
    return answer(tx, row, state, now, q);
  });
}

/**
 * POST streak/moments: claims today's goal celebration or "streak extended" moment. The
 * conditional update under the row lock makes the first claim of the day the only `show`.
 */
export async function claimMoment(
  deps: Deps,
  userId: number,
  moment: 'goal' | 'extended',
): Promise<{ show: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockHabits(tx, userId, now);
    const today = streakToday(row, now);
    const [day] = await readDays(tx, userId, today, today);
    const earned = moment === 'goal' ? (day?.xp ?? 0) >= row.dailyGoal : (day?.active ?? false);
    const column = moment === 'goal' ? sql`celebrated_on` : sql`extension_seen_on`;
    if (!earned) return { show: false };
    const res = await tx.execute(sql`
      update habits set ${column} = ${today}::date
      where user_id = ${userId} and ${column} is distinct from ${today}::date returning user_id`);
    return { show: res.rows.length > 0 };
  });
}

/** Another learner's streak for their profile: computed, never written. */
export async function publicStreak(db: DbExecutor, userId: number, now: Date) {
  const row = await peekHabits(db, userId, now);
  const today = streakToday(row, now);
  const { state } = settle(row, today, row.subscribed);
  const from = addDays(today, -(STREAK_DAYS_DEFAULT - 1));
  const rows = await readDays(db, userId, from, today);
  return {
    current: liveCurrent(state, today),
    longest: state.longest,
    days: calendar(from, today, rows),
  };
}
