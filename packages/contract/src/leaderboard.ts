import { z } from 'zod';
import { envelope, pageQuery } from './envelope.ts';

export const leaderboardPeriods = ['week', 'all'] as const;
export const leaderboardPeriod = z.enum(leaderboardPeriods, {
  error: 'period must be "week" or "all"',
});
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriod>;

export const LEADERBOARD_PAGE_SIZE = 20;

/** GET leaderboard/?page=&period= — period defaults to this week. */
export const leaderboardQuery = pageQuery.extend({ period: leaderboardPeriod.default('week') });

/** One learner on a board. Same xp → same rank (1, 2, 2, 4); earlier achiever listed first. */
export const leaderboardRow = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  xp: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

/**
 * The caller's place. A caller without xp on the board is ranked after everyone who has
 * some (rank = total + 1, on_board false). `neighbours` is the window around the caller in
 * board order: up to 2 rows above, the caller's own row (when on the board), up to 2 below.
 */
export const leaderboardMe = z.object({
  user_id: z.number().int(),
  rank: z.number().int(),
  xp: z.number().int(),
  on_board: z.boolean(),
  neighbours: z.array(leaderboardRow),
});

export const leaderboardResponse = envelope(
  z.object({
    results: z.array(leaderboardRow),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    period: leaderboardPeriod,
    /** Start of the ranked period (Monday 00:00 UTC) for week; null for all time. */
    period_start: z.string().nullable(),
    me: leaderboardMe,
  }),
);
export type LeaderboardData = z.infer<typeof leaderboardResponse>['data'];
