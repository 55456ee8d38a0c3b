import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { ALL_TIME, type Board } from './board.ts';
import { encodeScore, memberOf } from './redis-score.ts';

const BATCH = 10_000;
/** Week boards are only read during their week; keep them a little longer, then let go. */
const WEEK_TTL_S = 15 * 86_400;

interface ScoreRow extends Record<string, unknown> {
  user_id: number;
  xp: number;
  reached_at: string | Date;
}

const scoreOf = (r: ScoreRow) => encodeScore(r.xp, new Date(r.reached_at));

/** The sorted set of a board under a key prefix. */
export const boardKey = (prefix: string, board: Board): string => `${prefix}lb:${board}`;
/** When the board was last built (ISO time); absent until it is built. */
export const readyKey = (prefix: string, board: Board): string =>
  `${boardKey(prefix, board)}:ready`;

/**
 * Keeps Redis sorted sets in step with leaderboard_scores, which stays the truth: writes
 * copy a learner's absolute score from it with ZADD GT (xp only grows, so a late or
 * repeated copy never lowers a newer one), and a missing or stale board is rebuilt from it.
 */
export class RedisBoards {
  private readonly building = new Map<Board, Promise<void>>();
  /** When a write to Redis last failed: boards built before then may have missed it. */
  private staleSince: Date | null = null;

  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  keyOf = (board: Board): string => boardKey(this.prefix, board);
  readyKeyOf = (board: Board): string => readyKey(this.prefix, board);

  /**
   * True when a board built at `builtAt` (its ready mark) can be read; false when Redis
   * does not hold it (new week, flushed Redis) or it was built before a write failed.
   */
  isFresh(builtAt: string | null): boolean {
    return builtAt !== null && (!this.staleSince || new Date(builtAt) >= this.staleSince);
  }

  /** Rebuilds into a fresh key and swaps it in, then replays what changed meanwhile. */
  rebuild(board: Board): Promise<void> {
    const running = this.building.get(board);
    if (running) return running;
    const job = this.doRebuild(board).finally(() => this.building.delete(board));
    this.building.set(board, job);
    return job;
  }

  private async doRebuild(board: Board): Promise<void> {
    const started = this.clock.now();
    const key = this.keyOf(board);
    const tmp = `${key}:build:${randomBytes(6).toString('hex')}`;
    let last = 0;
    let count = 0;
    for (;;) {
      const res = await this.db.execute<ScoreRow>(sql`
        select user_id, xp, reached_at from leaderboard_scores
        where board = ${board} and user_id > ${last} order by user_id limit ${BATCH}`);
      if (res.rows.length === 0) break;
      await this.redis.zadd(tmp, ...res.rows.flatMap((r) => [scoreOf(r), memberOf(r.user_id)]));
      last = res.rows[res.rows.length - 1]?.user_id ?? last;
      count += res.rows.length;
    }
    const swap = this.redis.multi();
    if (count) swap.rename(tmp, key);
    else swap.del(key);
    swap.set(this.readyKeyOf(board), started.toISOString());
    if (board !== ALL_TIME) swap.expire(key, WEEK_TTL_S).expire(this.readyKeyOf(board), WEEK_TTL_S);
    await swap.exec();
    // Awards committed while we read were copied into the old key and lost by the swap.
    const since = new Date(started.getTime() - 1000).toISOString();
    const changed = await this.db.execute<ScoreRow>(sql`
      select user_id, xp, reached_at from leaderboard_scores where board = ${board} and reached_at >= ${since}::timestamptz`);
    for (const r of changed.rows) await this.redis.zadd(key, 'GT', scoreOf(r), memberOf(r.user_id));
    this.log.info({ board, learners: count }, 'leaderboard rebuilt in Redis');
  }

  async rebuildOrMarkStale(boards: Board[]): Promise<void> {
    try {
      for (const board of boards) await this.rebuild(board);
    } catch (err) {
      this.staleSince = this.clock.now();
      this.log.warn(
        { err },
        'leaderboard: Redis rebuild failed; PostgreSQL answers until Redis is back',
      );
    }
  }

  /** Copies one learner's scores on these boards from PostgreSQL (absent there → removed). */
  async syncUser(userId: number, boards: Board[]): Promise<void> {
    try {
      const res = await this.db.execute<ScoreRow & { board: string }>(sql`
        select board, user_id, xp, reached_at from leaderboard_scores
        where user_id = ${userId} and board in (${sql.join(
          boards.map((b) => sql`${b}`),
          sql`, `,
        )})`);
      const tx = this.redis.multi();
      for (const board of boards) {
        const row = res.rows.find((r) => r.board === board);
        if (row) tx.zadd(this.keyOf(board), 'GT', scoreOf(row), memberOf(userId));
        else tx.zrem(this.keyOf(board), memberOf(userId));
        if (board !== ALL_TIME) tx.expire(this.keyOf(board), WEEK_TTL_S);
      }
      await tx.exec();
    } catch (err) {
      this.staleSince = this.clock.now();
      this.log.warn({ err, userId }, 'leaderboard: Redis write failed; boards will be rebuilt');
    }
  }

  /** Deletes every key of this app's leaderboards (tests, and a full reset). */
  async clear(): Promise<void> {
    const keys = await this.redis.keys(`${this.prefix}lb:*`);
    if (keys.length) await this.redis.del(...keys);
  }
}
