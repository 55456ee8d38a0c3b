import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';
import { paymentProvider } from '../../payments/provider.ts';
import {
  sandboxWebhookSecret,
  verifyFlutterwaveHash,
  verifySandboxSignature,
} from '../../payments/webhook-signature.ts';
import { settlePayment } from './settle.ts';

/** Flutterwave's event shape (`charge.completed`); the sandbox sends the same. */
const webhookEvent = z.object({
  event: z.string().optional(),
  data: z.looseObject({ tx_ref: z.string().min(1) }),
});

export interface WebhookHeaders {
  'verif-hash'?: string;
  'x-sandbox-signature'?: string;
}

/**
 * A provider's server-to-server notice that a checkout was paid, so the plan activates even
 * when the browser never comes back. The signature proves the sender; the payment is still
 * verified with the provider before anything is granted. Unknown or already-settled
 * references are acknowledged (a provider would retry a non-2xx forever) and logged.
 */
export async function handleWebhook(
  deps: Deps,
  rawBody: string,
  headers: WebhookHeaders,
  log: FastifyBaseLogger,
) {
  const provider = paymentProvider(deps);
  const signed =
    provider.name === 'flutterwave'
      ? verifyFlutterwaveHash(deps.config.FLUTTERWAVE_WEBHOOK_HASH, headers['verif-hash'])
      : verifySandboxSignature(
          sandboxWebhookSecret(deps.config),
          rawBody,
          headers['x-sandbox-signature'],
        );
  if (!signed) {
    log.warn({ provider: provider.name }, 'payment webhook with a bad signature refused');
    throw new AppError(401, 'UNAUTHORIZED', 'The webhook signature is invalid');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON');
  }
  const event = webhookEvent.safeParse(parsed);
  if (!event.success) throw badRequest('The webhook event has no data.tx_ref');
  const reference = event.data.data.tx_ref;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) {
    log.warn({ reference }, 'payment webhook for an unknown reference ignored');
    return { received: true as const, activated: false };
  }
  if (payment.status !== 'pending') return { received: true as const, activated: false };
  try {
    const activation = await settlePayment(deps, payment, log);
    return { received: true as const, activated: activation.activated };
  } catch (err) {
    // A refused verification is final for this notice; answering 4xx would only make the provider retry.
    if (err instanceof AppError && err.code === 'PAYMENT_NOT_VERIFIED')
      return { received: true as const, activated: false };
    throw err;
  }
}
