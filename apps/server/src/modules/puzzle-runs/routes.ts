import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  puzzleRunResponse,
  runAnswerBody,
  runAnswerResponse,
  runBestsResponse,
  startRunBody,
} from '@ascend/contract';
import { answerRun, readRun, runBests, startRun } from './runs.ts';

/** Puzzle Streak and timed runs (ADR 0016): the caller's own runs only. */
export const puzzleRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['puzzles'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/puzzles/runs',
    { schema: { tags, body: startRunBody, response: { 200: puzzleRunResponse } } },
    async (request) => ({
      data: await startRun(db, request.userId, request.body.mode, clock.now()),
    }),
  );

  app.get(
    '/puzzles/runs/bests',
    { schema: { tags, response: { 200: runBestsResponse } } },
    async (request) => ({ data: await runBests(db, request.userId) }),
  );

  app.get(
    '/puzzles/runs/:id',
    { schema: { tags, params: idParam, response: { 200: puzzleRunResponse } } },
    async (request) => ({
      data: await readRun(db, request.userId, request.params.id, clock.now()),
    }),
  );

  app.post(
    '/puzzles/runs/:id/answer',
    {
      schema: { tags, params: idParam, body: runAnswerBody, response: { 200: runAnswerResponse } },
    },
    async (request) => ({
      data: await answerRun(db, request.userId, request.params.id, request.body, clock.now()),
    }),
  );
};
