import { sql } from 'drizzle-orm';
import { PUZZLES_FOR_STREAK_DAY } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { dayCounts, extend, settle, streakToday } from './rules.ts';
import { lockHabits, saveStreak } from './store.ts';
import { localDate } from './zone.ts';

export interface Activity {
  /** Idempotency key: 'lesson:<lesson>:<run>', 'puzzle:<id>' or 'play:<game>'. */
  source: string;
  /** Xp towards the daily goal (lesson xp; puzzle points at 1 point = 1 xp). */
  xp: number;
  lessons: number;
  puzzlesSolved: number;
}

/**
 * Records one completion on the learner's local day, dated with the zone the account has at
 * this moment, and extends the streak when the day starts to count. Runs in the caller's
 * transaction (the puzzle submission's, the closing answer's) so the day is written with the
 * activity or not at all; the source key makes a repeat a no-op. Returns whether this call
 * made today count.
 */
export async function recordActivity(
  tx: DbExecutor,
  userId: number,
  now: Date,
  activity: Activity,
): Promise<{ extended: boolean }> {
  const row = await lockHabits(tx, userId, now);
  const fresh = await tx.execute(sql`
    insert into habit_sources (user_id, source, created_at)
    values (${userId}, ${activity.source}, ${now.toISOString()}::timestamptz)
    on conflict do nothing returning source`);
  if (fresh.rows.length === 0) return { extended: false };

  const today = streakToday(row, now);
  const settled = settle(row, today, row.subscribed);
  let state = settled.state;
  // The zone today is valid in: the account's, unless today is still the old zone's day.
  const zone =
    today === localDate(now, row.timeZone) ? (row.timeZone ?? 'UTC') : (row.lastZone ?? 'UTC');
  const counts = dayCounts(activity.lessons, activity.puzzlesSolved);
  const day = await tx.execute<{ active: boolean }>(sql`
    insert into habit_days as d (user_id, date, xp, puzzles_solved, lessons, active, zone)
    values (${userId}, ${today}::date, ${activity.xp}, ${activity.puzzlesSolved},
      ${activity.lessons}, ${counts}, ${zone})
    on conflict (user_id, date) do update set
      xp = d.xp + excluded.xp,
      puzzles_solved = d.puzzles_solved + excluded.puzzles_solved,
      lessons = d.lessons + excluded.lessons,
      active = d.active or d.lessons + excluded.lessons > 0
        or d.puzzles_solved + excluded.puzzles_solved >= ${PUZZLES_FOR_STREAK_DAY}
    returning active`);
  const active = day.rows[0]?.active === true;
  const extended = active && state.streakEnd !== today;
  if (extended) state = extend(state, today, row.subscribed);
  state = { ...state, lastDate: today, lastZone: zone };
  await saveStreak(tx, userId, state, settled.frozen, now);
  return { extended };
}
