import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offlineLessonsResponse } from '@ascend/contract';
import { trustedResponse } from '../../plugins/trusted-response.ts';
import { offlineLessons } from './service.ts';

/** What the installable app keeps on the device for playing without a connection (ADR 0017). */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offline/lessons',
    {
      preHandler: app.authenticate,
      // loadPath reads the account in the learner's one statement (refuses a deleted one).
      config: { accountCheckedInQuery: true },
      serializerCompiler: trustedResponse(app.deps.config),
      schema: {
        tags: ['offline'],
        security: [{ bearer: [] }],
        response: { 200: offlineLessonsResponse },
      },
    },
    async (request) => ({ data: await offlineLessons(app.deps.db, request.userId) }),
  );
};
