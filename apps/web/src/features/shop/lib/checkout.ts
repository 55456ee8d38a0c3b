import type { InitiatePaymentData } from '@ascend/contract';
import { loadScript } from './load-script.ts';

/** What the checkout hands back (Flutterwave's inline callback shape; the sandbox mirrors it). */
export interface CheckoutResult {
  status: string;
  tx_ref?: string;
  transaction_id?: string | number | null;
  amount?: number;
  currency?: string;
  payment_type?: string;
}

interface CheckoutOptions {
  public_key?: string;
  tx_ref: string;
  amount: number;
  currency: string;
  payment_options: string;
  customer: { email: string; name: string };
  customizations: { title: string; description: string; logo?: string };
  callback: (result: CheckoutResult) => void;
  onclose: () => void;
}

type CheckoutFunction = (options: CheckoutOptions) => { close?: () => void } | undefined;
type CheckoutWindow = Window &
  Partial<Record<InitiatePaymentData['checkout_function'], CheckoutFunction>>;

const checkoutFn = (name: InitiatePaymentData['checkout_function']) =>
  (window as CheckoutWindow)[name];

export type CheckoutOutcome =
  { kind: 'unavailable' } | { kind: 'closed' } | { kind: 'paid'; result: CheckoutResult };

/**
 * Loads the provider's script (3 attempts, 1 s apart) and opens its modal for one initiated
 * payment. Resolves once: with the callback's result, when the learner closes it, or when the
 * script never loads.
 */
export async function openCheckout(payment: InitiatePaymentData): Promise<CheckoutOutcome> {
  const name = payment.checkout_function;
  const loaded = await loadScript(payment.script_url, () => typeof checkoutFn(name) === 'function');
  const open = checkoutFn(name);
  if (!loaded || !open) return { kind: 'unavailable' };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const modal = open({
      ...(payment.public_key ? { public_key: payment.public_key } : {}),
      tx_ref: payment.transaction_reference,
      amount: payment.amount,
      currency: payment.currency,
      payment_options: payment.payment_options,
      customer: payment.customer,
      customizations: {
        title: payment.title,
        description: payment.description,
        logo: new URL('/logo.svg', window.location.origin).toString(),
      },
      callback: (result) => {
        settle({ kind: 'paid', result });
        // Flutterwave leaves its modal up after the callback; the sandbox has closed itself already.
        modal?.close?.();
      },
      // Flutterwave also calls onclose after a successful callback; the first event wins.
      onclose: () => settle({ kind: 'closed' }),
    });
  });
}
