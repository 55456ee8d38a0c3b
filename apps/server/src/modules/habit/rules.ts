import {
  FREEZE_EVERY_DAYS,
  HERO_MONTHLY_FREEZES,
  MAX_FREEZES,
  PUZZLES_FOR_STREAK_DAY,
} from '@ascend/contract';
import { addDays, daysBetween, localDate, maxDate, minDate } from './zone.ts';

/** The streak part of a learner's habits row (ADR 0022). */
export interface StreakState {
  timeZone: string | null;
  lastDate: string | null;
  lastZone: string | null;
  streakEnd: string | null;
  current: number;
  longest: number;
  freezes: number;
  heroGrantMonth: string | null;
}

/**
 * The learner's "today". A new local date begins only once it has begun both in the account's
 * zone and in the zone the last recorded day was dated in, and never goes back before that day:
 * moving east cannot start a day early (no day is created), moving west cannot re-date or
 * repeat a recorded day (none is destroyed). Recorded days are never re-dated.
 */
export function streakToday(s: StreakState, now: Date): string {
  const here = localDate(now, s.timeZone);
  if (!s.lastDate) return here;
  const there = localDate(now, s.lastZone ?? s.timeZone);
  return maxDate(s.lastDate, minDate(here, there));
}

/**
 * Brings the streak up to `today` before anything reads or extends it: a Hero subscriber is
 * topped up to the monthly freezes once a month; missed days (whole local days that ended with
 * nothing done) are covered by freezes when there are enough for all of them, otherwise the
 * streak is lost and the freezes kept. Idempotent: settling twice at the same `today` changes
 * nothing the second time.
 */
export function settle(
  s: StreakState,
  today: string,
  subscribed: boolean,
): { state: StreakState; frozen: string[] } {
  const next = { ...s };
  const month = today.slice(0, 7);
  if (subscribed && next.heroGrantMonth !== month) {
    next.freezes = Math.max(next.freezes, HERO_MONTHLY_FREEZES);
    next.heroGrantMonth = month;
  }
  const frozen: string[] = [];
  if (next.streakEnd && next.current > 0) {
    const missed = daysBetween(next.streakEnd, today) - 1;
    if (missed > 0 && missed <= next.freezes) {
      for (let i = 1; i <= missed; i++) frozen.push(addDays(next.streakEnd, i));
      next.freezes -= missed;
      next.streakEnd = addDays(today, -1);
    } else if (missed > 0) {
      next.current = 0;
    }
  }
  return { state: next, frozen };
}

/** Whether a day's tallies make it count for the streak. */
export const dayCounts = (lessons: number, puzzlesSolved: number): boolean =>
  lessons > 0 || puzzlesSolved >= PUZZLES_FOR_STREAK_DAY;

/**
 * Extends a settled streak with `today`, which has just begun to count. A learner without a
 * paid plan earns a freeze at every 7th day of a streak, holding at most two.
 */
export function extend(s: StreakState, today: string, subscribed: boolean): StreakState {
  if (s.streakEnd === today) return s;
  const continues = s.current > 0 && s.streakEnd === addDays(today, -1);
  const current = continues ? s.current + 1 : 1;
  const earns = !subscribed && current % FREEZE_EVERY_DAYS === 0;
  return {
    ...s,
    current,
    longest: Math.max(s.longest, current),
    streakEnd: today,
    freezes: earns ? Math.min(MAX_FREEZES, s.freezes + 1) : s.freezes,
  };
}

/** The current streak as seen at `today` (0 once a whole day was missed and not frozen). */
export const liveCurrent = (s: StreakState, today: string): number =>
  s.streakEnd && s.current > 0 && daysBetween(s.streakEnd, today) <= 1 ? s.current : 0;
