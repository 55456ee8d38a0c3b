import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authNow,
  confirmPayload,
  createLearner,
  initiateAndPay,
  type Learner,
} from '../../../test/support/subscription/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
});

const DAY = 24 * 60 * 60 * 1000;
const get = async (url: string, l: Learner) =>
  t.app.inject({ method: 'GET', url, headers: await authNow(t.app, l) });
const cancel = (l: Learner) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/cancel/', headers: l.auth });

async function subscribe(l: Learner, plan: 'monthly' | 'yearly') {
  const { checkout } = await initiateAndPay(t.app, l, plan);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: l.auth,
    payload: confirmPayload(checkout),
  });
  expect(res.statusCode).toBe(200);
}

describe('cancellation and expiry', () => {
  it('cancel stops renewal but keeps access until the period ends, on time', async () => {
    const learner = await createLearner(t.app);
    await subscribe(learner, 'monthly');
    const res = await cancel(learner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toEqual({
      is_active: true,
      plan_type: 'monthly',
      current_period_end: '2026-04-02T10:00:00.000Z',
      cancel_at_period_end: true,
    });
    expect(res.json().data.message).toContain('2 April 2026');

    t.clock.set('2026-04-02T09:59:59Z');
    expect((await get('/api/subscription/', learner)).json().data.subscription.is_active).toBe(
      true,
    );
    expect((await get('/api/exercises/heart/', learner)).json().data.unlimited).toBe(true);
    t.clock.set('2026-04-02T10:00:00Z');
    expect((await get('/api/subscription/', learner)).json().data.subscription.is_active).toBe(
      false,
    );
    // Hearts are limited (consumed) again the moment the period ends.
    expect((await get('/api/exercises/heart/', learner)).json().data.unlimited).toBe(false);
  });

  it('an uncancelled yearly plan also ends after twelve months, and the learner can buy again', async () => {
    const learner = await createLearner(t.app);
    await subscribe(learner, 'yearly');
    t.clock.advance(364 * DAY);
    expect((await get('/api/subscription/', learner)).json().data.subscription.is_active).toBe(
      true,
    );
    t.clock.advance(2 * DAY);
    expect((await get('/api/subscription/', learner)).json().data.subscription.is_active).toBe(
      false,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscription/initiate/',
          headers: await authNow(t.app, learner),
          payload: { plan_type: 'monthly' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('cancel without an active plan is a 404, and never touches another learner', async () => {
    const subscriber = await createLearner(t.app);
    const other = await createLearner(t.app);
    await subscribe(subscriber, 'monthly');
    const res = await cancel(other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('You have no active subscription to cancel');
    expect(
      (await get('/api/subscription/', subscriber)).json().data.subscription.cancel_at_period_end,
    ).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscription/cancel/' })).statusCode,
    ).toBe(401);
  });

  it('GET subscription shows only the caller plan and prices', async () => {
    const buyer = await createLearner(t.app, { country: 'IN' });
    const other = await createLearner(t.app, { country: 'NG' });
    await subscribe(buyer, 'monthly');
    const mine = (await get('/api/subscription/', buyer)).json().data;
    expect(mine.subscription.is_active).toBe(true);
    expect(mine.sub_data.monthly).toEqual({ amount: 299, symbol: '₹', currency: 'INR' });
    const theirs = (await get('/api/subscription/', other)).json().data;
    expect(theirs.subscription.is_active).toBe(false);
    expect(theirs.sub_data.yearly.currency).toBe('NGN');
  });
});
