import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Script } from 'node:vm';
import { sql } from 'drizzle-orm';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { signSandboxBody } from '../../payments/webhook-signature.ts';
import {
  confirmPayload,
  createLearner,
  initiateAndPay,
} from '../../../test/support/subscription/test-fixtures.ts';

const SECRET = 'sandbox-webhook-secret-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1', PAYMENT_WEBHOOK_SECRET: SECRET });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.app.deps.config.SANDBOX_WEBHOOK_DELAY_MS = -1;
});

const event = (reference: string) =>
  JSON.stringify({
    event: 'charge.completed',
    data: { id: 'sbx_1', tx_ref: reference, status: 'successful' },
  });
const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/webhook/',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-sandbox-signature': signature } : {}),
    },
    payload,
  });
const subscriptions = async () =>
  Number(
    (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from subscriptions`))
      .rows[0]!.n,
  );
const isActive = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscription/', headers: auth })).json().data
    .subscription.is_active as boolean;

describe('POST /api/subscription/webhook/', () => {
  it('refuses a missing or wrong signature with 401 and grants nothing', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'monthly');
    const body = event(checkout.transaction_reference);
    expect((await webhook(body)).statusCode).toBe(401);
    expect((await webhook(body, signSandboxBody('another-secret-entirely', body))).statusCode).toBe(
      401,
    );
    // A valid signature of other bytes does not cover these bytes.
    expect((await webhook(body, signSandboxBody(SECRET, `${body} `))).statusCode).toBe(401);
    expect(await subscriptions()).toBe(0);
  });

  it('activates a paid checkout when the browser never confirms, then confirm is idempotent', async () => {
    const learner = await createLearner(t.app);
    const { checkout } = await initiateAndPay(t.app, learner, 'yearly');
    const body = event(checkout.transaction_reference);
    const res = await webhook(body, signSandboxBody(SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, activated: true });
    expect(await isActive(learner.auth)).toBe(true);

    expect((await webhook(body, signSandboxBody(SECRET, body))).json().data.activated).toBe(false);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/',
      headers: learner.auth,
      payload: confirmPayload(checkout),
    });
    expect(confirm.json().data.message).toBe('Subscription activated');
    expect(await subscriptions()).toBe(1);
    expect(
      Number(
        (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from mail_outbox`))
          .rows[0]!.n,
      ),
    ).toBe(1);
  });

  it('verifies with the provider first: a signed notice for an unpaid checkout grants nothing', async () => {
    const learner = await createLearner(t.app);
    const init = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscription/initiate/',
        headers: learner.auth,
        payload: { plan_type: 'monthly' },
      })
    ).json().data;
    const body = event(init.transaction_reference);
    expect((await webhook(body, signSandboxBody(SECRET, body))).json().data).toEqual({
      received: true,
      activated: false,
    });
    const unknown = event('asc_unknown');
    expect((await webhook(unknown, signSandboxBody(SECRET, unknown))).json().data.activated).toBe(
      false,
    );
    expect(await subscriptions()).toBe(0);
  });

  it('answers 400 to a signed body without a reference', async () => {
    const body = JSON.stringify({ event: 'charge.completed', data: {} });
    expect((await webhook(body, signSandboxBody(SECRET, body))).statusCode).toBe(400);
  });

  it('the sandbox delivers its own signed webhook as a job, once its delay has passed', async () => {
    t.app.deps.config.SANDBOX_WEBHOOK_DELAY_MS = 60_000;
    const learner = await createLearner(t.app);
    await initiateAndPay(t.app, learner, 'monthly');
    await t.app.deps.queue.runDueJobs();
    expect(await isActive(learner.auth)).toBe(false);
    // As if the minute had passed: the job posts the signed body to the webhook route.
    await t.app.deps.queue.runDueJobs({ ignoreStartAfter: true });
    expect(await isActive(learner.auth)).toBe(true);
    expect(await subscriptions()).toBe(1);
    expect(await t.app.deps.queue.runDueJobs({ ignoreStartAfter: true })).toBe(0);
  });
});

describe('GET /api/subscription/sandbox/checkout.js', () => {
  it('serves a script that defines window.SandboxCheckout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(() => new Script(res.body)).not.toThrow();
    expect(res.body).toContain('window.SandboxCheckout = SandboxCheckout');
  });
});
