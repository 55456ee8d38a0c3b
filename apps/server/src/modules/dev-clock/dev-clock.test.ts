import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testConfig } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';

describe('the browser tests’ clock (E2E_CLOCK)', () => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('is refused in production', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), E2E_CLOCK: '1' };
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/ascend-e2e-clock' })).toThrow(
      /E2E_CLOCK: not allowed when NODE_ENV=production/,
    );
  });

  it('moves forward through POST /dev/clock, and only on an offset clock', async () => {
    database = await createTestDatabase();
    const clock = new OffsetClock();
    const app = await buildApp({ config: testConfig(), database, clock, logger: false });
    const before = clock.now().getTime();
    const moved = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advance_ms: 7 * 86_400_000 },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().data.now) - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    // The move ticks every schedule through the queue: the week's rollover is queued now.
    const queued = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'leagues.rollover' and state = 'created'`,
    );
    expect((queued.rows[0] as { n: number }).n).toBe(1);
    const back = await app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advance_ms: -1 },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toMatch(/time only moves forward/);
    await app.close();

    const plain = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      clock: { now: () => new Date() },
    });
    expect(
      (await plain.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: 1 } }))
        .statusCode,
    ).toBe(404);
    await plain.close();
  });
});
