import { sql } from 'drizzle-orm';
import { leagueZones } from '@ascend/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../harness.ts';
import { RolloverDied, rollOverDueWeeks } from '../../../src/modules/leagues/rollover.ts';
import {
  earn,
  getAs,
  learnerInTier,
  perLearnerCounts,
  resetBoards,
  resultsOf,
  type ResultRow,
} from './test-fixtures.ts';

const WEEK = '2026-03-02';
const AFTER_WEEK = '2026-03-09T00:05:00Z';

/** Ten cohorts: [tier, members]; tier 1 and tier 10 fill a cohort of 30 and spill into a second. */
const COHORTS: [number, number][] = [
  [1, 30], [1, 5], [2, 12], [3, 11], [4, 1], [5, 30], [6, 4], [9, 3], [10, 30], [10, 2],
]; // prettier-ignore

/** What the rules say for one cohort, written out independently of the SQL. */
function expected(tier: number, members: { id: number; xp: number; order: number }[]) {
  const sorted = [...members].sort((a, b) => b.xp - a.xp || a.order - b.order || a.id - b.id);
  const { promote, demote } = leagueZones(sorted.length, tier);
  return sorted.map((m, i) => {
    const rank = i + 1;
    const d = rank <= promote ? 1 : rank > sorted.length - demote ? -1 : 0;
    return { user_id: m.id, rank, xp: m.xp, tier_before: tier, tier_after: tier + d, d };
  });
}

