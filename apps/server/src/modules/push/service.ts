import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage, PushSubscribeBody } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { OutboundRefused } from '../../lib/outbound/index.ts';

/** How long a push service keeps an undelivered message (a reminder is stale after a day). */
const TTL_SECONDS = 24 * 60 * 60;

/** How long one push service may take to answer before the delivery counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Saves a browser's subscription for the learner; a browser already known moves to them.
 * The endpoint must be a public https address (ADR 0028): the server will connect to it.
 */
export async function subscribe(
  { db, outbound }: Pick<Deps, 'db' | 'outbound'>,
  userId: number,
  body: PushSubscribeBody,
): Promise<void> {
  try {
    await outbound.assertPublicUrl(body.endpoint);
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    const message = `This push endpoint cannot be used: ${err.message} Subscribe again from a browser whose push service is on the public internet.`;
    throw badRequest(message, { endpoint: err.message });
  }
  const row = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: row.p256dh, auth: row.auth },
    });
}

/** Forgets one browser, whoever it belongs to: knowing the endpoint is the permission. */
export async function unsubscribe(db: Db, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/**
 * Sends one message to every browser of the learner (encrypted aes128gcm, signed with the
 * VAPID key). Subscriptions the push service calls gone (404/410), and endpoints that are not
 * (or no longer) public https addresses, are deleted; other failures
 * are logged and left for the next message. Used by settings' test notification and, once the
 * habit issue lands, by the streak reminder job.
 */
export async function sendToUser(
  deps: Pick<Deps, 'db' | 'config' | 'outbound'>,
  userId: number,
  message: PushMessage,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<{ sent: number; removed: number }> {
  const rows = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const { vapid } = deps.config;
  let sent = 0;
  let removed = 0;
  for (const row of rows) {
    try {
      // Checked again here (and by the agent at connect time): rows saved before the guard,
      // or a name that now points somewhere private, are never reached.
      await deps.outbound.assertPublicUrl(row.endpoint);
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(message),
        {
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          agent: deps.outbound.agent,
          timeout: SEND_TIMEOUT_MS,
          vapidDetails: {
            subject: vapid.subject,
            publicKey: vapid.publicKey,
            privateKey: vapid.privateKey,
          },
        },
      );
      sent++;
    } catch (error) {
      const gone =
        error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);
      const forbidden = error instanceof OutboundRefused && error.reason !== 'unresolved';
      if (gone || forbidden) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        removed++;
      } else {
        log?.warn({ err: error, userId, subscription: row.id }, 'push: delivery failed');
      }
    }
  }
  return { sent, removed };
}
