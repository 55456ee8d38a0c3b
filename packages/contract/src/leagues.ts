import { z } from 'zod';
import { envelope, paged, pageQuery } from './envelope.ts';

/** The ten league tiers, lowest first; a learner starts in tier 1. */
export const LEAGUE_TIERS = [
  'Pawn',
  'Knight',
  'Bishop',
  'Rook',
  'Queen',
  'King',
  'Candidate',
  'Master',
  'International Master',
  'Grandmaster',
] as const;
export const LEAGUE_COHORT_SIZE = 30;
export const LEAGUE_PROMOTE = 7;
export const LEAGUE_DEMOTE = 5;
export const LEAGUE_HISTORY_PAGE_SIZE = 10;

export const leagueTierName = (tier: number): string => LEAGUE_TIERS[tier - 1] ?? 'Pawn';

/**
 * Zone sizes of a cohort of `members` in `tier`: 7 up and 5 down from 12 members on; a
 * smaller cohort moves up its top half (rounded up) and down its bottom quarter (rounded
 * down), so the zones never overlap. Nobody moves up from the last tier or down from the first.
 */
export function leagueZones(members: number, tier: number): { promote: number; demote: number } {
  const big = members >= LEAGUE_PROMOTE + LEAGUE_DEMOTE;
  const promote = big ? LEAGUE_PROMOTE : Math.ceil(members / 2);
  const demote = big ? LEAGUE_DEMOTE : Math.floor(members / 4);
  return {
    promote: tier >= LEAGUE_TIERS.length ? 0 : promote,
    demote: tier <= 1 ? 0 : demote,
  };
}

export const leagueTier = z.object({
  number: z.number().int().min(1).max(10),
  name: z.string(),
});

/** A cohort member; ranks are distinct (ties broken by who reached the xp first, then id). */
export const leagueRow = z.object({
  user_id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  xp: z.number().int(),
  rank: z.number().int(),
});
export type LeagueRow = z.infer<typeof leagueRow>;

export const leagueResultKind = z.enum(['promoted', 'stayed', 'demoted']);
export type LeagueResultKind = z.infer<typeof leagueResultKind>;

/** The learner's result of the last finished week they played, shown as a banner once. */
export const leagueLastResult = z.object({
  week_start: z.string(),
  result: leagueResultKind,
  rank: z.number().int(),
  xp: z.number().int(),
  tier: leagueTier,
});

/**
 * GET leagues/current. A learner not placed yet this week (no xp this week) gets their
 * tier, `cohort: []` and `me: null`; they join a cohort with their first xp of the week.
 */
export const leagueCurrentResponse = envelope(
  z.object({
    tier: leagueTier,
    week_start: z.string(),
    week_ends_at: z.string(),
    /** The server's clock when it answered: the countdown runs on it, not the device's clock. */
    server_time: z.string(),
    promote: z.number().int(),
    demote: z.number().int(),
    cohort: z.array(leagueRow),
    me: z.object({ rank: z.number().int(), xp: z.number().int() }).nullable(),
    last_result: leagueLastResult.nullable(),
  }),
);
export type LeagueCurrent = z.infer<typeof leagueCurrentResponse>['data'];

export const leagueHistoryQuery = pageQuery;

export const leagueHistoryItem = z.object({
  week_start: z.string(),
  tier: leagueTier,
  rank: z.number().int(),
  xp: z.number().int(),
  result: leagueResultKind,
  new_tier: leagueTier,
});
export type LeagueHistoryItem = z.infer<typeof leagueHistoryItem>;

export const leagueHistoryResponse = paged(leagueHistoryItem);
export type LeagueHistory = z.infer<typeof leagueHistoryResponse>['data'];
