import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createLearner,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import {
  activeDates,
  lessonAt,
  patchHabit,
  streakAt,
} from '../../../test/support/habit/test-support.ts';

let t: TestApp;
let learner: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  t.clock.set('2026-03-01T12:00:00Z');
  learner = await createLearner(t);
});

const zone = async (z: string) =>
  expect((await patchHabit(t, learner, { time_zone: z })).statusCode).toBe(200);

describe('streak days in the learner’s zone across DST', () => {
  it('America/New_York in March: 23:30 and 00:30 local fall on their local dates around the 2 am jump', async () => {
    await zone('America/New_York');
    await lessonAt(t, learner, '2026-03-08T04:30:00Z'); // Sat 7 Mar 23:30 EST
    await lessonAt(t, learner, '2026-03-09T03:30:00Z'); // Sun 8 Mar 23:30 EDT (a 23-hour day)
    await lessonAt(t, learner, '2026-03-09T04:30:00Z'); // Mon 9 Mar 00:30 EDT
    const s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(s).toMatchObject({ current: 3, longest: 3, today: '2026-03-09', today_done: true });
  });

  it('America/New_York in November: the 25-hour day is one day', async () => {
    await zone('America/New_York');
    await lessonAt(t, learner, '2026-11-01T03:30:00Z'); // Sat 31 Oct 23:30 EDT
    await lessonAt(t, learner, '2026-11-01T05:30:00Z'); // Sun 1 Nov 01:30 EDT
    await lessonAt(t, learner, '2026-11-01T06:30:00Z'); // Sun 1 Nov 01:30 EST (again)
    await lessonAt(t, learner, '2026-11-02T04:30:00Z'); // Sun 1 Nov 23:30 EST
    await lessonAt(t, learner, '2026-11-02T05:30:00Z'); // Mon 2 Nov 00:30 EST
    const s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(s.current).toBe(3);
  });

  it('Europe/London: 00:15 BST is already the next day although UTC still says the last one', async () => {
    await zone('Europe/London');
    await lessonAt(t, learner, '2026-03-28T23:30:00Z'); // Sat 28 Mar 23:30 GMT
    await lessonAt(t, learner, '2026-03-29T22:30:00Z'); // Sun 29 Mar 23:30 BST
    await lessonAt(t, learner, '2026-03-29T23:15:00Z'); // Mon 30 Mar 00:15 BST
    const s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(s).toMatchObject({ current: 3, today: '2026-03-30' });
  });

  it('without a zone the days are UTC days', async () => {
    await lessonAt(t, learner, '2026-03-10T23:50:00Z');
    await lessonAt(t, learner, '2026-03-11T00:10:00Z');
    const s = await streakAt(t, learner);
    expect(s.time_zone).toBeNull();
    expect(activeDates(s.days)).toEqual(['2026-03-10', '2026-03-11']);
  });
});

describe('a zone change never creates or destroys a day', () => {
  it('moving east does not start a new day before the old zone’s day has ended', async () => {
    await zone('America/New_York');
    await lessonAt(t, learner, '2026-03-11T03:30:00Z'); // Tue 10 Mar 23:30 EDT
    await zone('Asia/Tokyo'); // Wed 11 Mar 12:30 in Tokyo
    await lessonAt(t, learner, '2026-03-11T03:50:00Z'); // New York 23:50, Tokyo 12:50
    let s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10']);
    expect(s).toMatchObject({ current: 1, today: '2026-03-10', today_done: true });
    // Once 11 March has begun in both zones, it is a new day.
    await lessonAt(t, learner, '2026-03-11T04:30:00Z'); // New York 00:30, Tokyo 13:30
    s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10', '2026-03-11']);
    expect(s).toMatchObject({ current: 2, today: '2026-03-11' });
    // From now on the days are Tokyo's: 12 March starts at Tokyo midnight.
    await lessonAt(t, learner, '2026-03-11T15:30:00Z'); // Thu 12 Mar 00:30 in Tokyo
    s = await streakAt(t, learner);
    expect(s).toMatchObject({ current: 3, today: '2026-03-12' });
  });

  it('moving west neither re-dates a recorded day nor counts the same day again', async () => {
    await zone('Asia/Tokyo');
    await lessonAt(t, learner, '2026-03-10T01:00:00Z'); // Tue 10 Mar 10:00 in Tokyo
    await zone('America/New_York'); // Mon 9 Mar 21:00 in New York
    await lessonAt(t, learner, '2026-03-10T01:30:00Z');
    let s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10']);
    expect(s).toMatchObject({ current: 1, today: '2026-03-10', today_done: true });
    // 11 March in New York is the next day; the streak goes on.
    await lessonAt(t, learner, '2026-03-11T14:00:00Z');
    s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10', '2026-03-11']);
    expect(s.current).toBe(2);
  });

  it('a jump across the date line does not break a streak the old zone still keeps', async () => {
    await zone('Pacific/Honolulu');
    await lessonAt(t, learner, '2026-03-10T11:00:00Z'); // Tue 10 Mar 01:00 in Honolulu
    await zone('Pacific/Kiritimati'); // 24 hours ahead of Honolulu
    // Wed 11 Mar 00:30 in Honolulu is Thu 12 Mar in Kiritimati: 11 March was never missed.
    let s = await streakAt(t, learner, '2026-03-11T10:30:00Z');
    expect(s).toMatchObject({ current: 1, today: '2026-03-11', today_done: false });
    await lessonAt(t, learner, '2026-03-11T10:40:00Z');
    s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10', '2026-03-11']);
    expect(s.current).toBe(2);
  });

  it('changing the zone back and forth on one day leaves exactly one day', async () => {
    await zone('Europe/London');
    await lessonAt(t, learner, '2026-03-10T12:00:00Z');
    for (const z of ['Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney', 'Europe/London']) {
      await zone(z);
      await lessonAt(t, learner, t.clock.now().toISOString());
    }
    const s = await streakAt(t, learner);
    expect(activeDates(s.days)).toEqual(['2026-03-10']);
    expect(s.current).toBe(1);
  });
});
