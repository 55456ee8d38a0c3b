import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardQuery, leaderboardResponse } from '@ascend/contract';
import { closeBoards, openBoards } from './boards.ts';
import { leaderboard } from './service.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const boards = openBoards(app.deps, app.log);
  // The start-up repair is a job (hooks.ts repairLeaderboards): N processes starting together
  // queue one, and a worker runs it; Redis boards of a million learners take seconds.
  // Meanwhile reads are served from the previous Redis state, or rebuild a board Redis lacks.
  app.addHook('onReady', async () => {
    await app.deps.queue
      .enqueue('leaderboard.repair', {})
      .catch((err: unknown) => app.log.error({ err }, 'leaderboard: could not queue the repair'));
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
