/**
 * The embedded sandbox's test cards, like a real provider's test mode: one succeeds, one is
 * declined, one needs a one-time code. Any other number is declined.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  otp: '4000000000003220',
} as const;
export const SANDBOX_OTP = '123456';

export type CardResult =
  | { status: 'successful'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'otp_required'; message: string };

export function chargeCard(cardNumber: string, otp: string | undefined): CardResult {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === SANDBOX_CARDS.success)
    return { status: 'successful', message: 'Your card was charged' };
  if (digits === SANDBOX_CARDS.otp) {
    if (otp === undefined || otp === '')
      return { status: 'otp_required', message: 'Enter the code sent to your phone' };
    if (otp === SANDBOX_OTP) return { status: 'successful', message: 'Your card was charged' };
    return { status: 'otp_required', message: 'That code is not right. Check it and try again.' };
  }
  if (digits === SANDBOX_CARDS.declined)
    return { status: 'failed', message: 'Your card was declined' };
  return { status: 'failed', message: 'Card declined: the sandbox accepts only its test cards' };
}
