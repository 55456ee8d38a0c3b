import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/db/schema/index.ts';

let counter = 0;

export interface Learner {
  id: number;
  email: string;
  auth: { authorization: string };
}

/** A learner row plus a bearer header, without going through sign-up. For tests. */
export async function createLearner(
  app: FastifyInstance,
  opts: { country?: string | null; username?: string } = {},
): Promise<Learner> {
  counter += 1;
  const email = `buyer${counter}-${process.pid}@example.com`;
  const [row] = await app.deps.db
    .insert(users)
    .values({
      email,
      username: opts.username ?? `buyer${counter}`,
      country: opts.country === undefined ? 'US' : opts.country,
      verified: true,
      placement: 'new',
    })
    .returning({ id: users.id });
  const token = await app.deps.tokens.sign(row!.id, app.deps.clock.now());
  return { id: row!.id, email, auth: { authorization: `Bearer ${token}` } };
}

/** Starts a checkout and pays it in the sandbox with `card` (default: the succeeding test card). */
export async function initiateAndPay(
  app: FastifyInstance,
  learner: Learner,
  plan: 'monthly' | 'yearly',
  card = '4242424242424242',
) {
  const init = await app.inject({
    method: 'POST',
    url: '/api/subscription/initiate/',
    headers: learner.auth,
    payload: { plan_type: plan },
  });
  if (init.statusCode !== 200) throw new Error(`initiate failed: ${init.statusCode} ${init.body}`);
  const checkout = init.json().data;
  const pay = await app.inject({
    method: 'POST',
    url: '/api/subscription/sandbox/pay',
    payload: { tx_ref: checkout.transaction_reference, method: 'card', card_number: card },
  });
  return { checkout, pay: pay.json().data };
}

export const confirmPayload = (checkout: {
  transaction_reference: string;
  amount: number;
  currency: string;
  plan_type: string;
}) => ({
  transaction_reference: checkout.transaction_reference,
  amount: checkout.amount,
  currency: checkout.currency,
  payment_provider: 'sandbox',
  payment_method: 'card',
  payment_purpose: 'subscription',
  paid_at: new Date().toISOString(),
  plan_type: checkout.plan_type,
});

/** A bearer header signed at the test clock's current time (access tokens live 15 minutes). */
export async function authNow(
  app: FastifyInstance,
  learner: Learner,
): Promise<{ authorization: string }> {
  return {
    authorization: `Bearer ${await app.deps.tokens.sign(learner.id, app.deps.clock.now())}`,
  };
}
