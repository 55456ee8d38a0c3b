import { z } from 'zod';
import { envelope } from './envelope.ts';

export const planTypes = ['monthly', 'yearly'] as const;
export const planType = z.enum(planTypes, { error: 'plan_type must be "monthly" or "yearly"' });
export type PlanType = z.infer<typeof planType>;

export const paymentProviders = ['sandbox', 'flutterwave'] as const;

/** The learner's plan as of now (also inside current-user's `subscription`). */
export const subscriptionState = z.object({
  is_active: z.boolean(),
  plan_type: planType.nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});

/** POST subscription/initiate/ */
export const initiatePaymentBody = z.object({ plan_type: planType });
export const initiatePaymentResponse = envelope(
  z.object({
    transaction_reference: z.string(),
    plan_type: planType,
    amount: z.number(),
    currency: z.string(),
    symbol: z.string(),
    customer: z.object({ email: z.string(), name: z.string() }),
    title: z.string(),
    description: z.string(),
    provider: z.enum(paymentProviders),
    /** Present for Flutterwave; the sandbox needs none. */
    public_key: z.string().optional(),
    /** The checkout script to load, and the global function it defines. */
    script_url: z.string(),
    checkout_function: z.enum(['SandboxCheckout', 'FlutterwaveCheckout']),
    payment_options: z.string(),
  }),
);
export type InitiatePaymentData = z.infer<typeof initiatePaymentResponse>['data'];

/** POST subscription/ — the spec's payment confirmation payload. Only the reference is trusted. */
export const confirmPaymentBody = z.object({
  transaction_reference: z
    .string({ error: 'transaction_reference is required' })
    .trim()
    .min(1)
    .max(100),
  amount: z.coerce.number({ error: 'amount must be a number' }).nonnegative().optional(),
  payment_provider: z.string().max(40).optional(),
  payment_method: z.string().max(40).optional(),
  payment_purpose: z.string().max(80).optional(),
  currency: z.string().trim().toUpperCase().max(10).optional(),
  paid_at: z.string().max(60).optional(),
  plan_type: planType.optional(),
  /** The provider's id for the charge (the checkout callback's transaction_id), if known. */
  transaction_id: z.union([z.string(), z.number()]).optional(),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

export const confirmPaymentResponse = envelope(
  z.object({ message: z.literal('Subscription activated'), subscription: subscriptionState }),
);

export const cancelSubscriptionResponse = envelope(
  z.object({ message: z.string(), subscription: subscriptionState }),
);

export const entitlementView = z.object({
  promotion: z.string(),
  position: z.number().int(),
  access_days: z.number().int(),
  orion_credits: z.number().int(),
  applies_at: z.string(),
  applied_at: z.string().nullable(),
  access_ends_at: z.string().nullable(),
});

const price = z.object({ amount: z.number(), symbol: z.string(), currency: z.string() });

/** GET subscription/ — the settings screen's view of the plan. */
export const subscriptionOverviewResponse = envelope(
  z.object({
    subscription: subscriptionState,
    sub_data: z.object({ monthly: price, yearly: price }),
    entitlements: z.array(entitlementView),
  }),
);

/** POST subscription/sandbox/pay — what the sandbox checkout modal sends. */
export const sandboxPayBody = z.discriminatedUnion('method', [
  z.object({
    tx_ref: z.string().min(1).max(100),
    method: z.literal('card'),
    card_number: z
      .string({ error: 'Enter a card number' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')),
    otp: z.string().trim().max(10).optional(),
  }),
  z.object({ tx_ref: z.string().min(1).max(100), method: z.literal('bank_transfer') }),
]);
export const sandboxPayResponse = envelope(
  z.object({
    status: z.enum(['successful', 'failed', 'otp_required']),
    tx_ref: z.string(),
    transaction_id: z.string().nullable(),
    message: z.string(),
  }),
);

export const webhookAck = envelope(z.object({ received: z.literal(true), activated: z.boolean() }));
