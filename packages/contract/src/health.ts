import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET /api/health — liveness: the process is up and answering. */
export const healthResponse = envelope(
  z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime_s: z.number() }),
);

/**
 * GET /api/ready — readiness for a load balancer: 200 with each dependency's state, or 503
 * NOT_READY whose `fields` name each failing part (`database`, `redis`, `queue`, `process`
 * while it drains after SIGTERM) with the reason.
 */
export const readyResponse = envelope(
  z.object({
    status: z.literal('ready'),
    checks: z.object({
      database: z.literal('ok'),
      redis: z.enum(['ok', 'not configured']),
      queue: z.literal('ok'),
    }),
  }),
);
export type ReadyResponse = z.infer<typeof readyResponse>;
