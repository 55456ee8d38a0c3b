import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardQuery, leaderboardResponse } from '@ascend/contract';
import { closeBoards, openBoards } from './boards.ts';
import { rebuildLeaderboards } from './hooks.ts';
import { leaderboard } from './service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const boards = openBoards(app.deps, app.log);
  // In the background: Fastify gives onReady hooks 10 s, and Redis boards of a million learners
  // take longer. Meanwhile reads are served from the previous Redis state, or wait for the
  // board's rebuild when Redis holds none.
  app.addHook('onReady', async () => {
    boards.booted = rebuildLeaderboards(app.deps).catch((err: unknown) =>
      app.log.error({ err }, 'leaderboard: start-up rebuild failed'),
    );
  });
  app.addHook('onClose', () => closeBoards(app.deps));

  app.get(
    '/leaderboard/',
    {
      preHandler: app.authenticate,
      config: { accountCheckedInQuery: true },
      schema: {
        tags: ['leaderboard'],
        security: [{ bearer: [] }],
        querystring: leaderboardQuery,
        response: { 200: leaderboardResponse },
      },
    },
    async (request) => {
      const { page, period } = request.query;
      return { data: await leaderboard(app.deps, boards, request.userId, period, page) };
    },
  );
};
