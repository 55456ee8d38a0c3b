import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in the currency's major unit; numeric so 6.99 stays 6.99 (read back as a string). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A learner's Hero plan periods. Active when status='active' and now < current_period_end. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    status: text('status').notNull().default('active'),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.currentPeriodEnd)],
);

/**
 * One row per checkout. Amount and currency come from our price table at initiate time and
 * are what the provider's verified charge must match; status moves pending → successful |
 * failed only through conditional updates.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    providerTxId: text('provider_tx_id'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    verifiedAt: ts('verified_at'),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    // One provider charge can pay for one checkout only (no replay across references).
    uniqueIndex('payments_provider_tx_key').on(t.provider, t.providerTxId),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Charges made in the embedded sandbox checkout: the "provider side" the sandbox verifies. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => payments.reference, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull(),
    cardLast4: text('card_last4'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_charges_reference_idx').on(t.reference),
    uniqueIndex('sandbox_charges_one_success_key')
      .on(t.reference)
      .where(sql`status = 'successful'`),
  ],
);

/** How many slots of a limited promotion are taken; the row lock makes the limit exact. */
export const promotionCounters = pgTable('promotion_counters', {
  promotion: text('promotion').primaryKey(),
  granted: integer('granted').notNull().default(0),
});

/**
 * Benefits recorded at purchase time and applied later (on the release date): exclusive
 * access for `accessDays` and `orionCredits`. applied_at is set exactly once by the job.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promotion: text('promotion').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    accessDays: integer('access_days').notNull(),
    orionCredits: integer('orion_credits').notNull(),
    appliesAt: ts('applies_at').notNull(),
    appliedAt: ts('applied_at'),
    accessEndsAt: ts('access_ends_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_user_promotion_key').on(t.userId, t.promotion),
    index('entitlements_due_idx')
      .on(t.appliesAt)
      .where(sql`applied_at is null`),
  ],
);
