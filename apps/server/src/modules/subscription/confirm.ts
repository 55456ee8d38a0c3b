import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPaymentBody } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { payments } from '../../db/schema/index.ts';
import { refusePayment, settlePayment } from './settle.ts';
import { subscriptionStatus, type SubscriptionStatus } from './status.ts';

/**
 * POST subscription/: the browser says "I paid". Nothing it sends is trusted but the
 * reference: the payment must be the caller's, and the provider must confirm the charge.
 * A second confirmation of a settled payment answers the same success and grants nothing.
 */
export async function confirmPayment(
  deps: Deps,
  userId: number,
  body: ConfirmPaymentBody,
  log: FastifyBaseLogger,
): Promise<{ message: 'Subscription activated'; subscription: SubscriptionStatus }> {
  const ctx = { reference: body.transaction_reference, userId };
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.reference, body.transaction_reference));
  // Another learner's reference is refused exactly like an unknown one: no existence leak.
  if (!payment || payment.userId !== userId) {
    throw refusePayment(
      log,
      payment ? "another learner's reference" : 'unknown reference',
      ctx,
      'We could not find this payment.',
    );
  }
  const claimed =
    body.amount !== undefined && Math.abs(body.amount - Number(payment.amount)) > 0.005;
  if (
    claimed ||
    (body.currency && body.currency !== payment.currency) ||
    (body.plan_type && body.plan_type !== payment.planType)
  ) {
    throw refusePayment(
      log,
      'client payload does not match the checkout',
      { ...ctx, body },
      'The payment does not match this purchase.',
    );
  }
  if (payment.status === 'failed') {
    throw refusePayment(
      log,
      'payment already failed',
      ctx,
      'The payment did not go through. No money was taken for this plan.',
    );
  }
  if (payment.status === 'pending') await settlePayment(deps, payment, log);
  return {
    message: 'Subscription activated',
    subscription: await subscriptionStatus(deps.db, userId, deps.clock.now()),
  };
}
