import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeLearnResponse,
  idParam,
  lessonIdeaResponse,
  sectionProgressResponse,
  sectionsQuery,
  sectionsResponse,
  unitsQuery,
  unitsResponse,
} from '@ascend/contract';
import { activeLearn, lessonIdea, listSections, listUnits, sectionProgress } from './service.ts';
import { learnerRoute } from '../../plugins/learner-route.ts';

/** The climb: sections and units with the caller's status, where to continue, progress. */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['curriculum'];
  app.get(
    '/sections',
    {
      ...learnerRoute(app),
      schema: { tags, querystring: sectionsQuery, response: { 200: sectionsResponse } },
    },
    async (request) => ({
      data: await listSections(app.deps.db, request.userId, request.query.page),
    }),
  );
  app.get(
    '/sections/active-learn',
    {
      ...learnerRoute(app),
      schema: { tags, response: { 200: activeLearnResponse } },
    },
    async (request) => ({ data: await activeLearn(app.deps.db, request.userId) }),
  );
  app.get(
    '/sections/progress',
    {
      ...learnerRoute(app),
      schema: { tags, response: { 200: sectionProgressResponse } },
    },
    async (request) => ({ data: await sectionProgress(app.deps.db, request.userId) }),
  );
  app.get(
    '/units',
    {
      ...learnerRoute(app),
      schema: { tags, querystring: unitsQuery, response: { 200: unitsResponse } },
    },
    async (request) => ({
      data: await listUnits(app.deps.db, request.userId, request.query.section_id),
    }),
  );
  app.get(
    '/lessons/:id/idea',
    {
      ...learnerRoute(app),
      schema: { tags, params: idParam, response: { 200: lessonIdeaResponse } },
    },
    async (request) => ({ data: await lessonIdea(app.deps.db, request.userId, request.params.id) }),
  );
};
