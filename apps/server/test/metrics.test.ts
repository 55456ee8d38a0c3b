import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TestClock } from '../src/clock.ts';
import { createLearner } from './support/subscription/test-fixtures.ts';
import { createTestApp, testConfig, type TestApp } from './harness.ts';
import { parseMetrics } from './metrics-text.ts';
import { freePort } from './server-process.ts';

/*
 * GET /metrics (ADR 0029): behind the bearer token on the API port, or only on METRICS_PORT,
 * or nowhere; and the numbers move with requests and jobs.
 */
const TOKEN = 'metrics-token-for-the-test';
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  // Mail goes to an SMTP port where nothing listens: every delivery fails.
  t = await createTestApp({
    METRICS_TOKEN: TOKEN,
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  });
});
afterAll(() => t.close());

async function scrape(app = t.app) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return parseMetrics(res.body).samples;
}

describe('metrics on the API port', () => {
  it('are served only with the bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toMatch(/Bearer <METRICS_TOKEN>/);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('t', 'x')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('count requests and their latency by route pattern and status', async () => {
    const ok = 'method="GET",route="/api/health",status_code="200"';
    const missing = 'method="GET",route="/dev/mailbox/:id",status_code="404"';
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/dev/mailbox/987654' });
    const after = await scrape();
    expect(after.get(`http_requests_total{${ok}}`)).toBe(
      (before.get(`http_requests_total{${ok}}`) ?? 0) + 3,
    );
    expect(after.get(`http_request_duration_seconds_count{${ok}}`)).toBe(
      (before.get(`http_request_duration_seconds_count{${ok}}`) ?? 0) + 3,
    );
    expect(after.get(`http_request_duration_seconds_bucket{le="+Inf",${ok}}`)).toBe(
      after.get(`http_request_duration_seconds_count{${ok}}`),
    );
    expect(after.get(`http_request_duration_seconds_sum{${ok}}`)).toBeGreaterThan(0);
    expect(after.get(`http_requests_total{${missing}}`)).toBe(1);
    // The pattern, never the raw URL: one series per route whatever the ids.
    expect([...after.keys()].some((k) => k.includes('987654'))).toBe(false);
  });

  it('follow the job queue, its failures and the mail outbox', async () => {
    const depth = 'ascend_job_queue_depth{queue="mail.deliver"}';
    const before = await scrape();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'A message for the metrics.' },
    });
    expect(sent.statusCode).toBe(201);
    const queued = await scrape();
    expect(queued.get(depth)).toBe((before.get(depth) ?? 0) + 1);
    expect(
      queued.get('ascend_job_queue_oldest_waiting_seconds{queue="mail.deliver"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(queued.get('ascend_mail_outbox{status="pending"}')).toBe(1);
    expect(queued.get('ascend_job_failures_total{queue="mail.deliver"}')).toBeUndefined();

    // Every attempt fails (no SMTP server), retries included, then the dead letter runs.
    await t.app.deps.queue.runDueJobs({ ignoreStartAfter: true });
    const failed = await scrape();
    expect(failed.get(depth)).toBe(0);
    expect(failed.get('ascend_job_failures_total{queue="mail.deliver"}')).toBe(6);
    expect(failed.get('ascend_job_queue_failed_jobs{queue="mail.deliver"}')).toBe(1);
    expect(failed.get('ascend_mail_outbox{status="pending"}')).toBe(0);
    expect(failed.get('ascend_mail_outbox{status="failed"}')).toBe(1);
  });

  it('count the Orion analyses finished in the last minute', async () => {
    const me = await createLearner(t.app);
    const finish = (status: string, secondsAgo: number) =>
      t.database.db.execute(sql`
        insert into orion_games (user_id, status, color, source, pgn, headers, start_fen, plies, cost, created_at, finished_at)
        values (${me.id}, ${status}, 'w', 'paste', '1. e4', '{}', 'x', 1, 10, now(),
          ${new Date(t.clock.now().getTime() - secondsAgo * 1000).toISOString()})`);
    await finish('done', 5);
    await finish('done', 30);
    await finish('failed', 10);
    await finish('done', 120);
    const now = await scrape();
    expect(now.get('ascend_orion_analyses_last_minute{outcome="done"}')).toBe(2);
    expect(now.get('ascend_orion_analyses_last_minute{outcome="failed"}')).toBe(1);
  });

  it(`report the PostgreSQL pools (absent on the embedded database)`, async () => {
    const samples = await scrape();
    if (t.database.kind === 'postgres') {
      expect(samples.get('ascend_db_pool_max{pool="app"}')).toBe(10);
      expect(samples.get('ascend_db_pool_max{pool="jobs"}')).toBe(4);
      expect(samples.get('ascend_db_pool_waiting{pool="app"}')).toBe(0);
      expect(samples.has('ascend_db_pool_connections{pool="app",state="idle"}')).toBe(true);
    } else {
      expect([...samples.keys()].some((k) => k.startsWith('ascend_db_pool'))).toBe(false);
    }
  });
});

describe('metrics elsewhere', () => {
  const other: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const app = await buildApp({
      config: testConfig(env),
      database: t.database,
      clock: new TestClock(),
      logger: false,
    });
    other.push(app);
    await app.ready();
    return app;
  };
  afterAll(async () => {
    for (const app of other) await app.close();
  });

  it('are served on METRICS_PORT and not on the public port', async () => {
    const port = await freePort();
    const app = await appWith({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    await app.serveMetricsPort();
    await app.inject({ method: 'GET', url: '/api/health' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: auth });
    expect(res.status).toBe(200);
    const { samples } = parseMetrics(await res.text());
    expect(
      samples.get('http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);

    const publicPort = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(publicPort.statusCode).toBe(404);
  });

  it('are not served at all without METRICS_PORT or METRICS_TOKEN', async () => {
    const app = await appWith({});
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Metrics not found' });
  });
});
