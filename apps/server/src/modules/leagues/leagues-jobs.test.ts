import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness.ts';
import {
  earn,
  learnerInTier,
  perLearnerCounts,
  resetBoards,
} from '../../../test/support/leagues/test-fixtures.ts';

/*
 * The rollover as production runs it: a `leagues.rollover` job (the schedule sends one every
 * minute) worked by pg-boss. Two app instances work the queue at once; on PostgreSQL the
 * second has a connection pool of its own, as a second process would.
 */
describe('the leagues.rollover job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await resetBoards(t);
  });
  afterAll(async () => t?.close());

  async function secondInstance() {
    if (!process.env.TEST_DATABASE_URL) return { app: t.app, close: async () => undefined };
    const name = await t.database.db.execute<{ db: string }>(sql`select current_database() as db`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name.rows[0]!.db}`;
    const database = await openDatabase({ url: url.toString() });
    const app = await buildApp({ config: testConfig(), database, clock: t.clock, logger: false });
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('rolls a finished week over exactly once with two instances working the queue', async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await learnerInTier(t, 3, `j${i}@example.com`));
    for (const [i, id] of ids.entries()) await earn(t, id, 10 + i);

    // Before the week ends the job finds nothing to do.
    await t.app.deps.queue.enqueue('leagues.rollover', {});
    await t.app.deps.queue.runDueJobs();
    expect(await perLearnerCounts(t, '2026-03-02')).toEqual({ results: 0, notes: 0, mails: 0 });

    t.clock.set('2026-03-09T00:01:00Z');
    const other = await secondInstance();
    try {
      await t.app.deps.queue.enqueue('leagues.rollover', {});
      await other.app.deps.queue.enqueue('leagues.rollover', {});
      await Promise.all([t.app.deps.queue.runDueJobs(), other.app.deps.queue.runDueJobs()]);
      // A later tick (or a retry) changes nothing.
      await t.app.deps.queue.enqueue('leagues.rollover', {});
      await Promise.all([t.app.deps.queue.runDueJobs(), other.app.deps.queue.runDueJobs()]);
    } finally {
      await other.close();
    }
    expect(await perLearnerCounts(t, '2026-03-02')).toEqual({ results: 20, notes: 20, mails: 20 });
    const state = await t.database.db.execute<{ state: string }>(
      sql`select state from league_weeks where week = '2026-03-02'`,
    );
    expect(state.rows).toEqual([{ state: 'done' }]);
    const tiers = await t.database.db.execute<{ tier: number; n: number }>(sql`
      select tier, count(*)::int as n from league_tiers group by tier order by tier`);
    expect(tiers.rows.map((r) => [Number(r.tier), Number(r.n)])).toEqual([
      [2, 5],
      [3, 8],
      [4, 7],
    ]);
  });
});
