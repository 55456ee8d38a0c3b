import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authFor,
  createLearner,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import {
  browserKeys,
  decryptPush,
  type BrowserKeys,
} from '../../../test/support/push/push-crypto.ts';
import { startPushServiceDouble } from '../../../test/support/push/push-service-double.ts';
import { sendDueReminders } from './reminders.ts';
import { lessonAt, patchHabit } from '../../../test/support/habit/test-support.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushServiceDouble>>;
let learner: Learner;
let keys: BrowserKeys;
beforeAll(async () => {
  t = await createTestApp({ TEST_OUTBOUND_ALLOW: '127.0.0.1' });
  push = await startPushServiceDouble();
  push.trustIn(t.app.deps.outbound.agent);
});
afterAll(async () => {
  await push.close();
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  push.deliveries.length = 0;
  t.clock.set('2026-03-10T12:00:00Z');
  learner = await createLearner(t);
  keys = browserKeys();
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe/',
    headers: await authFor(t, learner.id),
    payload: { endpoint: `${push.origin}/push/${learner.id}`, keys: keys.json },
  });
  expect(sub.statusCode, sub.body).toBe(200);
  // 19:00 in New York (EDT since 8 March) is 23:00 UTC.
  const res = await patchHabit(t, learner, { time_zone: 'America/New_York', reminder_hour: '19' });
  expect(res.statusCode).toBe(200);
});

const run = async (at: string) => {
  t.clock.set(at);
  return sendDueReminders(t.app.deps, t.clock.now());
};
const reminderMails = async () => {
  const res = await t.database.db.execute<{ subject: string; text: string }>(
    sql`select subject, text from mail_outbox where user_id = ${learner.id} and kind = 'reminder' order by id`,
  );
  return res.rows;
};

describe('the streak reminder job', () => {
  it('reminds at the chosen local hour, by mail and push, once that local day', async () => {
    expect(await run('2026-03-10T22:45:00Z')).toBe(0); // 18:45 in New York: not yet
    expect(await run('2026-03-10T23:00:00Z')).toBe(1);
    expect(await run('2026-03-10T23:15:00Z')).toBe(0);
    expect(await run('2026-03-11T03:45:00Z')).toBe(0); // 23:45, same local day
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/notification\/unsubscribe\?token=/);
    expect(push.deliveries).toHaveLength(1);
    expect(JSON.parse(decryptPush(push.deliveries[0]!.body, keys))).toMatchObject({
      tag: 'streak-reminder',
      url: '/app',
    });
    // The next local day, again.
    expect(await run('2026-03-11T23:00:00Z')).toBe(1);
    expect(await reminderMails()).toHaveLength(2);
  });

  it('sends nothing once today counts for the streak', async () => {
    await lessonAt(t, learner, '2026-03-10T21:00:00Z');
    expect(await run('2026-03-10T23:00:00Z')).toBe(0);
    expect(await reminderMails()).toHaveLength(0);
    expect(push.deliveries).toHaveLength(0);
    // A streak to keep: the next day's reminder names it.
    expect(await run('2026-03-11T23:00:00Z')).toBe(1);
    expect((await reminderMails())[0]!.subject).toContain('1-day streak');
  });

  it('two job runs at once send one reminder', async () => {
    t.clock.set('2026-03-10T23:05:00Z');
    const counts = await Promise.all([
      sendDueReminders(t.app.deps, t.clock.now()),
      sendDueReminders(t.app.deps, t.clock.now()),
      sendDueReminders(t.app.deps, t.clock.now()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminderMails()).toHaveLength(1);
    expect(push.deliveries).toHaveLength(1);
  });

  it('the mailed one-click link turns reminders off at once', async () => {
    await run('2026-03-10T23:00:00Z');
    const token = decodeURIComponent(/token=([^\s]+)/.exec((await reminderMails())[0]!.text)![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification/unsubscribe',
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(/Daily reminders are off/);
    expect(await run('2026-03-11T23:00:00Z')).toBe(0);
    expect(await reminderMails()).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current-user/',
      headers: await authFor(t, learner.id),
    });
    expect(me.json().data.reminder_hour).toBeNull();
  });

  it('learners who never opted in get nothing', async () => {
    await patchHabit(t, learner, { reminder_hour: 'off' });
    const other = await createLearner(t);
    await patchHabit(t, other, { daily_goal: '30' });
    expect(await run('2026-03-10T23:00:00Z')).toBe(0);
  });

  it('runs as the habit.reminders job through the queue', async () => {
    t.clock.set('2026-03-10T23:00:00Z');
    await t.app.deps.queue.enqueue('habit.reminders', {});
    await t.app.deps.queue.runDueJobs();
    expect(await reminderMails()).toHaveLength(1);
  });
});
