import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { JobHandlers } from './job-types.ts';
import { JobQueue } from './queue.ts';

let t: TestApp;
const opened: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The leaderboard repair queued at start, so each count below is the test's own jobs.
  await t.app.deps.queue.runDueJobs();
});
afterAll(async () => {
  for (const q of opened) await q.close();
  await t.close();
});

/** Another queue instance on the test's database, as another process would open it. */
async function openQueue(handlers: Partial<JobHandlers>): Promise<JobQueue> {
  const queue = new JobQueue(t.database, { log: t.app.log, background: false });
  opened.push(queue);
  await queue.start();
  queue.handle({ ...t.app.deps.queue.handlers, ...handlers });
  return queue;
}

describe('the durable job queue (pg-boss)', () => {
  it('retries a failed job after its delay and never redoes a job done once', async () => {
    let runs = 0;
    const queue = await openQueue({
      'entitlements.apply': async () => {
        runs += 1;
        if (runs === 1) throw new Error('database restarting');
      },
    });
    const id = await queue.enqueue('entitlements.apply', {});
    const before = Date.now();
    expect(await queue.workOne('entitlements.apply')).toEqual({ id, ok: false });
    const failed = await queue.job('entitlements.apply', id!);
    expect(failed).toMatchObject({ state: 'retry', retryCount: 0 });
    // entitlements.apply retries after a fixed 10 s.
    expect(new Date(failed!.startAfter).getTime()).toBeGreaterThanOrEqual(before + 9_000);
    expect(await queue.workOne('entitlements.apply')).toBeNull();

    expect(await queue.workOne('entitlements.apply', { ignoreStartAfter: true })).toEqual({
      id,
      ok: true,
    });
    expect(await queue.job('entitlements.apply', id!)).toMatchObject({
      state: 'completed',
      retryCount: 1,
    });
    expect(await queue.runDueJobs({ ignoreStartAfter: true })).toBe(0);
    expect(runs).toBe(2);
  });

  it('keeps a job through a restart: queued by one instance, run by the next', async () => {
    const ran: string[] = [];
    const handlers: Partial<JobHandlers> = {
      'entitlements.apply': async (_data, job) => {
        ran.push(job.id);
      },
    };
    const first = await openQueue(handlers);
    const id = await first.enqueue('entitlements.apply', {});
    await first.close();
    expect(ran).toEqual([]);

    const second = await openQueue(handlers);
    expect(await second.runDueJobs()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await second.runDueJobs()).toBe(0);
  });

  it('holds a delayed job until its time', async () => {
    const ran: string[] = [];
    const queue = await openQueue({
      'entitlements.apply': async (_data, job) => {
        ran.push(job.id);
      },
    });
    const id = await queue.enqueue(
      'entitlements.apply',
      {},
      {
        startAfter: new Date(Date.now() + 3_600_000),
      },
    );
    expect(await queue.runDueJobs()).toBe(0);
    expect(await queue.job('entitlements.apply', id!)).toMatchObject({ state: 'created' });
    expect(await queue.runDueJobs({ ignoreStartAfter: true })).toBe(1);
    expect(ran).toEqual([id]);
  });

  it('queues one leaderboard repair for several processes starting together', async () => {
    const [a, b] = [await openQueue({}), await openQueue({})];
    const ids = await Promise.all([
      a.enqueue('leaderboard.repair', {}),
      b.enqueue('leaderboard.repair', {}),
      t.app.deps.queue.enqueue('leaderboard.repair', {}),
    ]);
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await t.app.deps.queue.runDueJobs()).toBe(1);
  });
});
