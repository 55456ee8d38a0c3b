import { describe, expect, it } from 'vitest';
import {
  sandboxWebhookSecret,
  signSandboxBody,
  verifyFlutterwaveHash,
  verifySandboxSignature,
} from './webhook-signature.ts';

const body = JSON.stringify({ event: 'charge.completed', data: { tx_ref: 'asc_x' } });

describe('webhook signatures', () => {
  it('accepts the HMAC-SHA256 of the exact body and refuses anything else', () => {
    const sig = signSandboxBody('k'.repeat(32), body);
    expect(verifySandboxSignature('k'.repeat(32), body, sig)).toBe(true);
    expect(verifySandboxSignature('k'.repeat(32), `${body} `, sig)).toBe(false);
    expect(verifySandboxSignature('j'.repeat(32), body, sig)).toBe(false);
    expect(verifySandboxSignature('k'.repeat(32), body, undefined)).toBe(false);
    expect(verifySandboxSignature('k'.repeat(32), body, sig.slice(0, 10))).toBe(false);
  });

  it('uses PAYMENT_WEBHOOK_SECRET when set, else a key derived from the JWT secret', () => {
    expect(
      sandboxWebhookSecret({ PAYMENT_WEBHOOK_SECRET: 'configured-secret-1234', jwtSecret: 'j' }),
    ).toBe('configured-secret-1234');
    const derived = sandboxWebhookSecret({
      PAYMENT_WEBHOOK_SECRET: undefined,
      jwtSecret: 'jwt-secret',
    });
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toBe(
      sandboxWebhookSecret({ PAYMENT_WEBHOOK_SECRET: undefined, jwtSecret: 'other' }),
    );
  });

  it('matches the Flutterwave verif-hash only when one is configured and equal', () => {
    expect(verifyFlutterwaveHash('hash-1', 'hash-1')).toBe(true);
    expect(verifyFlutterwaveHash('hash-1', 'hash-2')).toBe(false);
    expect(verifyFlutterwaveHash(undefined, 'hash-1')).toBe(false);
    expect(verifyFlutterwaveHash('hash-1', undefined)).toBe(false);
  });
});
