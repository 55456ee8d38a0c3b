import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@ascend/contract';
import { AppError } from '../../errors.ts';

const started = Date.now();

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
};
