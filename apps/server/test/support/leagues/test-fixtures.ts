import { sql } from 'drizzle-orm';
import type { TestApp } from '../../harness.ts';
import { addLearner, award } from '../leaderboard/test-fixtures.ts';
import { joinLeagueAfterXp } from '../../../src/modules/leagues/hooks.ts';

export { resetBoards } from '../leaderboard/test-fixtures.ts';

/** A learner in `tier` (no row for tier 1, as a new learner), not mailable unless `email`. */
export async function learnerInTier(t: TestApp, tier: number, email?: string): Promise<number> {
  const id = await addLearner(t, email ? { email } : {});
  await t.database.db.execute(
    sql`update users set marketing_opt_in = ${Boolean(email)} where id = ${id}`,
  );
  if (tier > 1) {
    await t.database.db.execute(
      sql`insert into league_tiers (user_id, tier) values (${id}, ${tier})`,
    );
  }
  return id;
}

/** Pays xp as an answer does (award statement, then the after-award hooks). */
export async function earn(t: TestApp, userId: number, xp: number): Promise<void> {
  await award(t, userId, xp);
  await joinLeagueAfterXp(t.app.deps, userId, t.clock.now());
}

export async function getAs(t: TestApp, userId: number, url: string) {
  const token = await t.app.deps.tokens.sign(userId, t.clock.now());
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

export type ResultRow = {
  user_id: number;
  cohort_id: number;
  tier_before: number;
  tier_after: number;
  rank: number;
  xp: number;
  result: string;
};

export async function resultsOf(t: TestApp, week: string): Promise<ResultRow[]> {
  const res = await t.database.db.execute<ResultRow>(sql`
    select user_id, cohort_id, tier_before, tier_after, rank, xp, result
    from league_results where week = ${week} order by user_id`);
  return res.rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    cohort_id: Number(r.cohort_id),
    rank: Number(r.rank),
    xp: Number(r.xp),
  }));
}

/** How many of each kind of row a week's rollover left per learner (all must be 1). */
export async function perLearnerCounts(t: TestApp, week: string) {
  const res = await t.database.db.execute<{ results: number; notes: number; mails: number }>(sql`
    select
      (select count(*) from league_results where week = ${week})::int as results,
      (select count(*) from notifications where kind = 'league_result')::int as notes,
      (select count(*) from mail_outbox where kind = 'marketing')::int as mails`);
  return res.rows[0]!;
}
