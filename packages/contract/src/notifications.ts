import { z } from 'zod';
import { envelope } from './envelope.ts';

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET notifications/?page — the usual paged shape plus the bell's unread count. */
export const notificationList = envelope(
  z.object({
    results: z.array(notificationItem),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    unread_count: z.number().int(),
  }),
);

export const notificationReadResponse = envelope(
  z.object({ notification: notificationItem, unread_count: z.number().int() }),
);
export const notificationsReadAllResponse = envelope(
  z.object({ updated: z.number().int(), unread_count: z.number().int() }),
);

/** GET/PATCH notifications/preferences */
export const notificationPreferences = z.object({
  marketing_emails: z.boolean({ error: 'marketing_emails must be true or false' }),
});
export const notificationPreferencesResponse = envelope(notificationPreferences);

/** POST notification/unsubscribe/ — the token from a marketing mail's link. */
export const unsubscribeBody = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(500),
});
