import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, healthResponse, readyResponse } from '@ascend/contract';
import { AppError } from '../../errors.ts';
import { openRedisProbe, readiness } from './readiness.ts';

const started = Date.now();

/** Liveness (`/health`: the process is up) and readiness (`/ready`: it can serve; ADR 0029). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponse } } },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503 as number, 'INTERNAL_ERROR', 'Database unavailable');
      }
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          uptime_s: Math.round((Date.now() - started) / 1000),
        },
      };
    },
  );

  const redis = app.deps.config.REDIS_URL ? openRedisProbe(app.deps.config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => redis.disconnect());

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        description:
          'Readiness for a load balancer: 503 NOT_READY names each failing part in `fields` (database, redis, queue, or process while it drains after SIGTERM).',
        response: { 200: readyResponse, 503: errorBody },
      },
    },
    async () => ({ data: await readiness(app.deps, redis) }),
  );
};
