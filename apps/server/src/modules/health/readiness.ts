import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { ReadyResponse } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** A dependency that does not answer within this long counts as down. */
const CHECK_TIMEOUT_MS = 2000;

type Part = 'database' | 'redis' | 'queue';

/**
 * Its own Redis connection, separate from the leaderboard's and the rate limiter's: no offline
 * queue and no retries per command, so a PING fails at once while Redis is down (and the
 * client keeps reconnecting in the background, so readiness comes back with Redis).
 */
export function openRedisProbe(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', () => undefined); // reported through the check, not as an unhandled event
  return client;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait') await redis.connect();
  await redis.ping();
}

/**
 * Readiness (ADR 0029): the database, Redis when configured and the job queue each answer,
 * and the process is not draining. Throws 503 NOT_READY naming every failing part.
 */
export async function readiness(
  deps: Pick<Deps, 'db' | 'queue' | 'lifecycle'>,
  redis: Redis | null,
): Promise<ReadyResponse['data']> {
  const probes: [Part, () => Promise<unknown>][] = [
    ['database', () => deps.db.execute(sql`select 1`)],
    ['queue', () => deps.queue.ping()],
  ];
  if (redis) probes.push(['redis', () => pingRedis(redis)]);
  const results = await Promise.allSettled(probes.map(([, probe]) => withTimeout(probe())));
  const failing: Record<string, string> = {};
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      const reason = result.reason as Error;
      failing[probes[i]![0]] = `unreachable: ${reason.message || String(reason)}`;
    }
  });
  if (deps.lifecycle.draining) failing.process = 'draining: the process is shutting down';
  const parts = Object.keys(failing);
  if (parts.length) {
    throw new AppError(503, 'NOT_READY', `Not ready: ${parts.join(', ')}`, failing);
  }
  return {
    status: 'ready',
    checks: { database: 'ok', redis: redis ? 'ok' : 'not configured', queue: 'ok' },
  };
}
