import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { createNotification } from '../notifications/index.ts';
import type { Activation, PaymentRow } from './activate.ts';
import type { PlanType } from './pricing.ts';
import { receiptMail } from './receipt-mail.ts';

/** Runs once per payment, by whichever of confirm/webhook activated it: receipt + bell. */
export async function afterPurchase(
  deps: Deps,
  payment: PaymentRow,
  activation: Activation,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = deps.clock.now();
  try {
    const [user] = await deps.db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, payment.userId));
    if (user?.email) {
      const mail = receiptMail({
        name: user.username ?? user.email.split('@')[0]!,
        plan: payment.planType as PlanType,
        amount: Number(payment.amount),
        currency: payment.currency,
        reference: payment.reference,
        paidAt: now,
        periodEnd: activation.periodEnd!,
        promotion: activation.promotion && {
          position: activation.promotion.position,
          appliesAt: activation.promotion.applies_at,
        },
        appLink: `${deps.config.publicUrl}/app/climb`,
      });
      await deps.mailer.send({ ...mail, to: user.email, kind: 'account', userId: payment.userId });
    }
    await createNotification(deps.db, {
      userId: payment.userId,
      kind: 'subscription',
      title: 'Welcome to Hero',
      body: 'Your Hero plan is active: unlimited hearts and access to new features.',
      link: '/app/shop',
      now,
    });
    if (activation.promotion) {
      await createNotification(deps.db, {
        userId: payment.userId,
        kind: 'promotion',
        title: 'You made the launch promotion',
        body: 'You are one of the first buyers: 2 weeks of exclusive access and 1000 Orion credits arrive on release day.',
        link: null,
        now,
      });
    }
  } catch (err) {
    // The payment is already activated; a failed receipt must not turn success into an error.
    log.error({ err, reference: payment.reference }, 'post-purchase mail or notification failed');
  }
}
