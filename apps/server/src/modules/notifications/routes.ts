import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  messageData,
  notificationList,
  notificationPreferences,
  notificationPreferencesResponse,
  notificationReadResponse,
  notificationsReadAllResponse,
  pageQuery,
  unsubscribeBody,
} from '@ascend/contract';
import { readPreferences, setMarketingEmails, unsubscribe } from './preferences.ts';
import { listNotifications, markAllRead, markRead } from './service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/notifications',
    {
      ...auth,
      schema: { tags, security, querystring: pageQuery, response: { 200: notificationList } },
    },
    async (req) => ({
      data: await listNotifications(app.deps.db, req.userId, req.query.page),
    }),
  );

  app.post(
    '/notifications/read-all',
    { ...auth, schema: { tags, security, response: { 200: notificationsReadAllResponse } } },
    async (req) => ({
      data: await markAllRead(app.deps.db, req.userId, app.deps.clock.now()),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...auth,
      schema: { tags, security, params: idParam, response: { 200: notificationReadResponse } },
    },
    async (req) => ({
      data: await markRead(app.deps.db, req.userId, req.params.id, app.deps.clock.now()),
    }),
  );

  app.get(
    '/notifications/preferences',
    { ...auth, schema: { tags, security, response: { 200: notificationPreferencesResponse } } },
    async (req) => ({
      data: await readPreferences(app.deps.db, req.userId),
    }),
  );

  app.patch(
    '/notifications/preferences',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: notificationPreferences,
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (req) => ({
      data: await setMarketingEmails(app.deps.db, req.userId, req.body.marketing_emails),
    }),
  );

  app.post(
    '/notification/unsubscribe',
    { schema: { tags, body: unsubscribeBody, response: { 200: messageData } } },
    async (req) => ({
      data: await unsubscribe(
        app.deps.db,
        app.deps.config.jwtSecret,
        req.body.token,
        app.deps.subscribers,
      ),
    }),
  );
};
