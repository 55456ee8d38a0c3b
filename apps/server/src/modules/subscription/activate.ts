import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { claimPromotionSlot, type GrantedEntitlement } from './promotion.ts';
import { PLAN_MONTHS, addMonths, type PlanType } from './pricing.ts';

export interface PaymentRow {
  id: number;
  reference: string;
  userId: number;
  planType: string;
  amount: string;
  currency: string;
  provider: string;
  status: string;
}

export interface Activation {
  /** False when another request (confirm or webhook) settled this payment first. */
  activated: boolean;
  periodEnd: Date | null;
  promotion: GrantedEntitlement | null;
}

/**
 * Marks a verified payment successful and grants its period, all or nothing. The
 * conditional `status = 'pending'` update is the idempotency guard: of a confirm and a
 * webhook racing, exactly one activates. A paid period starts now, or when the learner's
 * current period ends if one is still running (a second checkout opened before the first
 * was confirmed is never lost).
 */
export async function activatePayment(
  deps: Deps,
  payment: PaymentRow,
  providerTxId: string | null,
): Promise<Activation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serialises a learner's activations: period stacking and the promotion check need it.
    await tx.execute(sql`select id from users where id = ${payment.userId} for update`);
    const won = await tx.execute<{ id: number }>(sql`
      update payments set status = 'successful', verified_at = ${now.toISOString()}, provider_tx_id = ${providerTxId}
      where id = ${payment.id} and status = 'pending' returning id`);
    if (won.rows.length === 0) return { activated: false, periodEnd: null, promotion: null };

    const running = await tx.execute<{ end: Date | string | null }>(sql`
      select max(current_period_end) as end from subscriptions
      where user_id = ${payment.userId} and status = 'active' and current_period_end > ${now.toISOString()}`);
    const runningEnd = running.rows[0]?.end ? new Date(running.rows[0].end) : null;
    const start = runningEnd && runningEnd > now ? runningEnd : now;
    const end = addMonths(start, PLAN_MONTHS[payment.planType as PlanType]);
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        planType: payment.planType,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    await tx.execute(
      sql`update payments set subscription_id = ${sub!.id} where id = ${payment.id}`,
    );
    const promotion = await claimPromotionSlot(tx, deps.config, {
      userId: payment.userId,
      paymentId: payment.id,
      now,
    });
    return { activated: true, periodEnd: end, promotion };
  });
}
