import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playGameListQuery,
  playGameListResponse,
  playRatingResponse,
  submitPlayGameBody,
  submitPlayGameResponse,
} from '@ascend/contract';
import { rateLimiterFor } from '../../plugins/rate-limit.ts';
import { listPlayGames, playRatingOf, submitPlayGame } from './service.ts';

/**
 * Each game costs the server a model run per opponent move; a learner finishes a few games an
 * hour, and an offline device sends what it kept at once, so 30 in 10 minutes is plenty.
 */
export const PLAY_SUBMIT_LIMIT = { name: 'user:play-games', max: 30, windowMs: 10 * 60_000 };

/** Games against the human-like opponent (issue 37, ADR 0044); all the caller's. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['play'];
  app.addHook('preHandler', app.authenticate);
  const limiter = rateLimiterFor(app);

  app.post(
    '/play/games',
    {
      preHandler: async (request) => limiter.consume(PLAY_SUBMIT_LIMIT, String(request.userId)),
      schema: {
        tags,
        body: submitPlayGameBody,
        response: { 200: submitPlayGameResponse, 201: submitPlayGameResponse },
      },
    },
    async (request, reply) => {
      const { data, followUpErrors } = await submitPlayGame(
        app.deps,
        request.userId,
        request.body,
        clock.now(),
      );
      for (const err of followUpErrors)
        request.log.error(
          { err, userId: request.userId, playGameId: data.id },
          'play: a follow-up (Redis boards, league) failed; the game and its xp are saved',
        );
      return reply.status(data.duplicate ? 200 : 201).send({ data });
    },
  );

  app.get(
    '/play/games',
    { schema: { tags, querystring: playGameListQuery, response: { 200: playGameListResponse } } },
    async (request) => ({ data: await listPlayGames(db, request.userId, request.query.page) }),
  );

  app.get(
    '/play/rating',
    { schema: { tags, response: { 200: playRatingResponse } } },
    async (request) => ({ data: await playRatingOf(db, request.userId) }),
  );
};
