import { z } from 'zod';
import { envelope } from './envelope.ts';
import { streakDay } from './streak.ts';

export const profileBadge = z.object({ name: z.string(), image: z.string().nullable() });

/** GET profile/{id}/ — any learner's public data; never the email. */
export const publicProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  joined_at: z.string(),
  xp: z.number().int(),
  weekly_xp: z.number().int(),
  lessons_completed: z.number().int(),
  /** The section the learner is working in, as on their learning path (number is 1-based). */
  current_section: z
    .object({ id: z.number().int(), number: z.number().int(), title: z.string() })
    .nullable(),
  puzzle_rating: z.number().int().nullable(),
  puzzle_points: z.number().int(),
  badges: z.array(profileBadge),
  /** The learner's current streak in their own zone (ADR 0022). */
  streak_days: z.number().int(),
  streak_longest: z.number().int(),
  /** The last 35 local days of the learner, oldest first: active or frozen. */
  streak_calendar: z.array(streakDay),
  /** Best finished Puzzle Streak (ADR 0016). */
  puzzle_streak_best: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfile>;
export const publicProfileResponse = envelope(publicProfile);

/** GET profile/me/history/ — chart data for the caller. */
export const profileHistory = z.object({
  /** The last 30 UTC days, oldest first, including days with 0 xp. */
  xp_by_day: z.array(z.object({ date: z.string(), xp: z.number().int() })),
  /** Rating after each rated puzzle attempt of the last 30 days (the latest 100 at most), oldest first. */
  puzzle_rating: z.array(z.object({ at: z.string(), rating: z.number().int() })),
});
export type ProfileHistory = z.infer<typeof profileHistory>;
export const profileHistoryResponse = envelope(profileHistory);
