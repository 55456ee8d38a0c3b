import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  engineGameListResponse,
  gameIdParam,
  gameListQuery,
  gameListResponse,
  gameReportResponse,
  orionCreditsResponse,
  orionInsightsResponse,
  submitGameBody,
  submitGameResponse,
} from '@ascend/contract';
import { ANALYSIS_COST, FREE_MONTHLY_CREDITS, creditSummary } from '../orion/index.ts';
import { listEngineGames } from './engine-games.ts';
import { orionInsights } from './insights.ts';
import { gameReport, listGames, submitGame } from './service.ts';

/** Largest submission body: a file of MAX_PGN_FILE_CHARS characters in JSON, with room to spare. */
const GAME_BODY_LIMIT = 2 * 1024 * 1024;

/** Orion game analysis (ADR 0025): submit a game, follow it, read its report; all the caller's. */
export const orionGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['orion'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/orion/games',
    {
      bodyLimit: GAME_BODY_LIMIT,
      config: {
        tooLargeMessage:
          'That is too much text (the limit is 2 MB). Paste a single game in PGN, or a file of at most 100 games without long notes.',
      },
      schema: {
        tags,
        body: submitGameBody,
        response: { 200: submitGameResponse, 202: submitGameResponse },
      },
    },
    async (request, reply) => {
      const data = await submitGame(app.deps, request.userId, request.body, clock.now());
      // A file's preview is 200, its import 202. One game: 202 queued now; 200 the same game
      // sent before, its analysis already there or coming.
      const status = 'dry_run' in data ? (data.dry_run ? 200 : 202) : data.reused ? 200 : 202;
      return reply.status(status).send({ data });
    },
  );

  app.get(
    '/orion/games',
    { schema: { tags, querystring: gameListQuery, response: { 200: gameListResponse } } },
    async (request) => ({ data: await listGames(db, request.userId, request.query.page) }),
  );

  app.get(
    '/orion/games/engine-games',
    { schema: { tags, querystring: gameListQuery, response: { 200: engineGameListResponse } } },
    async (request) => ({ data: await listEngineGames(db, request.userId, request.query.page) }),
  );

  app.get(
    '/orion/games/:id',
    { schema: { tags, params: gameIdParam, response: { 200: gameReportResponse } } },
    async (request) => ({ data: await gameReport(db, request.userId, request.params.id) }),
  );

  app.get(
    '/orion/insights',
    { schema: { tags, response: { 200: orionInsightsResponse } } },
    async (request) => ({ data: await orionInsights(db, request.userId) }),
  );

  app.get(
    '/orion/credits',
    { schema: { tags, response: { 200: orionCreditsResponse } } },
    async (request) => {
      const c = await creditSummary(db, request.userId, clock.now());
      return {
        data: {
          ...c,
          analysis_cost: ANALYSIS_COST,
          hero: c.monthly_allowance > FREE_MONTHLY_CREDITS,
        },
      };
    },
  );
};
