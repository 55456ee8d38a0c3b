import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushSubscribeBody,
  pushSubscribeResponse,
  pushTestResponse,
  pushUnsubscribeBody,
  pushUnsubscribeResponse,
  vapidKeyResponse,
} from '@ascend/contract';
import { AppError } from '../../errors.ts';
import { sendToUser, subscribe, unsubscribe } from './service.ts';

const tags = ['push'];
const security = [{ bearer: [] }];

/** Web Push reminders (issue 20): the key, subscribing, unsubscribing and a test message. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/push/vapid-public-key',
    { schema: { tags, response: { 200: vapidKeyResponse } } },
    async () => ({ data: { public_key: app.deps.config.vapid.publicKey } }),
  );

  app.post(
    '/push/subscribe',
    {
      ...auth,
      schema: { tags, security, body: pushSubscribeBody, response: { 200: pushSubscribeResponse } },
    },
    async (req) => {
      await subscribe(app.deps, req.userId, req.body);
      return { data: { subscribed: true as const } };
    },
  );

  // No preHandler: the service worker unsubscribes from a notification without a session.
  app.post(
    '/push/unsubscribe',
    { schema: { tags, body: pushUnsubscribeBody, response: { 200: pushUnsubscribeResponse } } },
    async (req) => ({ data: { removed: await unsubscribe(app.deps.db, req.body.endpoint) } }),
  );

  app.post(
    '/push/test',
    { ...auth, schema: { tags, security, response: { 200: pushTestResponse } } },
    async (req) => {
      const result = await sendToUser(
        app.deps,
        req.userId,
        {
          title: 'Reminders are on',
          body: 'This is how Ascend Chess will remind you to keep your streak alive.',
          url: '/app/settings',
          tag: 'ascend-test',
        },
        req.log,
      );
      if (result.sent === 0 && result.removed === 0)
        throw new AppError(404, 'NOT_FOUND', 'Turn reminders on in this browser first.');
      return { data: result };
    },
  );
};
