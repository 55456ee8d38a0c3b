import { z } from 'zod';
import { envelope } from './envelope.ts';

const base64url = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

const endpoint = z
  .string({ error: 'endpoint is required' })
  .max(2000, 'endpoint is too long')
  .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
    message: 'endpoint must be the push service URL the browser gave',
  });

/** GET push/vapid-public-key/ — the application server key browsers subscribe with. */
export const vapidKeyResponse = envelope(z.object({ public_key: z.string() }));

/** POST push/subscribe/ — a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscribeBody = z.object({
  // Push services speak https only; the server also refuses private addresses (ADR 0028).
  endpoint: endpoint.refine((v) => v.startsWith('https://'), {
    message: 'endpoint must be an https:// push service URL',
  }),
  keys: z.object({ p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export const pushSubscribeResponse = envelope(z.object({ subscribed: z.literal(true) }));

/**
 * POST push/unsubscribe/ — forgets one browser. No session needed: the endpoint is an
 * unguessable capability, and the service worker (which holds no session) calls this from the
 * notification's "Turn off reminders" action.
 */
export const pushUnsubscribeBody = z.object({ endpoint });
export const pushUnsubscribeResponse = envelope(z.object({ removed: z.boolean() }));

/** POST push/test/ — a test notification to every browser of the learner. */
export const pushTestResponse = envelope(
  z.object({
    /** Browsers the push services accepted the message for. */
    sent: z.number().int(),
    /** Subscriptions the push service said are gone (404/410); deleted. */
    removed: z.number().int(),
  }),
);

/** The JSON every push message carries (the service worker shows it). */
export interface PushMessage {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}
