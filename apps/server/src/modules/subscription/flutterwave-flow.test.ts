import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  startFakeFlutterwave,
  type FakeFlutterwave,
} from '../../../test/support/payments/fake-flutterwave.ts';
import {
  confirmPayload,
  createLearner,
  type Learner,
} from '../../../test/support/subscription/test-fixtures.ts';

let t: TestApp;
let fake: FakeFlutterwave;
let txId = 9_000;
beforeAll(async () => {
  fake = await startFakeFlutterwave('FLWSECK_TEST-abc');
  t = await createTestApp({
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc',
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-xyz',
    FLUTTERWAVE_API_URL: fake.url,
    FLUTTERWAVE_WEBHOOK_HASH: 'my-dashboard-hash',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => resetDatabase(t.database));

async function checkout(learner: Learner) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/initiate/',
    headers: learner.auth,
    payload: { plan_type: 'yearly' },
  });
  return res.json().data;
}
const confirm = (learner: Learner, data: Parameters<typeof confirmPayload>[0]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: learner.auth,
    payload: confirmPayload(data),
  });

describe('payments through the Flutterwave adapter', () => {
  it('hands the browser the inline checkout details and keeps the sandbox closed', async () => {
    const data = await checkout(await createLearner(t.app));
    expect(data).toMatchObject({
      provider: 'flutterwave',
      public_key: 'FLWPUBK_TEST-xyz',
      script_url: 'https://checkout.flutterwave.com/v3.js',
      checkout_function: 'FlutterwaveCheckout',
      payment_options: 'card,banktransfer',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subscription/sandbox/checkout.js' }))
        .statusCode,
    ).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/sandbox/pay',
      payload: { tx_ref: data.transaction_reference, method: 'bank_transfer' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('activates when Flutterwave reports the exact charge', async () => {
    const learner = await createLearner(t.app);
    const data = await checkout(learner);
    fake.set(data.transaction_reference, {
      id: ++txId,
      status: 'successful',
      amount: 76.33,
      currency: 'USD',
    });
    const res = await confirm(learner, data);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription.is_active).toBe(true);
    expect(fake.requests.at(-1)).toEqual({
      path: `/v3/transactions/verify_by_reference?tx_ref=${data.transaction_reference}`,
      authorization: 'Bearer FLWSECK_TEST-abc',
    });
    const [row] = (
      await t.database.db.execute<{ provider_tx_id: string }>(
        sql`select provider_tx_id from payments`,
      )
    ).rows;
    expect(row!.provider_tx_id).toBe(String(txId));
  });

  it.each([
    ['a smaller amount', { status: 'successful', amount: 6.99, currency: 'USD' }],
    ['another currency', { status: 'successful', amount: 76.33, currency: 'NGN' }],
    [
      'another reference',
      { status: 'successful', amount: 76.33, currency: 'USD', tx_ref: 'asc_someone_else' },
    ],
    ['a pending charge', { status: 'pending', amount: 76.33, currency: 'USD' }],
    ['a failed charge', { status: 'failed', amount: 76.33, currency: 'USD' }],
  ])('refuses %s', async (_name, charge) => {
    const learner = await createLearner(t.app);
    const data = await checkout(learner);
    fake.set(data.transaction_reference, { id: ++txId, ...charge });
    const res = await confirm(learner, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
  });

  it('refuses an unknown reference and one Flutterwave charge replayed for a second checkout', async () => {
    const learner = await createLearner(t.app);
    const first = await checkout(learner);
    expect((await confirm(learner, first)).statusCode).toBe(400);
    fake.set(first.transaction_reference, {
      id: 777,
      status: 'successful',
      amount: 76.33,
      currency: 'USD',
    });
    expect((await confirm(learner, first)).statusCode).toBe(200);

    const other = await createLearner(t.app);
    const second = await checkout(other);
    fake.set(second.transaction_reference, {
      id: 777,
      status: 'successful',
      amount: 76.33,
      currency: 'USD',
    });
    const replay = await confirm(other, second);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe('This payment was already used.');
  });

  it('accepts the webhook only with the dashboard verif-hash, and verifies before activating', async () => {
    const learner = await createLearner(t.app);
    const data = await checkout(learner);
    const payload = {
      event: 'charge.completed',
      data: {
        id: 5,
        tx_ref: data.transaction_reference,
        status: 'successful',
        amount: 76.33,
        currency: 'USD',
      },
    };
    const send = (hash?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/webhook',
        headers: hash ? { 'verif-hash': hash } : {},
        payload,
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send('wrong')).statusCode).toBe(401);
    // Signed, but Flutterwave does not know the charge yet: nothing is granted.
    expect((await send('my-dashboard-hash')).json().data).toEqual({
      received: true,
      activated: false,
    });
    fake.set(data.transaction_reference, {
      id: ++txId,
      status: 'successful',
      amount: 76.33,
      currency: 'USD',
    });
    expect((await send('my-dashboard-hash')).json().data).toEqual({
      received: true,
      activated: true,
    });
    expect((await confirm(learner, data)).json().data.subscription.is_active).toBe(true);
  });
});
