import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerCheckBody,
  answerCheckResponse,
  exerciseResponse,
  exercisesQuery,
  exercisesResponse,
  idParam,
  whyWrongBody,
  whyWrongResponse,
} from '@ascend/contract';
import { answerCheck } from './answer-check.ts';
import { explainAnswer, getExercise, listExercises } from './service.ts';
import { learnerRoute } from '../../plugins/learner-route.ts';

export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercises'];
  app.get(
    '/exercises',
    {
      ...learnerRoute(app),
      schema: { tags, querystring: exercisesQuery, response: { 200: exercisesResponse } },
    },
    async (request) => ({
      data: await listExercises(app.deps.db, request.userId, request.query.lesson_id),
    }),
  );
  app.get(
    '/exercises/:id',
    {
      ...learnerRoute(app),
      schema: { tags, params: idParam, response: { 200: exerciseResponse } },
    },
    async (request) => ({
      data: await getExercise(app.deps.db, request.userId, request.params.id),
    }),
  );
  app.post(
    '/exercises/answer-check',
    {
      ...learnerRoute(app),
      schema: { tags, body: answerCheckBody, response: { 200: answerCheckResponse } },
    },
    async (request) => {
      const { result, mismatch, followUpErrors } = await answerCheck(
        app.deps,
        request.userId,
        request.body,
      );
      for (const err of followUpErrors)
        request.log.error(
          { err, userId: request.userId, exerciseId: result.exercise_id },
          'answer-check: a follow-up (Orion evidence, boards, league) failed; the answer itself is saved',
        );
      if (mismatch) {
        // The server's checker is the truth; a disagreement points at a client bug or tampering.
        request.log.warn(
          {
            userId: request.userId,
            exerciseId: result.exercise_id,
            client: request.body.correct,
            server: result.correct,
          },
          'answer-check: client correctness disagrees with the server',
        );
      }
      return { data: result };
    },
  );
  app.post(
    '/exercises/why-wrong',
    {
      ...learnerRoute(app),
      schema: { tags, body: whyWrongBody, response: { 200: whyWrongResponse } },
    },
    async (request) => ({ data: await explainAnswer(app.deps.db, request.userId, request.body) }),
  );
};
