import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

export interface SubscriptionStatus {
  is_active: boolean;
  plan_type: 'monthly' | 'yearly' | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

/** The learner's subscription as of `now`: active until the paid period ends, on time. */
export async function subscriptionStatus(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<SubscriptionStatus> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (!row)
    return {
      is_active: false,
      plan_type: null,
      current_period_end: null,
      cancel_at_period_end: false,
    };
  return {
    is_active: true,
    plan_type: row.planType as 'monthly' | 'yearly',
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}
