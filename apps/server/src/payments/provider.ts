import type { Deps } from '../deps.ts';
import { FlutterwaveProvider } from './flutterwave-provider.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** What the provider says about a charge; only `successful` ever activates anything. */
export type ChargeStatus = 'successful' | 'failed' | 'pending' | 'not_found';

export interface VerifiedCharge {
  status: ChargeStatus;
  amount: number | null;
  currency: string | null;
  reference: string;
  providerTxId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'flutterwave';
  /** Sent to the browser for the provider's inline checkout (Flutterwave only). */
  readonly publicKey?: string;
  readonly scriptUrl: string;
  readonly checkoutFunction: 'SandboxCheckout' | 'FlutterwaveCheckout';
  /** Asks the provider (never the browser) what happened to the checkout `reference`. */
  verify(reference: string): Promise<VerifiedCharge>;
}

/** Flutterwave when both of its keys are configured; otherwise the embedded sandbox. */
export function paymentProvider(deps: Pick<Deps, 'config' | 'db'>): PaymentProvider {
  const {
    FLUTTERWAVE_SECRET_KEY: secret,
    FLUTTERWAVE_PUBLIC_KEY: publicKey,
    FLUTTERWAVE_API_URL: apiUrl,
  } = deps.config;
  if (secret && publicKey) return new FlutterwaveProvider({ secret, publicKey, apiUrl });
  return new SandboxProvider(deps.db);
}
