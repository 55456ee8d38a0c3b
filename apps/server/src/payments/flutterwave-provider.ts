import { AppError } from '../errors.ts';
import type { ChargeStatus, PaymentProvider, VerifiedCharge } from './provider.ts';

interface FlutterwaveOptions {
  secret: string;
  publicKey: string;
  apiUrl: string;
  /** Injected in tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
}

interface VerifyBody {
  status?: string;
  message?: string;
  data?: {
    id?: number | string;
    tx_ref?: string;
    status?: string;
    amount?: number | string;
    currency?: string;
  } | null;
}

const providerDown = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'We could not reach the payment provider. Please try again in a minute.',
  );

const mapStatus = (s: string | undefined): ChargeStatus =>
  s === 'successful' ? 'successful' : s === 'failed' || s === 'cancelled' ? 'failed' : 'pending';

/** Server-side verification through Flutterwave's v3 "verify by reference" API. */
export class FlutterwaveProvider implements PaymentProvider {
  readonly name = 'flutterwave' as const;
  readonly scriptUrl = 'https://checkout.flutterwave.com/v3.js';
  readonly checkoutFunction = 'FlutterwaveCheckout' as const;
  readonly publicKey: string;
  constructor(private readonly opts: FlutterwaveOptions) {
    this.publicKey = opts.publicKey;
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    const url = new URL('/v3/transactions/verify_by_reference', this.opts.apiUrl);
    url.searchParams.set('tx_ref', reference);
    let res: Response;
    let body: VerifyBody;
    try {
      res = await (this.opts.fetchImpl ?? fetch)(url, {
        headers: { authorization: `Bearer ${this.opts.secret}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      body = (await res.json()) as VerifyBody;
    } catch {
      throw providerDown();
    }
    // Flutterwave answers an unknown reference with a 4xx and status "error".
    if (res.status === 400 || res.status === 404)
      return { status: 'not_found', amount: null, currency: null, reference, providerTxId: null };
    if (!res.ok || body.status !== 'success' || !body.data) throw providerDown();
    const d = body.data;
    return {
      status: mapStatus(d.status),
      amount: d.amount === undefined ? null : Number(d.amount),
      currency: d.currency ?? null,
      reference: d.tx_ref ?? '',
      providerTxId: d.id === undefined ? null : String(d.id),
    };
  }
}
