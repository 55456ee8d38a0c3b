import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentAnswerBody,
  assessmentAnswerResponse,
  assessmentIdParam,
  assessmentSessionResponse,
  orionProfileResponse,
  orionTrainingResponse,
} from '@ascend/contract';
import { answerAssessment, getAssessment, startAssessment } from './assessment.ts';
import { orionProfile } from './profile.ts';
import { training } from './training.ts';

/** Orion's skill profile, first-visit assessment and training (ADR 0024), all the caller's own. */
export const orionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['orion'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/orion/profile',
    { schema: { tags, response: { 200: orionProfileResponse } } },
    async (request) => ({ data: await orionProfile(db, request.userId, clock.now()) }),
  );

  app.get(
    '/orion/training',
    { schema: { tags, response: { 200: orionTrainingResponse } } },
    async (request) => ({ data: await training(db, request.userId) }),
  );

  app.post(
    '/orion/assessment',
    { schema: { tags, response: { 200: assessmentSessionResponse } } },
    async (request) => ({ data: await startAssessment(db, request.userId, clock.now()) }),
  );

  app.get(
    '/orion/assessment/:id',
    { schema: { tags, params: assessmentIdParam, response: { 200: assessmentSessionResponse } } },
    async (request) => ({ data: await getAssessment(db, request.userId, request.params.id) }),
  );

  app.post(
    '/orion/assessment/:id/answer',
    {
      schema: {
        tags,
        params: assessmentIdParam,
        body: assessmentAnswerBody,
        response: { 200: assessmentAnswerResponse },
      },
    },
    async (request) => ({
      data: await answerAssessment(
        db,
        request.userId,
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );
};
