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
import { trustedResponse } from '../../plugins/trusted-response.ts';

export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercises'];
  app.get(
    '/exercises',
    {
      preHandler: app.authenticate,
      // loadPath reads the account in the learner's one statement (refuses a deleted one).
      config: { accountCheckedInQuery: true },
      serializerCompiler: trustedResponse(app.deps.config),
      schema: { tags, querystring: exercisesQuery, response: { 200: exercisesResponse } },
    },
    async (request) => ({
      data: await listExercises(app.deps.db, request.userId, request.query.lesson_id),
    }),
  );
  app.get(
    '/exercises/:id',
    {
      preHandler: app.authenticate,
      // loadPath reads the account in the learner's one statement (refuses a deleted one).
      config: { accountCheckedInQuery: true },
      serializerCompiler: trustedResponse(app.deps.config),
      schema: { tags, params: idParam, response: { 200: exerciseResponse } },
    },
    async (request) => ({
      data: await getExercise(app.deps.db, request.userId, request.params.id),
    }),
  );
  app.post(
    '/exercises/answer-check',
    {
      preHandler: app.authenticate,
      // loadPath reads the account in the learner's one statement (refuses a deleted one).
      config: { accountCheckedInQuery: true },
      serializerCompiler: trustedResponse(app.deps.config),
      schema: { tags, body: answerCheckBody, response: { 200: answerCheckResponse } },
    },
    async (request) => {
      const { result, mismatch, evidenceError } = await answerCheck(
        app.deps,
        request.userId,
        request.body,
      );
      if (evidenceError)
        request.log.error(
          { err: evidenceError, userId: request.userId, exerciseId: result.exercise_id },
          'answer-check: Orion evidence not recorded; the answer itself is saved',
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
      preHandler: app.authenticate,
      // loadPath reads the account in the learner's one statement (refuses a deleted one).
      config: { accountCheckedInQuery: true },
      serializerCompiler: trustedResponse(app.deps.config),
      schema: { tags, body: whyWrongBody, response: { 200: whyWrongResponse } },
    },
    async (request) => ({ data: await explainAnswer(app.deps.db, request.userId, request.body) }),
  );
};
