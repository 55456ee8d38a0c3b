import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TestClock } from '../src/clock.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './harness.ts';
import { startRedis } from './redis-process.ts';
import { freePort, until } from './server-process.ts';
import { openTcpProxy } from './tcp-proxy.ts';

/*
 * Readiness (ADR 0029) follows each dependency, each really stopped: a throwaway redis-server
 * killed and started again, pg-boss stopped, and the database cut off (PostgreSQL behind a TCP
 * forwarder that is stopped; the embedded database closed).
 */
const base = process.env.TEST_DATABASE_URL;

const ready = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json() };
};
const health = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

describe('readiness with Redis configured', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let redisPort: number;
  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('answers 200 with the database, Redis and the queue checked', async () => {
    expect(await ready(t.app)).toEqual({
      status: 200,
      body: {
        data: { status: 'ready', checks: { database: 'ok', redis: 'ok', queue: 'ok' } },
      },
    });
  });

  it('answers 503 naming Redis while it is down, and 200 again once it is back', async () => {
    await redis.stop();
    const down = await ready(t.app);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: 'NOT_READY', message: 'Not ready: redis' });
    expect(down.body.error.fields.redis).toMatch(/^unreachable: /);
    expect(await health(t.app)).toBe(200);

    redis = await startRedis(redisPort);
    await until(async () => (await ready(t.app)).status === 200);
  });

  it('answers 503 naming the process while it drains', async () => {
    t.app.deps.lifecycle.draining = true;
    const draining = await ready(t.app);
    expect(draining.status).toBe(503);
    expect(draining.body.error.fields).toEqual({
      process: 'draining: the process is shutting down',
    });
    expect(await health(t.app)).toBe(200);
    t.app.deps.lifecycle.draining = false;
    expect((await ready(t.app)).status).toBe(200);
  });

  it('answers 503 naming the queue once pg-boss is stopped', async () => {
    await t.app.deps.queue.close();
    const down = await ready(t.app);
    expect(down.status).toBe(503);
    expect(down.body.error.fields).toEqual({ queue: 'unreachable: the job queue is stopped' });
    expect(await health(t.app)).toBe(200);
  });
});

describe(`readiness when the database goes away (${base ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let reached: Database;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof openTcpProxy>> | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
    reached = database;
    if (database.url) {
      // The app reaches PostgreSQL through a forwarder the test can stop.
      const url = new URL(database.url);
      proxy = await openTcpProxy(url.hostname, Number(url.port || 5432));
      url.host = `127.0.0.1:${proxy.port}`;
      reached = await openDatabase({ url: url.toString() });
    }
    app = await buildApp({
      config: testConfig(),
      database: reached,
      clock: new TestClock(),
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.start();
    await app.close().catch(() => undefined);
    if (reached !== database) await reached.close();
    await database.close().catch(() => undefined);
  });

  it('answers 200 without Redis configured', async () => {
    expect((await ready(app)).body.data.checks).toEqual({
      database: 'ok',
      redis: 'not configured',
      queue: 'ok',
    });
  });

  it('answers 503 naming the database while it cannot be reached', async () => {
    if (proxy) await proxy.stop();
    else await database.pglite!.close();
    const down = await ready(app);
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('NOT_READY');
    expect(down.body.error.fields.database).toMatch(/^unreachable: /);
    // The queue lives in the same database, so it is named too.
    expect(down.body.error.fields.queue).toMatch(/^unreachable: /);

    if (proxy) {
      await proxy.start();
      await until(async () => (await ready(app)).status === 200);
    }
  });
});
