import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { InitiatePaymentData } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { payments, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { planDescription, planTitle, priceFor, type PlanType } from './pricing.ts';
import { subscriptionStatus } from './status.ts';

export const subscriptionActive = () =>
  new AppError(409, 'SUBSCRIPTION_ACTIVE', 'You have an active subscription 🥲');

/**
 * Opens a checkout: a pending payment whose amount and currency come from our price table
 * for the learner's country. The browser only ever learns the reference.
 */
export async function initiatePayment(
  deps: Deps,
  userId: number,
  plan: PlanType,
): Promise<InitiatePaymentData> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ email: users.email, username: users.username, country: users.country })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user?.email) throw notFound('Account');
  if ((await subscriptionStatus(deps.db, userId, now)).is_active) throw subscriptionActive();
  if (!user.country) {
    throw new AppError(
      400,
      'COUNTRY_REQUIRED',
      'Choose your country first: prices are shown in its currency',
      {
        country: 'Select your country',
      },
    );
  }
  const price = priceFor(user.country, plan);
  const provider = paymentProvider(deps);
  const reference = `asc_${randomBytes(16).toString('base64url')}`;
  await deps.db.insert(payments).values({
    reference,
    userId,
    planType: plan,
    amount: price.amount.toFixed(2),
    currency: price.currency,
    provider: provider.name,
    createdAt: now,
  });
  return {
    transaction_reference: reference,
    plan_type: plan,
    amount: price.amount,
    currency: price.currency,
    symbol: price.symbol,
    customer: { email: user.email, name: user.username ?? user.email.split('@')[0]! },
    title: planTitle(plan),
    description: planDescription(plan),
    provider: provider.name,
    ...(provider.publicKey ? { public_key: provider.publicKey } : {}),
    script_url: provider.scriptUrl,
    checkout_function: provider.checkoutFunction,
    payment_options: 'card,banktransfer',
  };
}
