import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createLearner,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import {
  activeDates,
  frozenDates,
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
  expect((await patchHabit(t, learner, { time_zone: 'Europe/Berlin' })).statusCode).toBe(200);
});

/** A lesson at noon UTC on each of `days` consecutive days from 1 March 2026. */
async function daysInARow(days: number, fromDay = 1) {
  for (let d = fromDay; d < fromDay + days; d++)
    await lessonAt(t, learner, `2026-03-${String(d).padStart(2, '0')}T12:00:00Z`);
}

async function makeHero(until: string) {
  await t.database.db.execute(sql`
    insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end)
    values (${learner.id}, 'monthly', 'active', '2026-01-01T00:00:00Z', ${until}::timestamptz)`);
}

describe('streak freezes', () => {
  it('a free learner earns one at the 7th day of a streak and it covers a missed day', async () => {
    await daysInARow(6);
    expect((await streakAt(t, learner)).freezes).toBe(0);
    await daysInARow(1, 7);
    expect(await streakAt(t, learner)).toMatchObject({ current: 7, freezes: 1 });
    // 8 March missed; on 9 March the freeze keeps the streak.
    const s = await streakAt(t, learner, '2026-03-09T08:00:00Z');
    expect(s).toMatchObject({ current: 7, freezes: 0, today_done: false });
    expect(frozenDates(s.days)).toEqual(['2026-03-08']);
    await lessonAt(t, learner, '2026-03-09T09:00:00Z');
    expect(await streakAt(t, learner)).toMatchObject({ current: 8, longest: 8 });
  });

  it('is not used while the missed day is still today, nor when the day was done', async () => {
    await daysInARow(7);
    // 8 March is not over yet: nothing is missed.
    let s = await streakAt(t, learner, '2026-03-08T22:30:00Z'); // 23:30 in Berlin
    expect(s).toMatchObject({ current: 7, freezes: 1 });
    await lessonAt(t, learner, '2026-03-08T22:45:00Z');
    s = await streakAt(t, learner, '2026-03-09T10:00:00Z');
    expect(s).toMatchObject({ current: 8, freezes: 1 });
    expect(frozenDates(s.days)).toEqual([]);
  });

  it('does not save a streak when more days were missed than freezes held (and is kept)', async () => {
    await daysInARow(7);
    const s = await streakAt(t, learner, '2026-03-10T10:00:00Z'); // 8 and 9 March missed
    expect(s).toMatchObject({ current: 0, longest: 7, freezes: 1 });
    expect(frozenDates(s.days)).toEqual([]);
    await lessonAt(t, learner, '2026-03-10T11:00:00Z');
    expect(await streakAt(t, learner)).toMatchObject({ current: 1, longest: 7, freezes: 1 });
  });

  it('a free learner holds at most two', async () => {
    await daysInARow(21);
    expect(await streakAt(t, learner)).toMatchObject({ current: 21, freezes: 2 });
  });

  it('two concurrent reads after a missed day spend the freeze once', async () => {
    await daysInARow(7);
    t.clock.set('2026-03-09T08:00:00Z');
    const [a, b] = await Promise.all([streakAt(t, learner), streakAt(t, learner)]);
    expect([a.freezes, b.freezes]).toEqual([0, 0]);
    expect(a.current).toBe(7);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from habit_days where user_id = ${learner.id} and frozen`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('a Hero subscriber is topped up to two each month and earns none from the 7-day rule', async () => {
    await makeHero('2026-05-01T00:00:00Z');
    await lessonAt(t, learner, '2026-03-01T12:00:00Z');
    expect((await streakAt(t, learner)).freezes).toBe(2);
    await daysInARow(6, 2);
    expect(await streakAt(t, learner)).toMatchObject({ current: 7, freezes: 2 });
    // Two missed days (8 and 9 March) are both covered.
    const s = await streakAt(t, learner, '2026-03-10T08:00:00Z');
    expect(s).toMatchObject({ current: 7, freezes: 0 });
    expect(frozenDates(s.days)).toEqual(['2026-03-08', '2026-03-09']);
    // Still March: no new grant. April: two again.
    expect((await streakAt(t, learner, '2026-03-31T12:00:00Z')).freezes).toBe(0);
    expect((await streakAt(t, learner, '2026-04-01T12:00:00Z')).freezes).toBe(2);
    expect(activeDates(s.days)).toContain('2026-03-07');
  });
});
