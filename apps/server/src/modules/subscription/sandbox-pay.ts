import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sandboxPayBody } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { payments, sandboxCharges } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { chargeCard, type CardResult } from '../../payments/sandbox-cards.ts';
import { sandboxTxId } from '../../payments/sandbox-provider.ts';

export interface SandboxPayResult {
  status: 'successful' | 'failed' | 'otp_required';
  tx_ref: string;
  transaction_id: string | null;
  message: string;
}

/**
 * The sandbox checkout's charge: decides the outcome from the test card (or the bank
 * transfer button) and records it as the provider's truth that verify() reads later.
 */
export async function sandboxPay(
  deps: Deps,
  body: z.infer<typeof sandboxPayBody>,
): Promise<SandboxPayResult> {
  if (paymentProvider(deps).name !== 'sandbox') throw notFound('Sandbox checkout');
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.reference, body.tx_ref));
  if (!payment) throw notFound('Checkout');
  if (payment.status !== 'pending')
    throw new AppError(409, 'CONFLICT', 'This checkout is already settled. Start a new purchase.');
  const result: CardResult =
    body.method === 'card'
      ? chargeCard(body.card_number, body.otp)
      : { status: 'successful', message: 'We received your transfer' };
  if (result.status === 'otp_required')
    return { ...result, tx_ref: body.tx_ref, transaction_id: null };
  const cardLast4 = body.method === 'card' ? body.card_number.slice(-4) : null;
  // A double click must not make two successful charges; the partial unique index decides.
  const inserted = await deps.db.execute<{ id: number }>(sql`
    insert into sandbox_charges (reference, method, status, card_last4, amount, currency, created_at)
    values (${payment.reference}, ${body.method}, ${result.status}, ${cardLast4}, ${payment.amount}, ${payment.currency}, ${deps.clock.now().toISOString()})
    on conflict do nothing returning id`);
  let id = inserted.rows[0]?.id;
  if (id === undefined) {
    const [existing] = await deps.db
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .where(
        sql`${sandboxCharges.reference} = ${payment.reference} and ${sandboxCharges.status} = 'successful'`,
      );
    id = existing!.id;
  }
  return {
    status: result.status,
    tx_ref: body.tx_ref,
    transaction_id: sandboxTxId(id),
    message: result.message,
  };
}
