import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signUpUser, type SignedUpUser } from '../../../test/support/users/test-support.ts';
import { adminCall, auditOf, signUpOperator } from '../../../test/support/admin/test-support.ts';

let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpOperator(t, 'admin');
});
afterAll(() => t?.close());

const balanceOf = async (who: SignedUpUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/orion/credits', headers: who.auth })).json().data
    .balance as number;
const heroOf = async (who: SignedUpUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/current-user/', headers: who.auth })).json()
    .data.subscription;
const credits = (id: number, amount: number, reason = 'payment dispute #12') =>
  adminCall(t, admin, 'POST', `/api/admin/users/${id}/credits`, { amount, reason });

describe('credits from the console', () => {
  it('adds credits the learner sees, through the ledger, with one audit entry', async () => {
    const learner = await signUpUser(t.app);
    const before = await balanceOf(learner);
    const res = await credits(learner.user.id, 100);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.credits.balance).toBe(before + 100);
    expect(res.json().data.user.ledger[0]).toMatchObject({ amount: 100, kind: 'admin' });
    expect(await balanceOf(learner)).toBe(before + 100);
    expect(await auditOf(t, learner.user.id)).toEqual([
      {
        action: 'credits.adjust',
        actor_id: admin.user.id,
        before: { balance: before },
        after: { balance: before + 100, amount: 100 },
        reason: 'payment dispute #12',
      },
    ]);
  });

  it('refuses an empty reason and a zero amount with a message, and changes nothing', async () => {
    const learner = await signUpUser(t.app);
    const empty = await credits(learner.user.id, 50, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason).toMatch(/reason/);
    const zero = await credits(learner.user.id, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amount).toBe('amount must not be 0');
    expect(await auditOf(t, learner.user.id)).toEqual([]);
  });

  it('two removals submitted at once never take the balance below zero', async () => {
    const learner = await signUpUser(t.app);
    await credits(learner.user.id, 100);
    const start = await balanceOf(learner);
    const take = start - 10;
    const results = await Promise.all([
      credits(learner.user.id, -take),
      credits(learner.user.id, -take),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(refused.json().error.message).toBe(
      'The learner has 10 credits; at most 10 can be removed.',
    );
    expect(await balanceOf(learner)).toBe(10);
    expect((await auditOf(t, learner.user.id)).map((a) => a.after?.amount)).toEqual([100, -take]);
  });

  it('two grants submitted at once both land', async () => {
    const learner = await signUpUser(t.app);
    const start = await balanceOf(learner);
    const results = await Promise.all([credits(learner.user.id, 40), credits(learner.user.id, 40)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(learner)).toBe(start + 80);
  });

  it('answers 404 for an unknown learner', async () => {
    expect((await credits(999_999, 10)).statusCode).toBe(404);
  });
});

describe('Hero days from the console', () => {
  const DAY = 86_400_000;
  const hero = (id: number, days: number) =>
    adminCall(t, admin, 'POST', `/api/admin/users/${id}/hero`, { days, reason: 'goodwill' });

  it('grants days the learner sees as an active plan, and extends it', async () => {
    const learner = await signUpUser(t.app);
    expect((await heroOf(learner)).is_active).toBe(false);
    const now = t.clock.now().getTime();
    expect((await hero(learner.user.id, 30)).statusCode).toBe(200);
    const sub = await heroOf(learner);
    expect(sub.is_active).toBe(true);
    expect(new Date(sub.current_period_end).getTime()).toBe(now + 30 * DAY);
    // Two grants at once: the row lock orders them, so no day is lost.
    const both = await Promise.all([hero(learner.user.id, 10), hero(learner.user.id, 5)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Date((await heroOf(learner)).current_period_end).getTime()).toBe(now + 45 * DAY);
    expect((await auditOf(t, learner.user.id)).map((a) => a.action)).toEqual([
      'hero.grant',
      'hero.grant',
      'hero.grant',
    ]);
  });

  it('ends Hero access now; ending it again is a clear 409', async () => {
    const learner = await signUpUser(t.app);
    await hero(learner.user.id, 30);
    const end = () =>
      adminCall(t, admin, 'POST', `/api/admin/users/${learner.user.id}/hero/end`, {
        reason: 'chargeback',
      });
    const res = await end();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.hero).toEqual({ active: false, ends_at: null });
    expect((await heroOf(learner)).is_active).toBe(false);
    const again = await end();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This learner has no active Hero plan to end.');
    expect((await auditOf(t, learner.user.id)).map((a) => a.action)).toEqual([
      'hero.grant',
      'hero.end',
    ]);
  });
});
