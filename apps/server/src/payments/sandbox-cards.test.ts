import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP, chargeCard } from './sandbox-cards.ts';

describe('sandbox test cards', () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(chargeCard('4242 4242 4242 4242', undefined).status).toBe('successful');
  });
  it('4000 0000 0000 0002 is declined', () => {
    expect(chargeCard(SANDBOX_CARDS.declined, undefined)).toEqual({
      status: 'failed',
      message: 'Your card was declined',
    });
  });
  it('4000 0000 0000 3220 asks for a code, refuses a wrong one and accepts 123456', () => {
    expect(chargeCard(SANDBOX_CARDS.otp, undefined).status).toBe('otp_required');
    expect(chargeCard(SANDBOX_CARDS.otp, '000000').status).toBe('otp_required');
    expect(chargeCard(SANDBOX_CARDS.otp, SANDBOX_OTP).status).toBe('successful');
  });
  it('declines any other card', () => {
    expect(chargeCard('5555555555554444', undefined).status).toBe('failed');
  });
});
