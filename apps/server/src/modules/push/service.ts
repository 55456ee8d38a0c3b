import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage, PushSubscribeBody } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** How long a push service keeps an undelivered message (a reminder is stale after a day). */
const TTL_SECONDS = 24 * 60 * 60;

/** Saves a browser's subscription for the learner; a browser already known moves to them. */
export async function subscribe(db: Db, userId: number, body: PushSubscribeBody): Promise<void> {
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
 * VAPID key). Subscriptions the push service calls gone (404/410) are deleted; other failures
 * are logged and left for the next message. Used by settings' test notification and, once the
 * habit issue lands, by the streak reminder job.
 */
export async function sendToUser(
  deps: Pick<Deps, 'db' | 'config'>,
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
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(message),
        {
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          vapidDetails: {
            subject: vapid.subject,
            publicKey: vapid.publicKey,
            privateKey: vapid.privateKey,
          },
        },
      );
      sent++;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        removed++;
      } else {
        log?.warn({ err: error, userId, subscription: row.id }, 'push: delivery failed');
      }
    }
  }
  return { sent, removed };
}
