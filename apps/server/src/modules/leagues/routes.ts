import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leagueCurrentResponse, leagueHistoryQuery, leagueHistoryResponse } from '@ascend/contract';
import { currentLeague, leagueHistory } from './current.ts';

/** Weekly leagues (ADR 0023): the caller's cohort this week and their past weeks. */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['leagues'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/leagues/current',
    {
      // The one statement of currentLeague refuses a deleted account itself.
      config: { accountCheckedInQuery: true },
      schema: { tags, security: [{ bearer: [] }], response: { 200: leagueCurrentResponse } },
    },
    async (request) => ({ data: await currentLeague(app.deps, request.userId) }),
  );

  app.get(
    '/leagues/history',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        querystring: leagueHistoryQuery,
        response: { 200: leagueHistoryResponse },
      },
    },
    async (request) => ({
      data: await leagueHistory(app.deps, request.userId, request.query.page),
    }),
  );
};
