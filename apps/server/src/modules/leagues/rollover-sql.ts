import { LEAGUE_DEMOTE, LEAGUE_PROMOTE, LEAGUE_TIERS } from '@ascend/contract';

const BIG = LEAGUE_PROMOTE + LEAGUE_DEMOTE;
const TOP = LEAGUE_TIERS.length;

/*
 * The set-based parts of a week's rollover ($1 = the week's Monday key). The zones are the
 * contract's leagueZones in SQL: 7 up and 5 down from 12 members, a smaller cohort's top half
 * (rounded up) up and bottom quarter (rounded down) down; nobody above the last tier or below
 * the first. Order inside a cohort: xp, then who reached it first, then the lower id — the
 * order GET leagues/current shows. A soft-deleted learner is left out of the ranking.
 */
export const RESULTS = `
  insert into league_results (week, user_id, cohort_id, tier_before, tier_after, rank, xp, result)
  select $1, user_id, cohort_id, tier, tier + d, rank, xp,
    case d when 1 then 'promoted' when -1 then 'demoted' else 'stayed' end
  from (
    select r.*,
      case
        when r.tier < ${TOP} and r.rank <= (case when r.n >= ${BIG} then ${LEAGUE_PROMOTE} else ceil(r.n / 2.0) end) then 1
        when r.tier > 1 and r.rank > r.n - (case when r.n >= ${BIG} then ${LEAGUE_DEMOTE} else floor(r.n / 4.0) end) then -1
        else 0
      end as d
    from (
      select m.user_id, m.cohort_id, c.tier, coalesce(s.xp, 0) as xp,
        row_number() over (partition by m.cohort_id
          order by coalesce(s.xp, 0) desc, s.reached_at asc nulls last, m.user_id) as rank,
        count(*) over (partition by m.cohort_id) as n
      from league_members m
      join league_cohorts c on c.id = m.cohort_id
      join users u on u.id = m.user_id and u.deleted_at is null and u.disabled_at is null
      left join leaderboard_scores s on s.board = $1 and s.user_id = m.user_id
      where m.week = $1
    ) r
  ) x
  on conflict (week, user_id) do nothing`;

/** Moves every ranked learner to their new tier. */
export const APPLY_TIERS = `
  insert into league_tiers (user_id, tier)
  select user_id, tier_after from league_results where week = $1
  on conflict (user_id) do update set tier = excluded.tier`;

/** $2 = now, $3 = the tier names (1-based), $4 = the week as a reader would say it. */
export const NOTIFY = `
  insert into notifications (user_id, kind, title, body, link, created_at)
  select user_id, 'league_result',
    case result
      when 'promoted' then 'You moved up to ' || ($3::text[])[tier_after] || ' league!'
      when 'demoted' then 'You moved down to ' || ($3::text[])[tier_after] || ' league'
      else 'You stayed in ' || ($3::text[])[tier_after] || ' league'
    end,
    'You finished #' || rank || ' with ' || xp || ' xp in the week of ' || $4 || '.',
    '/app/leagues', $2::timestamptz
  from league_results where week = $1`;
