import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OffsetClock } from '../../clock.ts';
import { SCHEDULES } from '../../jobs/job-types.ts';

const DAY_MS = 86_400_000;

const body = z.object({
  advance_ms: z
    .number({ error: 'advance_ms must be a number of milliseconds' })
    .int('advance_ms must be a whole number')
    .min(0, 'time only moves forward')
    .max(366 * DAY_MS, 'advance_ms is at most a year'),
});

/**
 * POST /dev/clock {advance_ms}: moves the server's clock forward, for browser journeys that
 * live through a day or a week's end. Exists only when the app runs on an OffsetClock, which
 * boot.ts makes only with E2E_CLOCK=1, which the configuration refuses in production.
 * A move is followed by one tick of every schedule (league rollover, reminders, entitlements)
 * through the job queue, as the next cron minute would bring, so a journey does not wait for
 * the wall clock's next minute to see what the new time makes due.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock, config, queue } = app.deps;
  if (config.NODE_ENV === 'production' || !(clock instanceof OffsetClock)) return;
  app.post('/dev/clock', { schema: { hide: true, body } }, async (request) => {
    clock.advance(request.body.advance_ms);
    if (request.body.advance_ms > 0) for (const s of SCHEDULES) await queue.enqueue(s.name, {});
    return { data: { now: clock.now().toISOString() } };
  });
};
