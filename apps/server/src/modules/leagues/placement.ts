import { sql } from 'drizzle-orm';
import { LEAGUE_COHORT_SIZE } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { weekBoard, weekStart } from '../leaderboard/index.ts';

const WEEK_MS = 7 * 86_400_000;

/** The Monday key of the week before `week`'s. */
export const previousWeek = (at: Date): string =>
  weekBoard(new Date(weekStart(at).getTime() - WEEK_MS));

/**
 * Whether tiers are final for the week holding `at`: every earlier week with a league has had
 * its results applied (weeks roll over oldest first, so it is enough that none after the
 * newest applied one has cohorts). Until then a learner is not placed: the rollover of last
 * week places everyone who earned xp meanwhile once it has moved the tiers.
 */
export async function tiersReady(db: Db, at: Date): Promise<boolean> {
  const res = await db.execute<{ ready: boolean }>(sql`
    select not exists (
      select 1 from league_cohorts c
      where c.week < ${weekBoard(at)}
        and c.week > coalesce((select max(week) from league_weeks where state <> 'started'), '')
    ) as ready`);
  return res.rows[0]?.ready === true;
}

/**
 * Places the learner in a cohort of their tier for the week holding `at`, once: the first
 * cohort of that week and tier with room, or a new one. A transaction-scoped advisory lock
 * per (week, tier) serialises placements into the same cohorts across processes, so two
 * first-xp answers at once can never make a 31st member; the learner's own repeats take the
 * same lock and find their membership. Returns whether the learner is in a cohort now.
 */
export async function placeLearner(db: Db, userId: number, at: Date): Promise<boolean> {
  const week = weekBoard(at);
  const placed = async () =>
    (
      await db.execute(
        sql`select 1 from league_members where week = ${week} and user_id = ${userId}`,
      )
    ).rows.length > 0;
  if (await placed()) return true;
  if (!(await tiersReady(db, at))) return false;
  return db.transaction(async (tx) => {
    const tierRes = await tx.execute<{ tier: number }>(sql`
      select coalesce((select tier from league_tiers where user_id = ${userId}), 1) as tier`);
    const tier = Number(tierRes.rows[0]!.tier);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`league:${week}:${tier}`}))`);
    const again = await tx.execute(
      sql`select 1 from league_members where week = ${week} and user_id = ${userId}`,
    );
    if (again.rows.length > 0) return true;
    const now = at.toISOString();
    // Sibling parts of one statement do not see each other's rows: a new cohort is
    // inserted already counting its first member, an open one is counted up.
    await tx.execute(sql`
      with open as (
        select id from league_cohorts
        where week = ${week} and tier = ${tier} and members < ${LEAGUE_COHORT_SIZE}
        order by id limit 1),
      fresh as (
        insert into league_cohorts (week, tier, members, created_at)
        select ${week}, ${tier}, 1, ${now}::timestamptz where not exists (select 1 from open)
        returning id),
      pick as (select id from open union all select id from fresh),
      m as (
        insert into league_members (week, user_id, cohort_id, joined_at)
        select ${week}, ${userId}, id, ${now}::timestamptz from pick
        returning cohort_id)
      update league_cohorts set members = members + 1
      where id in (select id from open) and exists (select 1 from m)`);
    return true;
  });
}

/**
 * Places every learner with xp on this week's board who has no cohort yet: those who
 * earned xp while last week's rollover ran, or whose placement after an award was lost
 * with its process. Usually none or a few, so one placement each.
 */
export async function placeStragglers(db: Db, at: Date): Promise<number> {
  const week = weekBoard(at);
  const res = await db.execute<{ user_id: number }>(sql`
    select s.user_id from leaderboard_scores s
    join users u on u.id = s.user_id and u.deleted_at is null and u.disabled_at is null
    where s.board = ${week} and s.xp > 0
      and not exists (select 1 from league_members m where m.week = ${week} and m.user_id = s.user_id)
    order by s.reached_at, s.user_id`);
  let placed = 0;
  for (const row of res.rows) if (await placeLearner(db, Number(row.user_id), at)) placed += 1;
  return placed;
}
