import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playGameListQuery,
  playGameListResponse,
  playRatingResponse,
  submitPlayGameBody,
  submitPlayGameResponse,
} from '@ascend/contract';
import { listPlayGames, playRatingOf, submitPlayGame } from './service.ts';

/** Games against the human-like opponent (issue 37, ADR 0044); all the caller's. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['play'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/play/games',
    {
      schema: {
        tags,
        body: submitPlayGameBody,
        response: { 200: submitPlayGameResponse, 201: submitPlayGameResponse },
      },
    },
    async (request, reply) => {
      const data = await submitPlayGame(app.deps, request.userId, request.body, clock.now());
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
