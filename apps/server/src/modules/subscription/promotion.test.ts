import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { applyDueEntitlements } from './entitlement-job.ts';
import {
  authNow,
  confirmPayload,
  createLearner,
  initiateAndPay,
  type Learner,
} from '../../../test/support/subscription/test-fixtures.ts';

const LIMIT = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1', PROMO_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2025-10-20T12:00:00Z');
});

const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(q)).rows;

/** Learners with paid, not yet confirmed checkouts, ready to confirm at the same moment. */
async function paidCheckouts(n: number, plan: 'monthly' | 'yearly' = 'monthly') {
  const out: {
    learner: Learner;
    checkout: Awaited<ReturnType<typeof initiateAndPay>>['checkout'];
  }[] = [];
  for (let i = 0; i < n; i++) {
    const learner = await createLearner(t.app);
    out.push({ learner, checkout: (await initiateAndPay(t.app, learner, plan)).checkout });
  }
  return out;
}
const confirm = (p: { learner: Learner; checkout: Parameters<typeof confirmPayload>[0] }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: p.learner.auth,
    payload: confirmPayload(p.checkout),
  });

describe('launch promotion: the first PROMO_LIMIT buyers inside the window', () => {
  it('the scheduled job, worked by two queue instances at once, applies each benefit once', async () => {
    const buyers = await paidCheckouts(3);
    for (const b of buyers) await confirm(b);
    const other = new JobQueue(t.database, { log: t.app.log, background: false });
    await other.start();
    other.handle(t.app.deps.queue.handlers);
    try {
      await t.app.deps.queue.runDueJobs();
      t.clock.set('2025-12-15T00:00:30Z');
      // As the cron would over four minutes while both processes' workers were behind.
      for (let i = 0; i < 4; i++) await t.app.deps.queue.enqueue('entitlements.apply', {});
      const ran = await Promise.all([t.app.deps.queue.runDueJobs(), other.runDueJobs()]);
      // Four ticks, and the one orion.resume-waiting that the run applying the benefits
      // queued (new credits start imported games waiting for them, issue 28).
      expect(ran[0]! + ran[1]!).toBe(5);
    } finally {
      await other.close();
    }
    expect(await rows(sql`select id from entitlements where applied_at is not null`)).toHaveLength(
      3,
    );
    const noted = await rows<{ user_id: number }>(
      sql`select user_id from notifications where title = 'Your launch benefits are here'`,
    );
    expect(noted).toHaveLength(3);
    const mails = await rows<{ to: string }>(
      sql`select "to" from mail_outbox where subject = 'Your Orion launch benefits are live'`,
    );
    expect(mails.map((m) => m.to).sort()).toEqual(buyers.map((b) => b.learner.email).sort());
  });

  it('grants exactly the limit under concurrent confirmations, one slot per position', async () => {
    const buyers = await paidCheckouts(LIMIT * 2 + 2);
    const results = await Promise.all(buyers.map(confirm));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const granted = await rows<{
      position: number;
      orion_credits: number;
      access_days: number;
      applies_at: Date | string;
    }>(
      sql`select position, orion_credits, access_days, applies_at from entitlements order by position`,
    );
    expect(granted.map((g) => g.position)).toEqual([1, 2, 3, 4, 5]);
    expect(granted.every((g) => g.orion_credits === 1000 && g.access_days === 14)).toBe(true);
    expect(new Date(granted[0]!.applies_at).toISOString()).toBe('2025-12-15T00:00:00.000Z');
    expect(
      Number((await rows<{ n: string }>(sql`select count(*) as n from subscriptions`))[0]!.n),
    ).toBe(buyers.length);
  });

  it('counts yearly buyers too and ignores purchases outside the window', async () => {
    const [yearly] = await paidCheckouts(1, 'yearly');
    await confirm(yearly!);
    t.clock.set('2025-11-01T00:00:00Z');
    const [late] = await paidCheckouts(1);
    await confirm(late!);
    t.clock.set('2025-10-14T23:59:59Z');
    const [early] = await paidCheckouts(1);
    await confirm(early!);
    const granted = await rows<{ user_id: number }>(sql`select user_id from entitlements`);
    expect(granted.map((g) => g.user_id)).toEqual([yearly!.learner.id]);
  });

  it('gives a learner who buys twice in the window one slot only', async () => {
    const learner = await createLearner(t.app);
    for (const plan of ['monthly', 'monthly'] as const) {
      const auth = await authNow(t.app, learner);
      const { checkout } = await initiateAndPay(t.app, { ...learner, auth }, plan);
      await t.app.inject({
        method: 'POST',
        url: '/api/subscription/',
        headers: auth,
        payload: confirmPayload(checkout),
      });
      // End the first period early so the same learner may buy again inside the window.
      await t.database.db.execute(
        sql`update subscriptions set current_period_end = '2025-10-01T00:00:00Z'`,
      );
    }
    expect(await rows(sql`select id from entitlements`)).toHaveLength(1);
    expect(await rows(sql`select id from payments where status = 'successful'`)).toHaveLength(2);
  });

  it('applies the benefits on the release date once, with a mail and an in-app notification', async () => {
    const buyers = await paidCheckouts(2);
    for (const b of buyers) await confirm(b);
    expect(await applyDueEntitlements(t.app.deps, new Date('2025-12-14T23:59:59Z'))).toBe(0);

    const release = new Date('2025-12-15T00:00:30Z');
    const runs = await Promise.all([
      applyDueEntitlements(t.app.deps, release),
      applyDueEntitlements(t.app.deps, release),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await applyDueEntitlements(t.app.deps, new Date('2025-12-16T00:00:00Z'))).toBe(0);

    const applied = await rows<{ access_ends_at: Date | string }>(
      sql`select access_ends_at from entitlements`,
    );
    expect(applied.map((a) => new Date(a.access_ends_at).toISOString())).toEqual([
      '2025-12-29T00:00:30.000Z',
      '2025-12-29T00:00:30.000Z',
    ]);
    const mails = await rows<{ to: string }>(
      sql`select "to" from mail_outbox where subject = 'Your Orion launch benefits are live'`,
    );
    expect(mails.map((m) => m.to).sort()).toEqual(buyers.map((b) => b.learner.email).sort());
    t.clock.set('2025-12-15T00:01:00Z');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: await authNow(t.app, buyers[0]!.learner),
    });
    const promo = bell
      .json()
      .data.results.filter((n: { title: string }) => n.title === 'Your launch benefits are here');
    expect(promo).toHaveLength(1);
    expect(promo[0].body).toBe(
      '1000 Orion credits and 14 days of exclusive access are now on your account.',
    );
  });

  it('shows the entitlement on GET subscription', async () => {
    const [buyer] = await paidCheckouts(1);
    await confirm(buyer!);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/',
      headers: buyer!.learner.auth,
    });
    expect(res.json().data.entitlements).toEqual([
      {
        promotion: 'orion_launch_2025',
        position: 1,
        access_days: 14,
        orion_credits: 1000,
        applies_at: '2025-12-15T00:00:00.000Z',
        applied_at: null,
        access_ends_at: null,
      },
    ]);
  });
});
