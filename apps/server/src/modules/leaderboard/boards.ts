import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { learnerCards } from './learners.ts';
import { PgRanking } from './pg-ranking.ts';
import { RedisBoards } from './redis-boards.ts';
import { RedisRanking } from './redis-ranking.ts';
import type { Ranking } from './ranking.ts';

export interface Boards {
  pg: PgRanking;
  redis: RedisBoards | null;
  /** Redis when configured, falling back to PostgreSQL (kept in step) if Redis fails. */
  ranking: Ranking;
  /** Reads PostgreSQL answered because Redis failed (a test asserts the Redis path stays 0). */
  fallbacks: number;
  /** The repair job running in this process (repairLeaderboards), if any: closing waits for it. */
  booted: Promise<void>;
}

/*
 * One set of boards per app instance (Deps), so the hooks other modules call need only
 * `deps`. Opened by the leaderboard plugin and closed with the app.
 */
const byDeps = new WeakMap<Deps, Boards>();

function withFallback(
  primary: Ranking,
  fallback: Ranking,
  log: FastifyBaseLogger,
  onFallback: () => void,
): Ranking {
  return {
    async view(...args) {
      try {
        return await primary.view(...args);
      } catch (err) {
        log.warn({ err }, 'leaderboard: Redis read failed; answering from PostgreSQL');
        onFallback();
        return fallback.view(...args);
      }
    },
  };
}

export function openBoards(deps: Deps, log: FastifyBaseLogger): Boards {
  const existing = byDeps.get(deps);
  if (existing) return existing;
  const pg = new PgRanking(deps.db);
  const boards: Boards = { pg, redis: null, ranking: pg, fallbacks: 0, booted: Promise.resolve() };
  if (deps.config.REDIS_URL) {
    const client = new Redis(deps.config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
    client.on('error', (err) => log.warn({ err }, 'leaderboard: Redis connection error'));
    const redis = new RedisBoards(client, deps.config.REDIS_KEY_PREFIX, deps.db, deps.clock, log);
    boards.redis = redis;
    boards.ranking = withFallback(
      new RedisRanking(client, redis, (ids) => learnerCards(deps.db, ids)),
      pg,
      log,
      () => {
        boards.fallbacks += 1;
      },
    );
  }
  byDeps.set(deps, boards);
  return boards;
}

export function boardsOf(deps: Deps): Boards | undefined {
  return byDeps.get(deps);
}

export async function closeBoards(deps: Deps): Promise<void> {
  const boards = byDeps.get(deps);
  byDeps.delete(deps);
  await boards?.booted;
  await boards?.redis?.redis.quit().catch(() => undefined);
}
