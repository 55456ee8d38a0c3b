import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  confirmPayload,
  createLearner,
  initiateAndPay,
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

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const count = async (table: string, where = sql`true`) =>
  Number(
    (
      await t.database.db.execute<{ n: string }>(
        sql`select count(*) as n from ${sql.raw(table)} where ${where}`,
      )
    ).rows[0]!.n,
  );

describe('POST /api/subscription/initiate/', () => {
  it('prices the checkout from our table for the learner country, ignoring any client amount', async () => {
    const learner = await createLearner(t.app, { country: 'NG', username: 'ada' });
    const res = await post('/api/subscription/initiate/', learner.auth, {
      plan_type: 'yearly',
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      plan_type: 'yearly',
      amount: 49140,
      currency: 'NGN',
      symbol: '₦',
      customer: { email: learner.email, name: 'ada' },
      provider: 'sandbox',
      script_url: '/api/subscription/sandbox/checkout.js',
      checkout_function: 'SandboxCheckout',
      title: 'Hero plan (yearly)',
    });
    expect(data.transaction_reference).toMatch(/^asc_[\w-]{20,}$/);
    const [row] = (
      await t.database.db.execute<{ amount: string; status: string }>(
        sql`select amount, status from payments`,
      )
    ).rows;
    expect(row).toEqual({ amount: '49140.00', status: 'pending' });
  });

  it('asks for a country first', async () => {
    const learner = await createLearner(t.app, { country: null });
    const res = await post('/api/subscription/initiate/', learner.auth, { plan_type: 'monthly' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('COUNTRY_REQUIRED');
  });

  it('refuses an unknown plan and a missing token', async () => {
    const learner = await createLearner(t.app);
    expect(
      (await post('/api/subscription/initiate/', learner.auth, { plan_type: 'weekly' })).json()
        .error.code,
    ).toBe('VALIDATION_ERROR');
    expect(
      (await post('/api/subscription/initiate/', {}, { plan_type: 'monthly' })).statusCode,
    ).toBe(401);
  });
});

describe('buying the Hero plan through the sandbox checkout', () => {
  it('activates a verified payment for exactly one year, mails a receipt, and refuses a second purchase', async () => {
    const learner = await createLearner(t.app, { country: 'GB' });
    const { checkout, pay } = await initiateAndPay(t.app, learner, 'yearly');
    expect(pay).toMatchObject({ status: 'successful', tx_ref: checkout.transaction_reference });
    const res = await post('/api/subscription/', learner.auth, confirmPayload(checkout));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: 'Subscription activated',
      subscription: {
        is_active: true,
        plan_type: 'yearly',
        current_period_end: '2027-03-02T10:00:00.000Z',
        cancel_at_period_end: false,
      },
    });
    const mails = (
      await t.database.db.execute<{
        to: string;
        subject: string;
        text: string;
        html: string;
        kind: string;
      }>(sql`select * from mail_outbox`)
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: learner.email, kind: 'account' });
    expect(mails[0]!.text).toContain('£59.95');
    expect(mails[0]!.text).toContain(checkout.transaction_reference);
    expect(mails[0]!.html).toContain('Thank you for choosing Hero');

    const again = await post('/api/subscription/initiate/', learner.auth, { plan_type: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'SUBSCRIPTION_ACTIVE',
      message: 'You have an active subscription 🥲',
    });
  });

  it('accepts the one-time-code card and bank transfer', async () => {
    const learner = await createLearner(t.app);
    const init = (
      await post('/api/subscription/initiate/', learner.auth, { plan_type: 'monthly' })
    ).json().data;
    const first = await post(
      '/api/subscription/sandbox/pay',
      {},
      { tx_ref: init.transaction_reference, method: 'card', card_number: '4000 0000 0000 3220' },
    );
    expect(first.json().data).toMatchObject({ status: 'otp_required', transaction_id: null });
    const wrong = await post(
      '/api/subscription/sandbox/pay',
      {},
      {
        tx_ref: init.transaction_reference,
        method: 'card',
        card_number: '4000000000003220',
        otp: '111111',
      },
    );
    expect(wrong.json().data.status).toBe('otp_required');
    const ok = await post(
      '/api/subscription/sandbox/pay',
      {},
      {
        tx_ref: init.transaction_reference,
        method: 'card',
        card_number: '4000000000003220',
        otp: '123456',
      },
    );
    expect(ok.json().data.status).toBe('successful');
    expect(
      (await post('/api/subscription/', learner.auth, confirmPayload(init))).json().data
        .subscription.current_period_end,
    ).toBe('2026-04-02T10:00:00.000Z');

    const other = await createLearner(t.app);
    const init2 = (
      await post('/api/subscription/initiate/', other.auth, { plan_type: 'monthly' })
    ).json().data;
    const bank = await post(
      '/api/subscription/sandbox/pay',
      {},
      { tx_ref: init2.transaction_reference, method: 'bank_transfer' },
    );
    expect(bank.json().data.status).toBe('successful');
    expect((await post('/api/subscription/', other.auth, confirmPayload(init2))).statusCode).toBe(
      200,
    );
  });

  it('confirming twice answers the same success without a second period or receipt', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'monthly');
    const first = await post('/api/subscription/', learner.auth, confirmPayload(checkout));
    const second = await post('/api/subscription/', learner.auth, confirmPayload(checkout));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await count('subscriptions')).toBe(1);
    expect(await count('mail_outbox')).toBe(1);
  });

  it('activates once when confirmations race', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'monthly');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/subscription/', learner.auth, confirmPayload(checkout))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await count('subscriptions')).toBe(1);
    expect(await count('mail_outbox')).toBe(1);
  });
});

