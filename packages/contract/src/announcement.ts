import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET announcement/ — the one-time popup's text, from server configuration. */
export const announcementResponse = envelope(
  z.object({
    title: z.string(),
    body: z.string(),
    badge: z.string(),
    cta: z.object({ label: z.string(), href: z.string() }),
    release_at: z.string(),
    promotion: z.object({ start: z.string(), end: z.string(), limit: z.number().int() }),
  }),
);
export type Announcement = z.infer<typeof announcementResponse>['data'];
