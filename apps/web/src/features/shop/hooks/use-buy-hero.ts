import { useState } from 'react';
import type { CurrentUser, PlanType } from '@ascend/contract';
import { toast } from '../../../components/ui/toast-store.ts';
import { useUpdateUserMutation } from '../../../lib/account-api.ts';
import { useConfirmPaymentMutation, useInitiatePaymentMutation } from '../api/subscription-api.ts';
import { openCheckout } from '../lib/checkout.ts';
import { MESSAGES, PAID_STATUSES } from '../lib/messages.ts';

export type BuyStep = 'idle' | 'choosing-country' | 'paying' | 'purchased';

/** The server's own error text, when the failure carries one. */
function serverText(error: unknown): string | null {
  const body = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof body?.error?.message === 'string' ? body.error.message : null;
}

const fail = (title: string, description?: string) =>
  toast({ title, description, variant: 'destructive' });

/**
 * The spec's payment flow (section 4): active plan → refuse; no country → the picker, which
 * saves it and goes on; else initiate, open the checkout, confirm a paid result.
 */
export function useBuyHero(user: CurrentUser | undefined, refetchUser: () => unknown) {
  const [step, setStep] = useState<BuyStep>('idle');
  const [initiate] = useInitiatePaymentMutation();
  const [confirm] = useConfirmPaymentMutation();
  const [updateUser, { isLoading: savingCountry }] = useUpdateUserMutation();

  async function pay(plan: PlanType) {
    setStep('paying');
    const started = await initiate(plan);
    if (started.error) {
      fail(serverText(started.error) ?? MESSAGES.initiateFailed);
      return setStep('idle');
    }
    const payment = started.data;
    const outcome = await openCheckout(payment);
    if (outcome.kind === 'unavailable') {
      fail(MESSAGES.scriptFailed);
      return setStep('idle');
    }
    if (outcome.kind === 'closed') {
      toast({ title: MESSAGES.paymentClosed });
      return setStep('idle');
    }
    const { result } = outcome;
    if (!PAID_STATUSES.includes(String(result.status).toLowerCase())) {
      fail(
        MESSAGES.paymentFailed,
        'Your card was not charged. Try another card or payment method.',
      );
      return setStep('idle');
    }
    const confirmed = await confirm({
      transaction_reference: payment.transaction_reference,
      amount: payment.amount,
      payment_provider: payment.provider,
      payment_method: result.payment_type ?? 'card',
      payment_purpose: 'subscription',
      currency: payment.currency,
      paid_at: new Date().toISOString(),
      plan_type: payment.plan_type,
      ...(result.transaction_id != null ? { transaction_id: result.transaction_id } : {}),
    });
    if (confirmed.error || !confirmed.data.message) {
      fail(
        MESSAGES.paymentFailed,
        confirmed.error ? (serverText(confirmed.error) ?? undefined) : undefined,
      );
      return setStep('idle');
    }
    // The header's hearts read current-user: refetch now so they turn unlimited at once.
    refetchUser();
    setStep('purchased');
  }

  function buy(plan: PlanType) {
    if (!user || step === 'paying') return;
    if (user.subscription.is_active) return void fail(MESSAGES.activeSubscription);
    if (!user.country) return setStep('choosing-country');
    void pay(plan);
  }

  async function saveCountryAndPay(country: string, plan: PlanType) {
    if (!user) return;
    const form = new FormData();
    form.append('country', country);
    const saved = await updateUser({ id: user.id, userData: form });
    if (saved.error) return void fail(MESSAGES.countrySaveFailed);
    void pay(plan);
  }

  return {
    step,
    savingCountry,
    buy,
    saveCountryAndPay,
    cancelCountry: () => setStep('idle'),
    closePurchased: () => setStep('idle'),
  };
}
