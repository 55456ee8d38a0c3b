import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offlineLessonsResponse } from '@ascend/contract';
import { offlineLessons } from './service.ts';
import { learnerRoute } from '../../plugins/learner-route.ts';

/** What the installable app keeps on the device for playing without a connection (ADR 0017). */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offline/lessons',
    {
      ...learnerRoute(app),
      schema: {
        tags: ['offline'],
        security: [{ bearer: [] }],
        response: { 200: offlineLessonsResponse },
      },
    },
    async (request) => ({ data: await offlineLessons(app.deps.db, request.userId) }),
  );
};
