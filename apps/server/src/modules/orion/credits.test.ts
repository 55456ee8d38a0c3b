import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { applyDueEntitlements } from '../subscription/index.ts';
import {
  FREE_MONTHLY_CREDITS,
  creditSummary,
  lockBalance,
  refundAnalysis,
  renewsAt,
} from './credits.ts';
import { runOnDb } from '../../db/run-sql.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-12-31T23:00:00Z');
  me = await createLearner(t);
});

const ledger = async () =>
  (
    await t.database.db.execute<{ kind: string; amount: number; key: string }>(
      sql`select kind, amount, key from orion_credit_ledger where user_id = ${me.id} order by id`,
    )
  ).rows;

describe('the Orion credit ledger', () => {
  it('shows the month’s free allowance before it is written, and renews on the 1st (UTC)', async () => {
    expect(renewsAt(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(await creditSummary(t.database.db, me.id, t.clock.now())).toEqual({
      balance: FREE_MONTHLY_CREDITS,
      monthly_allowance: FREE_MONTHLY_CREDITS,
      renews_at: '2027-01-01T00:00:00.000Z',
    });
    expect(await ledger()).toEqual([]);
    // Granting is idempotent per (learner, month): twice in December is one row.
    const run = runOnDb(t.database.db);
    await t.database.db.transaction(async (tx) => {
      await lockBalance(runOnDb(tx), me.id, t.clock.now());
    });
    expect(await lockBalance(run, me.id, t.clock.now())).toBe(FREE_MONTHLY_CREDITS);
    expect(await ledger()).toEqual([
      { kind: 'allowance', amount: FREE_MONTHLY_CREDITS, key: `allowance:${me.id}:2026-12` },
    ]);
    // January brings its own allowance on top of what is left.
    t.clock.set('2027-01-01T00:00:00Z');
    expect((await creditSummary(t.database.db, me.id, t.clock.now())).balance).toBe(
      2 * FREE_MONTHLY_CREDITS,
    );
  });

  it('puts the launch promotion’s 1,000 credits on the ledger once, however often the job runs', async () => {
    await t.database.db.execute(sql`
      insert into entitlements (user_id, promotion, position, access_days, orion_credits, applies_at)
      values (${me.id}, 'launch-2025', 1, 14, 1000, '2026-12-15T00:00:00Z')`);
    const deps = t.app.deps;
    expect(await applyDueEntitlements(deps, t.clock.now())).toBe(1);
    expect(await applyDueEntitlements(deps, t.clock.now())).toBe(0);
    const rows = await ledger();
    expect(rows.filter((r) => r.kind === 'promotion')).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'promotion', amount: 1000 });
    expect((await creditSummary(t.database.db, me.id, t.clock.now())).balance).toBe(
      1000 + FREE_MONTHLY_CREDITS,
    );
  });

  it('refunds a game once', async () => {
    const game = await t.database.db.execute<{ id: number }>(sql`
      insert into orion_games (user_id, color, source, pgn, headers, start_fen, plies, cost, created_at)
      values (${me.id}, 'w', 'paste', '1. e4', '{}', 'x', 1, 10, now()) returning id`);
    const id = Number(game.rows[0]!.id);
    const run = runOnDb(t.database.db);
    expect(await refundAnalysis(run, id, t.clock.now())).toBe(true);
    expect(await refundAnalysis(run, id, t.clock.now())).toBe(false);
    expect(await ledger()).toEqual([{ kind: 'refund', amount: 10, key: `refund:${id}` }]);
  });
});
