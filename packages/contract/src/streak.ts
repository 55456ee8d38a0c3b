import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The daily goals a learner may pick (xp a day): Casual, Regular, Serious, Intense. */
export const DAILY_GOALS = [
  { xp: 10, name: 'Casual' },
  { xp: 20, name: 'Regular' },
  { xp: 30, name: 'Serious' },
  { xp: 50, name: 'Intense' },
] as const;
export const DAILY_GOAL_XP = DAILY_GOALS.map((g) => g.xp);
export const DEFAULT_DAILY_GOAL = 20;
/** Solved rated puzzles that make a day count for the streak (a finished lesson does alone). */
export const PUZZLES_FOR_STREAK_DAY = 3;
/** Most freezes a learner holds; a free learner earns one at every 7th day of a streak. */
export const MAX_FREEZES = 2;
export const FREEZE_EVERY_DAYS = 7;
/** Freezes a Hero subscriber is topped up to at the first streak read or activity of a month. */
export const HERO_MONTHLY_FREEZES = 2;
/** Days GET streak returns by default and at most. */
export const STREAK_DAYS_DEFAULT = 35;
export const STREAK_DAYS_MAX = 366;

export const dailyGoalMessage = 'Daily goal must be 10, 20, 30 or 50 xp';

export const streakDay = z.object({
  /** A local date, YYYY-MM-DD. */
  date: z.string(),
  active: z.boolean(),
  frozen: z.boolean(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');
export const streakQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type StreakQuery = z.infer<typeof streakQuery>;

/** GET streak — the caller's streak, today's goal progress and a calendar of local days. */
export const streak = z.object({
  current: z.number().int(),
  longest: z.number().int(),
  /** Today (the learner's local date) already counts for the streak. */
  today_done: z.boolean(),
  freezes: z.number().int(),
  /** The account's IANA zone (null until the browser sent one: days are UTC then). */
  time_zone: z.string().nullable(),
  today: z.string(),
  daily_goal: z.number().int(),
  /** Xp towards today's goal: lesson xp plus puzzle points (1 point = 1 xp). */
  today_xp: z.number().int(),
  /** Solved rated puzzles today (PUZZLES_FOR_STREAK_DAY make the day count). */
  today_puzzles: z.number().int(),
  /** The goal is met today and its celebration has not been shown yet (any tab). */
  celebration_due: z.boolean(),
  /** Today counts and its "streak extended" moment has not been shown yet (any tab). */
  extended_today: z.boolean(),
  days: z.array(streakDay),
});
export type Streak = z.infer<typeof streak>;
export const streakResponse = envelope(streak);

/** POST streak/moments — claims a once-a-day moment; `show` is true for the first claim only. */
export const streakMomentBody = z.object({
  moment: z.enum(['goal', 'extended'], { error: 'moment must be goal or extended' }),
});
export const streakMomentResponse = envelope(z.object({ show: z.boolean() }));

/** The public streak of a profile: the current streak and its active days. */
export const publicStreakResponse = envelope(
  z.object({ current: z.number().int(), longest: z.number().int(), days: z.array(streakDay) }),
);
