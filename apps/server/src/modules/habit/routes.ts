import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  streakMomentBody,
  streakMomentResponse,
  streakQuery,
  streakResponse,
} from '@ascend/contract';
import { claimMoment, readStreak } from './read.ts';

/** The caller's streak and daily goal (ADR 0022). */
export const habitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['streak'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/streak',
    {
      schema: {
        tags,
        summary:
          'The caller’s streak, today’s goal progress and local days (default the last 35; from/to up to 366)',
        querystring: streakQuery,
        response: { 200: streakResponse },
      },
    },
    async (request) => ({ data: await readStreak(deps, request.userId, request.query) }),
  );

  app.post(
    '/streak/moments',
    {
      schema: {
        tags,
        summary: 'Claim today’s goal celebration or “streak extended” moment (true once a day)',
        body: streakMomentBody,
        response: { 200: streakMomentResponse },
      },
    },
    async (request) => ({ data: await claimMoment(deps, request.userId, request.body.moment) }),
  );
};
