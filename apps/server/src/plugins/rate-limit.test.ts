import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { MemoryStore, RateLimiter, RedisStore, type RateLimitStore } from './rate-limit.ts';

const rule = { name: 'test', max: 3, windowMs: 60_000 };

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

function contract(makeStore: () => RateLimitStore, advance: (ms: number) => Promise<void>) {
  it('allows max hits per window, then answers 429 with Retry-After', async () => {
    const limiter = new RateLimiter(makeStore());
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'a');
    const err = await rejection(limiter.consume(rule, 'a'));
    expect(err.status).toBe(429);
    expect(err.code).toBe('RATE_LIMITED');
    expect(Number(err.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(Number(err.headers?.['retry-after'])).toBeLessThanOrEqual(60);
    await limiter.consume(rule, 'b');
  });

  it('check/record count only what is recorded, and clear forgets', async () => {
    const limiter = new RateLimiter(makeStore());
    await limiter.check(rule, 'c');
    for (let i = 0; i < 3; i++) await limiter.record(rule, 'c');
    expect((await rejection(limiter.check(rule, 'c'))).status).toBe(429);
    await limiter.clear(rule, 'c');
    await limiter.check(rule, 'c');
  });

  it('opens a new window when the old one ends', async () => {
    const limiter = new RateLimiter(makeStore());
    const short = { ...rule, windowMs: 1000 };
    for (let i = 0; i < 3; i++) await limiter.consume(short, 'd');
    await rejection(limiter.consume(short, 'd'));
    await advance(1100);
    await limiter.consume(short, 'd');
  });
}

describe('memory store', () => {
  const clock = new TestClock();
  contract(
    () => new MemoryStore(clock),
    async (ms) => clock.advance(ms),
  );
});

// Runs where a Redis is provided (CI sets TEST_REDIS_URL), like TEST_DATABASE_URL for PostgreSQL.
describe.runIf(process.env.TEST_REDIS_URL)('redis store', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
  });
  afterAll(() => redis.disconnect());
  contract(
    () => new RedisStore(redis, `test:${randomBytes(6).toString('hex')}:`),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );
});