/** The leagues, run once per store configuration (PostgreSQL alone, or with Redis). */
export function leagueCases(name: string, env: () => Record<string, string>): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env());
  });
  afterAll(async () => {
    if (!t) return;
    await resetBoards(t);
    await t.close();
  });
  beforeEach(async () => {
    await resetBoards(t);
    t.clock.set('2026-03-02T10:00:00Z');
  });

  const current = async (userId: number) => {
    const res = await getAs(t, userId, '/api/leagues/current');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  describe(`weekly leagues (${name})`, () => {
    it('a learner without xp this week sees their tier and no cohort; the first xp places them', async () => {
      const a = await learnerInTier(t, 1);
      const before = await current(a);
      expect(before).toMatchObject({
        tier: { number: 1, name: 'Pawn' },
        week_start: '2026-03-02T00:00:00.000Z',
        week_ends_at: '2026-03-09T00:00:00.000Z',
        cohort: [],
        me: null,
        last_result: null,
      });
      await earn(t, a, 15);
      const after = await current(a);
      expect(after.cohort).toEqual([
        expect.objectContaining({ user_id: a, xp: 15, rank: 1, username: `Learner #${a}` }),
      ]);
      expect(after.me).toEqual({ rank: 1, xp: 15 });
      expect(after).toMatchObject({ promote: 1, demote: 0 });
    });

    it("refuses a deleted account's still-valid token", async () => {
      const a = await learnerInTier(t, 1);
      await earn(t, a, 10);
      await t.database.db.execute(sql`update users set deleted_at = now() where id = ${a}`);
      const res = await getAs(t, a, '/api/leagues/current');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('This account no longer exists');
    });

    it('places a learner whose placement after the award was lost on their next read', async () => {
      const a = await learnerInTier(t, 3);
      await t.database.db.execute(sql`
        insert into leaderboard_scores (board, user_id, xp, reached_at)
        values (${WEEK}, ${a}, 20, ${t.clock.now().toISOString()}::timestamptz)`);
      const data = await current(a);
      expect(data.tier.name).toBe('Bishop');
      expect(data.me).toEqual({ rank: 1, xp: 20 });
    });

    it('never puts a 31st learner in a cohort, even when first xp arrives at once', async () => {
      const ids = await Promise.all(Array.from({ length: 41 }, () => learnerInTier(t, 2)));
      await Promise.all(ids.map((id) => earn(t, id, 10)));
      const res = await t.database.db.execute<{ members: number; counted: number }>(sql`
        select c.members, (select count(*) from league_members m where m.cohort_id = c.id)::int as counted
        from league_cohorts c where week = ${WEEK} and tier = 2 order by c.id`);
      const sizes = res.rows.map((r): [number, number] => [Number(r.members), Number(r.counted)]);
      expect(sizes.every(([m, c]) => m === c && m <= 30)).toBe(true);
      expect(sizes.reduce((n, [m]) => n + m, 0)).toBe(41);
      expect(sizes.length).toBe(2);
    });

    it('rolls over ten cohorts row by row: zones, bounds at tiers 1 and 10, ties', async () => {
      const byCohort: { tier: number; members: { id: number; xp: number; order: number }[] }[] = [];
      let order = 0;
      for (const [tier, size] of COHORTS) {
        const members = [];
        for (let i = 0; i < size; i += 1) {
          const id = await learnerInTier(t, tier);
          // Pairs of equal xp: the one who reached it first ranks first (ties broken by time).
          const xp = 10 + 5 * Math.floor(((i * 7) % size) / 2);
          t.clock.advance(1000);
          await earn(t, id, xp);
          members.push({ id, xp, order: order++ });
        }
        byCohort.push({ tier, members });
      }
      t.clock.set(AFTER_WEEK);
      expect(await rollOverDueWeeks(t.app.deps)).toEqual([WEEK]);
      const rows = await resultsOf(t, WEEK);
      expect(rows.length).toBe(128);
      const byUser = new Map(rows.map((r) => [r.user_id, r]));
      const cohortIds = new Set<number>();
      for (const { tier, members } of byCohort) {
        for (const want of expected(tier, members)) {
          const got = byUser.get(want.user_id) as ResultRow;
          expect({ ...got, cohort_id: 0 }).toEqual({
            user_id: want.user_id,
            cohort_id: 0,
            tier_before: want.tier_before,
            tier_after: want.tier_after,
            rank: want.rank,
            xp: want.xp,
            result: ['demoted', 'stayed', 'promoted'][want.d + 1],
          });
          cohortIds.add(got.cohort_id);
        }
      }
      expect(cohortIds.size).toBe(10);
      // Spelled out for the full tier-5 cohort: 7 up, 18 stay, 5 down.
      const five = rows.filter((r) => r.tier_before === 5);
      const promotedRanks = five.filter((r) => r.result === 'promoted').map((r) => r.rank);
      expect(promotedRanks.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const demotedRanks = five.filter((r) => r.result === 'demoted').map((r) => r.rank);
      expect(demotedRanks.sort((x, y) => x - y)).toEqual([26, 27, 28, 29, 30]);
      expect(
        ['promoted', 'stayed', 'demoted'].map((k) => five.filter((r) => r.result === k).length),
      ).toEqual([7, 18, 5]);
      // Nobody leaves the ladder: tier 1's bottom stays, tier 10's top stays.
      expect(rows.filter((r) => r.tier_before === 1 && r.result === 'demoted')).toEqual([]);
      expect(rows.filter((r) => r.tier_before === 10 && r.result === 'promoted')).toEqual([]);
      expect(rows.filter((r) => r.tier_before === 10 && r.result === 'demoted').length).toBe(5);
      // The new tiers are the learners' tiers now.
      const tiers = await t.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from league_results r join league_tiers lt on lt.user_id = r.user_id
        where r.week = ${WEEK} and lt.tier = r.tier_after`);
      expect(Number(tiers.rows[0]!.n)).toBe(128);
    });

    it('tells every member their result in the app, and mails those who allow it', async () => {
      const up = await learnerInTier(t, 1, 'up@example.com');
      const quiet = await learnerInTier(t, 1);
      await earn(t, up, 30);
      await earn(t, quiet, 5);
      t.clock.set(AFTER_WEEK);
      await rollOverDueWeeks(t.app.deps);
      const notes = await t.database.db.execute<{ user_id: number; title: string; body: string }>(
        sql`select user_id, title, body from notifications where kind = 'league_result' order by user_id`,
      );
      expect(notes.rows.map((n) => [Number(n.user_id), n.title])).toEqual([
        [up, 'You moved up to Knight league!'],
        [quiet, 'You stayed in Pawn league'],
      ]);
      expect(notes.rows[0]!.body).toBe('You finished #1 with 30 xp in the week of 2 March 2026.');
      const mails = await t.database.db.execute<{ to: string; subject: string; text: string }>(
        sql`select "to", subject, text from mail_outbox where kind = 'marketing'`,
      );
      expect(mails.rows).toEqual([
        expect.objectContaining({
          to: 'up@example.com',
          subject: 'You moved up to Knight league!',
        }),
      ]);
      expect(mails.rows[0]!.text).toContain('/notification/unsubscribe?token=');
      const next = await current(up);
      expect(next).toMatchObject({
        tier: { number: 2, name: 'Knight' },
        cohort: [],
        last_result: { result: 'promoted', rank: 1, xp: 30, tier: { name: 'Knight' } },
      });
      // A learner who earns in the new week joins a cohort of their new tier.
      await earn(t, up, 10);
      expect((await current(up)).tier.name).toBe('Knight');
    });

    it('places xp earned before last week was rolled over in the new tier once it is', async () => {
      const a = await learnerInTier(t, 1);
      await earn(t, a, 10);
      t.clock.set(AFTER_WEEK);
      await earn(t, a, 20); // the new week's first xp, before the rollover ran
      expect(await current(a)).toMatchObject({ tier: { name: 'Pawn' }, cohort: [], me: null });
      await rollOverDueWeeks(t.app.deps);
      expect(await current(a)).toMatchObject({
        tier: { number: 2, name: 'Knight' },
        me: { rank: 1, xp: 20 },
        last_result: { result: 'promoted' },
      });
    });

    it('after a week without a league, still places this week by the tiers it set', async () => {
      const a = await learnerInTier(t, 4);
      await earn(t, a, 10);
      t.clock.set('2026-03-16T08:00:00Z'); // two weeks on: the week between had no league
      await earn(t, a, 5);
      expect((await current(a)).me).toBeNull();
      expect(await rollOverDueWeeks(t.app.deps)).toEqual([WEEK]);
      expect(await current(a)).toMatchObject({ tier: { name: 'Queen' }, me: { rank: 1, xp: 5 } });
    });

    it('a rollover that dies half-way resumes and leaves exactly one result per learner', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 14; i += 1) ids.push(await learnerInTier(t, 4, `l${i}@example.com`));
      for (const [i, id] of ids.entries()) await earn(t, id, 10 + i);
      t.clock.set(AFTER_WEEK);
      for (const dieAfter of ['started', 'ranked', 'notified'] as const) {
        await expect(rollOverDueWeeks(t.app.deps, { dieAfter })).rejects.toBeInstanceOf(
          RolloverDied,
        );
      }
      expect(await rollOverDueWeeks(t.app.deps)).toEqual([WEEK]);
      expect(await rollOverDueWeeks(t.app.deps)).toEqual([]);
      expect(await perLearnerCounts(t, WEEK)).toEqual({ results: 14, notes: 14, mails: 14 });
      const rows = await resultsOf(t, WEEK);
      expect(
        rows
          .filter((r) => r.result === 'promoted')
          .map((r) => r.xp)
          .sort(),
      ).toEqual([17, 18, 19, 20, 21, 22, 23]);
    });

    it('two processes rolling over at once give exactly one result per learner', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 33; i += 1) ids.push(await learnerInTier(t, 6, `p${i}@example.com`));
      for (const [i, id] of ids.entries()) await earn(t, id, 5 + i);
      t.clock.set(AFTER_WEEK);
      // A second connection pool on PostgreSQL stands for a second process; PGlite has one.
      const other = process.env.TEST_DATABASE_URL
        ? await openDatabase({ url: await dbUrl(t) })
        : null;
      const deps2 = other ? { ...t.app.deps, db: other.db, database: other } : t.app.deps;
      try {
        const runs = await Promise.all([rollOverDueWeeks(t.app.deps), rollOverDueWeeks(deps2)]);
        expect(runs.flat()).toContain(WEEK);
      } finally {
        await other?.close();
      }
      expect(await perLearnerCounts(t, WEEK)).toEqual({ results: 33, notes: 33, mails: 33 });
    });

    it('pages history and refuses page 0 with a clear message', async () => {
      const a = await learnerInTier(t, 1);
      for (let w = 0; w < 12; w += 1) {
        await earn(t, a, 10);
        t.clock.advance(7 * 86_400_000);
        await rollOverDueWeeks(t.app.deps);
      }
      const first = (await getAs(t, a, '/api/leagues/history?page=1')).json().data;
      expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
      expect(first.results[0]).toMatchObject({ week_start: '2026-05-18T00:00:00.000Z', rank: 1 });
      expect(first.results.at(-1).new_tier.number).toBe(first.results.at(-1).tier.number + 1);
      const second = (await getAs(t, a, '/api/leagues/history?page=2')).json().data;
      expect(second.results.map((r: { week_start: string }) => r.week_start)).toEqual([
        '2026-03-09T00:00:00.000Z',
        '2026-03-02T00:00:00.000Z',
      ]);
      const bad = await getAs(t, a, '/api/leagues/history?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/page starts at 1/);
      expect((await current(a)).tier.name).toBe('Grandmaster');
    });
  });
}

/** The URL of the test app's own PostgreSQL database. */
async function dbUrl(t: TestApp): Promise<string> {
  const res = await t.database.db.execute<{ db: string }>(sql`select current_database() as db`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${res.rows[0]!.db}`;
  return url.toString();
}
