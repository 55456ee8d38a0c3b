import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/** Compares secrets in constant time whatever their lengths (hashing first equalises them). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** PAYMENT_WEBHOOK_SECRET, or a key derived from the JWT secret so dev needs no setup. */
export function sandboxWebhookSecret(
  config: Pick<Config, 'PAYMENT_WEBHOOK_SECRET' | 'jwtSecret'>,
): string {
  return (
    config.PAYMENT_WEBHOOK_SECRET ??
    createHmac('sha256', config.jwtSecret).update('sandbox-payment-webhook').digest('hex')
  );
}

export const signSandboxBody = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  return safeEqual(signSandboxBody(secret, rawBody), header.trim().toLowerCase());
}

/** Flutterwave sends the dashboard's secret hash verbatim in `verif-hash`. */
export function verifyFlutterwaveHash(
  expected: string | undefined,
  header: string | undefined,
): boolean {
  if (!expected || !header) return false;
  return safeEqual(expected, header);
}
