import { sql } from 'drizzle-orm';
import {
  LEAGUE_HISTORY_PAGE_SIZE,
  leagueTierName,
  leagueZones,
  type LeagueCurrent,
  type LeagueHistory,
  type LeagueResultKind,
} from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { runNamed } from '../../db/named.ts';
import { weekBoard, weekStart, cardOf } from '../leaderboard/index.ts';
import { accountGone } from '../../plugins/auth.ts';
import { placeLearner, previousWeek } from './placement.ts';

const WEEK_MS = 7 * 86_400_000;
const tierOf = (n: number) => ({ number: n, name: leagueTierName(n) });

type Member = {
  id: number;
  username: string | null;
  avatar_path: string | null;
  xp: number;
  reached_at: string | null;
};
type Row = {
  active: boolean;
  tier: number;
  cohort_tier: number | null;
  week_xp: number;
  members: Member[] | null;
  last: {
    week: string;
    result: LeagueResultKind;
    rank: number;
    xp: number;
    tier_after: number;
  } | null;
};

/*
 * One round trip: whether the caller's account still exists (the route skips the
 * preHandler's account read), the learner's tier, their cohort's members with this week's xp (from the
 * weekly leaderboard, which the answer statement keeps), their own weekly xp (to place a
 * learner whose placement was lost) and last week's result.
 */
const READ = `
  with mine as (select cohort_id from league_members where week = $2 and user_id = $1)
  select
    exists (select 1 from users where id = $1 and deleted_at is null and disabled_at is null) as active,
    coalesce((select tier from league_tiers where user_id = $1), 1) as tier,
    (select c.tier from league_cohorts c where c.id = (select cohort_id from mine)) as cohort_tier,
    coalesce((select xp from leaderboard_scores where board = $2 and user_id = $1), 0) as week_xp,
    (select json_agg(json_build_object('id', u.id, 'username', u.username,
        'avatar_path', u.avatar_path, 'xp', coalesce(s.xp, 0), 'reached_at', s.reached_at))
      from league_members m
      join users u on u.id = m.user_id and u.deleted_at is null and u.disabled_at is null
      left join leaderboard_scores s on s.board = $2 and s.user_id = m.user_id
      where m.cohort_id = (select cohort_id from mine)) as members,
    (select json_build_object('week', r.week, 'result', r.result, 'rank', r.rank, 'xp', r.xp,
        'tier_after', r.tier_after)
      from league_results r where r.user_id = $1 and r.week = $3) as last`;

/** Cohort order: more xp first, then who reached their xp first, then the lower id. */
function ranked(members: Member[]) {
  return [...members]
    .map((m) => ({ ...m, at: m.reached_at ? Date.parse(m.reached_at) : Infinity }))
    .sort((a, b) => b.xp - a.xp || a.at - b.at || a.id - b.id)
    .map((m, i) => ({
      user_id: m.id,
      ...cardOf(m.id, { username: m.username, avatar_path: m.avatar_path, country: null }),
      xp: m.xp,
      rank: i + 1,
    }))
    .map(({ country: _country, ...row }) => row);
}

const read = async (deps: Deps, userId: number, now: Date) =>
  (
    await runNamed<Row>(deps.db, 'league_now', READ, [userId, weekBoard(now), previousWeek(now)])
  )[0]!;

/** GET leagues/current for the caller at the clock's time. */
export async function currentLeague(deps: Deps, userId: number): Promise<LeagueCurrent> {
  const now = deps.clock.now();
  let row = await read(deps, userId, now);
  if (!row.active) throw accountGone();
  if (row.cohort_tier === null && Number(row.week_xp) > 0) {
    // xp this week but no cohort: the placement after the award was lost; place now.
    if (await placeLearner(deps.db, userId, now)) row = await read(deps, userId, now);
  }
  const placed = row.cohort_tier !== null;
  const tier = placed ? Number(row.cohort_tier) : Number(row.tier);
  const cohort = placed ? ranked(row.members ?? []) : [];
  const start = weekStart(now);
  const mine = cohort.find((m) => m.user_id === userId);
  const last = row.last;
  return {
    tier: tierOf(tier),
    week_start: start.toISOString(),
    week_ends_at: new Date(start.getTime() + WEEK_MS).toISOString(),
    server_time: now.toISOString(),
    ...leagueZones(cohort.length, tier),
    cohort,
    me: mine ? { rank: mine.rank, xp: mine.xp } : null,
    last_result: last
      ? {
          week_start: `${last.week}T00:00:00.000Z`,
          result: last.result,
          rank: Number(last.rank),
          xp: Number(last.xp),
          tier: tierOf(Number(last.tier_after)),
        }
      : null,
  };
}

/** GET leagues/history: the caller's finished weeks, newest first. */
export async function leagueHistory(
  deps: Deps,
  userId: number,
  page: number,
): Promise<LeagueHistory> {
  const res = await deps.db.execute<{
    week: string;
    tier_before: number;
    tier_after: number;
    rank: number;
    xp: number;
    result: LeagueResultKind;
    total: number;
  }>(sql`
    select week, tier_before, tier_after, rank, xp, result, count(*) over () as total
    from league_results where user_id = ${userId}
    order by week desc
    limit ${LEAGUE_HISTORY_PAGE_SIZE} offset ${(page - 1) * LEAGUE_HISTORY_PAGE_SIZE}`);
  let total = Number(res.rows[0]?.total ?? 0);
  if (res.rows.length === 0 && page > 1) {
    const all = await deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from league_results where user_id = ${userId}`,
    );
    total = Number(all.rows[0]?.n ?? 0);
  }
  return {
    results: res.rows.map((r) => ({
      week_start: `${r.week}T00:00:00.000Z`,
      tier: tierOf(Number(r.tier_before)),
      rank: Number(r.rank),
      xp: Number(r.xp),
      result: r.result,
      new_tier: tierOf(Number(r.tier_after)),
    })),
    page,
    page_size: LEAGUE_HISTORY_PAGE_SIZE,
    total,
  };
}
