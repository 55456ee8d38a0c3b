/// <reference lib="webworker" />

/** What the server's push service sends (apps/server/src/modules/push/service.ts). */
interface PushMessage {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

const UNSUBSCRIBE_ACTION = 'unsubscribe';

function parse(event: PushEvent): PushMessage {
  try {
    const message = event.data?.json() as Partial<PushMessage> | undefined;
    if (message?.title) return { title: message.title, body: message.body ?? '', ...message };
  } catch {
    // Not JSON: show the text as it came.
  }
  return { title: 'Ascend Chess', body: event.data?.text() ?? '' };
}

/** Turns reminders off from the notification itself: the browser forgets the subscription and
 * the server deletes it (the endpoint URL is the capability; the worker holds no session). */
async function unsubscribe(self: ServiceWorkerGlobalScope): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch('/api/push/unsubscribe/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe();
}

async function open(self: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (existing) {
    await existing.focus();
    if ('navigate' in existing) await existing.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

export function installPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const message = parse(event);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag ?? 'ascend-reminder',
        icon: '/icons/icon-192.png',
        badge: '/icons/favicon-48.png',
        data: { url: message.url ?? '/app/climb' },
        // Two ways out besides a click: the text of each action is its own label.
        actions: [{ action: UNSUBSCRIBE_ACTION, title: 'Turn off reminders' }],
      } as NotificationOptions),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    if (event.action === UNSUBSCRIBE_ACTION) {
      event.waitUntil(unsubscribe(self));
      return;
    }
    const url = (event.notification.data as { url?: string } | null)?.url ?? '/app/climb';
    event.waitUntil(open(self, url));
  });
}