describe('refused confirmations', () => {
  const refused = (res: { statusCode: number; json(): { error: { code: string } } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
  };

  it('refuses a confirmation for a checkout that was never paid', async () => {
    const learner = await createLearner(t.app);
    const init = (
      await post('/api/subscription/initiate/', learner.auth, { plan_type: 'yearly' })
    ).json().data;
    refused(await post('/api/subscription/', learner.auth, confirmPayload(init)));
    refused(
      await post('/api/subscription/', learner.auth, {
        ...confirmPayload(init),
        transaction_reference: 'asc_made_up',
      }),
    );
    expect(await count('subscriptions')).toBe(0);
  });

  it('refuses a declined card and marks the payment failed', async () => {
    const learner = await createLearner(t.app);
    const { checkout, pay } = await initiateAndPay(t.app, learner, 'monthly', '4000000000000002');
    expect(pay.status).toBe('failed');
    refused(await post('/api/subscription/', learner.auth, confirmPayload(checkout)));
    expect(
      (await t.database.db.execute<{ status: string }>(sql`select status from payments`)).rows[0]!
        .status,
    ).toBe('failed');
  });

  it("refuses another learner's paid reference (replay across accounts)", async () => {
    const owner = await createLearner(t.app);
    const thief = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, owner, 'yearly');
    refused(await post('/api/subscription/', thief.auth, confirmPayload(checkout)));
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/',
      headers: thief.auth,
    });
    expect(status.json().data.subscription.is_active).toBe(false);
  });

  it('refuses a payload whose amount, currency or plan differ from the checkout', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'yearly');
    refused(
      await post('/api/subscription/', learner.auth, { ...confirmPayload(checkout), amount: 0.01 }),
    );
    refused(
      await post('/api/subscription/', learner.auth, {
        ...confirmPayload(checkout),
        currency: 'NGN',
      }),
    );
    refused(
      await post('/api/subscription/', learner.auth, {
        ...confirmPayload(checkout),
        plan_type: 'monthly',
      }),
    );
    expect(await count('subscriptions')).toBe(0);
  });

  it('refuses when the provider charged less or in another currency than our price', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'yearly');
    await t.database.db.execute(sql`update sandbox_charges set amount = 6.99`);
    refused(await post('/api/subscription/', learner.auth, confirmPayload(checkout)));
    await t.database.db.execute(sql`update sandbox_charges set amount = 76.33, currency = 'EUR'`);
    refused(await post('/api/subscription/', learner.auth, confirmPayload(checkout)));
    await t.database.db.execute(sql`update sandbox_charges set currency = 'USD'`);
    expect(
      (await post('/api/subscription/', learner.auth, confirmPayload(checkout))).statusCode,
    ).toBe(200);
  });

  it('refuses to charge a settled checkout again', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'monthly');
    await post('/api/subscription/', learner.auth, confirmPayload(checkout));
    const again = await post(
      '/api/subscription/sandbox/pay',
      {},
      { tx_ref: checkout.transaction_reference, method: 'bank_transfer' },
    );
    expect(again.statusCode).toBe(409);
  });
});
