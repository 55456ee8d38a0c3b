import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonXpQuery, lessonXpResponse, lessonsQuery, lessonsResponse } from '@ascend/contract';
import { lessonXp, listLessons } from './service.ts';
import { learnerRoute } from '../../plugins/learner-route.ts';

export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['curriculum'];
  app.get(
    '/lessons',
    {
      ...learnerRoute(app),
      schema: { tags, querystring: lessonsQuery, response: { 200: lessonsResponse } },
    },
    async (request) => ({
      data: await listLessons(app.deps.db, request.userId, request.query.unit_id),
    }),
  );
  app.get(
    '/lessons/lesson-xp',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: lessonXpQuery, response: { 200: lessonXpResponse } },
    },
    async (request) => ({
      data: await lessonXp(app.deps.db, request.userId, request.query.lesson_id),
    }),
  );
};
