import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { activatePayment, type Activation, type PaymentRow } from './activate.ts';
import { afterPurchase } from './after-purchase.ts';

/** A refused confirmation: logged with its reason (for fraud review), answered with a 4xx. */
export function refusePayment(
  log: FastifyBaseLogger,
  reason: string,
  ctx: Record<string, unknown>,
  message: string,
): AppError {
  log.warn({ ...ctx, reason }, 'payment confirmation refused');
  return new AppError(400, 'PAYMENT_NOT_VERIFIED', message);
}

const MINOR_UNIT_TOLERANCE = 0.005;

/**
 * Asks the provider about the payment and activates it only if the provider reports a
 * successful charge for this exact reference, currency and at least this amount (what
 * Flutterwave's verification guide prescribes). Shared by confirm and the webhook.
 */
export async function settlePayment(
  deps: Deps,
  payment: PaymentRow,
  log: FastifyBaseLogger,
): Promise<Activation> {
  const ctx = { reference: payment.reference, userId: payment.userId };
  const provider = paymentProvider(deps);
  if (provider.name !== payment.provider) {
    throw refusePayment(
      log,
      'provider changed since checkout',
      ctx,
      'This checkout has expired. Start a new purchase.',
    );
  }
  const charge = await provider.verify(payment.reference);
  if (charge.status === 'failed') {
    await deps.db.execute(
      sql`update payments set status = 'failed', verified_at = ${deps.clock.now().toISOString()} where id = ${payment.id} and status = 'pending'`,
    );
    throw refusePayment(
      log,
      'provider reports failed',
      ctx,
      'The payment did not go through. No money was taken for this plan.',
    );
  }
  if (charge.status !== 'successful') {
    throw refusePayment(
      log,
      `provider reports ${charge.status}`,
      ctx,
      'We have not received this payment yet. If you paid, try again in a minute.',
    );
  }
  const expected = Number(payment.amount);
  if (
    charge.reference !== payment.reference ||
    charge.currency !== payment.currency ||
    charge.amount === null ||
    charge.amount + MINOR_UNIT_TOLERANCE < expected
  ) {
    throw refusePayment(
      log,
      'provider charge does not match the checkout',
      { ...ctx, charge },
      'The payment does not match this purchase.',
    );
  }
  let activation: Activation;
  try {
    activation = await activatePayment(deps, payment, charge.providerTxId);
  } catch (err) {
    // 23505 on payments_provider_tx_key: one provider charge presented for a second checkout.
    if (
      (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw refusePayment(
        log,
        'provider charge already used by another checkout',
        { ...ctx, charge },
        'This payment was already used.',
      );
    }
    throw err;
  }
  if (activation.activated) {
    await afterPurchase(deps, payment, activation, log);
    // Hero's credits: imported Orion games waiting for credits can start (issue 28).
    await deps.queue.enqueue('orion.resume-waiting', { userId: payment.userId });
  }
  return activation;
}
