import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementResponse, type Announcement } from '@ascend/contract';
import type { Config } from '../../config.ts';

const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const month = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
/** "December 15th 2025" */
const longDate = (d: Date) => `${month(d)} ${ordinal(d.getUTCDate())} ${d.getUTCFullYear()}`;
const shortDate = (d: Date) => `${month(d)} ${d.getUTCDate()}`;

/** The default words follow the configured dates, so moving RELEASE_AT or the window keeps them true. */
function defaultText(config: Config) {
  const lastDay = new Date(config.PROMO_END.getTime() - 1);
  return {
    title: `Orion and our mobile apps arrive ${longDate(config.RELEASE_AT)}`,
    body:
      `Ascend Chess for iOS and Android, and Orion, our AI feature that helps you identify your tactics, strategy, calculation and attacking skill level, will be released on ${longDate(config.RELEASE_AT)}. ` +
      `The first ${config.PROMO_LIMIT} learners who buy a monthly or yearly Hero plan between ${shortDate(config.PROMO_START)} and ${shortDate(lastDay)} get 2 weeks of exclusive access plus an extra 1000 Orion credits, applied automatically on release with a notification by mail or in-app.`,
  };
}

/** The popup's words come from configuration (ANNOUNCEMENT_TITLE / ANNOUNCEMENT_BODY), never from the client. */
export function announcement(config: Config): Announcement {
  return {
    title: config.ANNOUNCEMENT_TITLE ?? defaultText(config).title,
    body: config.ANNOUNCEMENT_BODY ?? defaultText(config).body,
    badge: 'NEW',
    cta: { label: 'Upgrade Now', href: '/app/shop' },
    release_at: config.RELEASE_AT.toISOString(),
    promotion: {
      start: config.PROMO_START.toISOString(),
      end: config.PROMO_END.toISOString(),
      limit: config.PROMO_LIMIT,
    },
  };
}

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcement',
    { schema: { tags: ['announcement'], response: { 200: announcementResponse } } },
    async () => ({
      data: announcement(app.deps.config),
    }),
  );
};
