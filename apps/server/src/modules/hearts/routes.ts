import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heartsResponse } from '@ascend/contract';
import { subscriptionStatus } from '../subscription/index.ts';
import { heartsView, readHearts } from './state.ts';

export const heartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exercises/heart',
    {
      preHandler: app.authenticate,
      schema: { tags: ['exercises'], response: { 200: heartsResponse } },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const now = clock.now();
      const [hearts, sub] = await Promise.all([
        readHearts(db, request.userId, now),
        subscriptionStatus(db, request.userId, now),
      ]);
      return { data: heartsView(hearts, sub.is_active) };
    },
  );
};
