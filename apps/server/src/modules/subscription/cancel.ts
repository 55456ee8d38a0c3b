import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { subscriptionStatus, type SubscriptionStatus } from './status.ts';

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Stops renewal of every running period; access continues until the paid end. */
export async function cancelSubscription(
  deps: Deps,
  userId: number,
): Promise<{ message: string; subscription: SubscriptionStatus }> {
  const now = deps.clock.now();
  const res = await deps.db.execute<{ id: number }>(sql`
    update subscriptions set cancel_at_period_end = true
    where user_id = ${userId} and status = 'active' and current_period_end > ${now.toISOString()}
    returning id`);
  if (res.rows.length === 0)
    throw new AppError(404, 'NOT_FOUND', 'You have no active subscription to cancel');
  const subscription = await subscriptionStatus(deps.db, userId, now);
  const until = subscription.current_period_end
    ? day(new Date(subscription.current_period_end))
    : 'the end of the period';
  return {
    message: `Your Hero plan will not renew. You keep unlimited hearts until ${until}.`,
    subscription,
  };
}
