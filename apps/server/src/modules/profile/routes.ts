import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, profileHistoryResponse, publicProfileResponse } from '@ascend/contract';
import { profileHistory, publicProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/me/history/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: { 200: profileHistoryResponse },
      },
    },
    async (request) => ({ data: await profileHistory(app.deps, request.userId) }),
  );

  app.get(
    '/profile/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: publicProfileResponse },
      },
    },
    async (request) => ({ data: await publicProfile(app.deps, request.params.id) }),
  );
};
