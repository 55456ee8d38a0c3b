import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { boardsOf } from './boards.ts';
import { leaderboardCases } from '../../../test/support/leaderboard/leaderboard-cases.ts';
import { encodeScore, memberOf } from './redis-score.ts';
import {
  addLearner,
  award,
  getBoard,
  resetBoards,
  testRedisUrl,
} from '../../../test/support/leaderboard/test-fixtures.ts';

// The Redis path: the same cases with rankings read from sorted sets under a prefix of our own.
const prefix = `ascend-test:${randomBytes(4).toString('hex')}:`;
leaderboardCases('Redis', () => ({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix }));

describe('leaderboard in Redis', () => {
  const own = `${prefix}own:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: own });
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    if (t) await resetBoards(t);
    redis?.disconnect();
    await t?.close();
  });
  beforeEach(() => resetBoards(t));

  it('keeps a sorted set per board in step with each award', async () => {
    const a = await addLearner(t);
    await award(t, a, 30);
    t.clock.advance(5000);
    await award(t, a, 12);
    const score = encodeScore(42, t.clock.now());
    expect(Number(await redis.zscore(`${own}lb:all`, memberOf(a)))).toBe(score);
    expect(Number(await redis.zscore(`${own}lb:2026-03-02`, memberOf(a)))).toBe(score);
    expect(await redis.ttl(`${own}lb:2026-03-02`)).toBeGreaterThan(0);
  });

  it('answers from the sorted set, and rebuilds a board Redis lost from PostgreSQL', async () => {
    const [a, b] = [await addLearner(t), await addLearner(t)];
    await award(t, a, 10);
    await award(t, b, 20);
    await getBoard(t, a, '?period=all'); // the first read builds the board (the reset dropped it)
    await redis.zadd(`${own}lb:all`, encodeScore(99, t.clock.now()), memberOf(a));
    expect((await getBoard(t, a, '?period=all')).json().data.results[0]).toMatchObject({
      user_id: a,
      xp: 99,
    });
    await redis.del(`${own}lb:all`, `${own}lb:all:ready`);
    const rebuilt = (await getBoard(t, a, '?period=all')).json().data.results;
    expect(rebuilt.map((r: { user_id: number; xp: number }) => [r.user_id, r.xp])).toEqual([
      [b, 20],
      [a, 10],
    ]);
  });

  it('falls back to PostgreSQL while Redis is unreachable and catches up after', async () => {
    const [a, b] = [await addLearner(t), await addLearner(t)];
    await award(t, a, 10);
    const client = boardsOf(t.app.deps)!.redis!.redis;
    client.disconnect();
    await award(t, b, 20); // the Redis copy fails: PostgreSQL still has it
    const down = await getBoard(t, a, '?period=all');
    expect(down.statusCode).toBe(200);
    expect(boardsOf(t.app.deps)!.fallbacks).toBeGreaterThan(0);
    expect(down.json().data.results.map((r: { user_id: number }) => r.user_id)).toEqual([b, a]);
    await client.connect();
    const back = (await getBoard(t, a, '?period=all')).json().data;
    expect(back.results.map((r: { user_id: number }) => r.user_id)).toEqual([b, a]);
    expect(Number(await redis.zscore(`${own}lb:all`, memberOf(b)))).toBe(
      encodeScore(20, t.clock.now()),
    );
  });
});
