import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxCharges } from '../db/schema/index.ts';
import type { PaymentProvider, VerifiedCharge } from './provider.ts';

export const sandboxTxId = (chargeId: number): string => `sbx_${chargeId}`;

/**
 * The embedded provider: its "provider side" is the sandbox_charges table, written only by
 * the server-hosted checkout, so a browser cannot claim a charge that never happened.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly scriptUrl = '/api/subscription/sandbox/checkout.js';
  readonly checkoutFunction = 'SandboxCheckout' as const;
  constructor(private readonly db: Db) {}

  async verify(reference: string): Promise<VerifiedCharge> {
    // A successful charge wins over earlier declined attempts on the same checkout.
    const [charge] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference))
      .orderBy(sql`(${sandboxCharges.status} = 'successful') desc`, desc(sandboxCharges.id))
      .limit(1);
    if (!charge)
      return { status: 'pending', amount: null, currency: null, reference, providerTxId: null };
    return {
      status: charge.status === 'successful' ? 'successful' : 'failed',
      amount: Number(charge.amount),
      currency: charge.currency,
      reference: charge.reference,
      providerTxId: sandboxTxId(charge.id),
    };
  }
}
