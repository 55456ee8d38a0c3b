import { createHmac } from 'node:crypto';
import { safeEqual } from '../../payments/webhook-signature.ts';

/** marketing: news and offers; reminders: the daily streak reminder (ADR 0022). */
export type UnsubscribePurpose = 'marketing' | 'reminders';

/**
 * Stateless unsubscribe tokens: `<userId>.<purpose>.<hmac>`. Verifying needs only the key,
 * so a link works for as long as the key does, without a table of issued tokens.
 */
const key = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('unsubscribe-links').digest();
const mac = (jwtSecret: string, userId: number, purpose: string) =>
  createHmac('sha256', key(jwtSecret)).update(`${userId}:${purpose}`).digest('base64url');

export const signUnsubscribeToken = (
  jwtSecret: string,
  userId: number,
  purpose: UnsubscribePurpose = 'marketing',
): string => `${userId}.${purpose}.${mac(jwtSecret, userId, purpose)}`;

export function verifyUnsubscribeToken(
  jwtSecret: string,
  token: string,
): { userId: number; purpose: UnsubscribePurpose } | null {
  const m = /^(\d{1,10})\.(marketing|reminders)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const purpose = m[2] as UnsubscribePurpose;
  return safeEqual(mac(jwtSecret, userId, purpose), m[3]!) ? { userId, purpose } : null;
}

export const unsubscribeLink = (
  publicUrl: string,
  jwtSecret: string,
  userId: number,
  purpose: UnsubscribePurpose = 'marketing',
): string =>
  `${publicUrl}/notification/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(jwtSecret, userId, purpose))}`;
