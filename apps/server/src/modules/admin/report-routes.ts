import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, profileReportBody, profileReportResponse } from '@ascend/contract';
import { rateLimiterFor } from '../../plugins/rate-limit.ts';
import { reportProfile } from './reports.ts';

/** Ten reports an hour per learner: enough for real abuse, too few to flood the queue. */
const perLearner = { name: 'user:report', max: 10, windowMs: 60 * 60_000 };

/** A learner reports a public profile (offensive name or picture); support sees the queue. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = rateLimiterFor(app);
  app.post(
    '/profile/:id/report',
    {
      preHandler: async (req) => {
        await app.authenticate(req);
        await limiter.consume(perLearner, String(req.userId));
      },
      schema: {
        tags: ['profile'],
        summary: 'Report a public profile to support',
        security: [{ bearer: [] }],
        params: idParam,
        body: profileReportBody,
        response: { 201: profileReportResponse },
      },
    },
    async (req, reply) => {
      const id = await reportProfile(app.deps, req.userId, req.params.id, req.body.reason);
      reply.status(201);
      return { data: { id } };
    },
  );
};
