import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authFor,
  createLearner,
  finishLesson,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';
import { lessonAt, patchHabit, streakAt } from '../../../test/support/habit/test-support.ts';

let t: TestApp;
let learner: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  t.clock.set('2026-03-10T09:00:00Z');
  learner = await createLearner(t);
});

const solutions: Record<string, string[]> = {
  '4xvU6': ['h5f7'],
  '1iTkn': ['c8c1', 'c1d1'],
  '2U2rO': ['e2e1', 'e8e1'],
};
async function solve(id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/puzzles/submit-puzzle/',
    headers: await authFor(t, learner.id),
    payload: { puzzle_id: id, moves: solutions[id], hint_used: false, time_ms: 5000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { correct: boolean; points_gained: number };
}
const moment = async (m: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/streak/moments',
    headers: await authFor(t, learner.id),
    payload: { moment: m },
  });
const currentUser = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/users/current-user/',
      headers: await authFor(t, learner.id),
    })
  ).json().data;

describe('daily goal and time zone on the profile form', () => {
  it('are saved and returned by current-user', async () => {
    expect(await currentUser()).toMatchObject({
      daily_goal: 20,
      time_zone: null,
      reminder_hour: null,
    });
    const res = await patchHabit(t, learner, {
      daily_goal: '50',
      time_zone: 'America/New_York',
      reminder_hour: '19',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      daily_goal: 50,
      time_zone: 'America/New_York',
      reminder_hour: 19,
    });
    await patchHabit(t, learner, { reminder_hour: 'off' });
    expect(await currentUser()).toMatchObject({ daily_goal: 50, reminder_hour: null });
  });

  it.each([
    [{ daily_goal: '7' }, 'Daily goal must be 10, 20, 30 or 50 xp', 'daily_goal'],
    [{ daily_goal: 'lots' }, 'Daily goal must be 10, 20, 30 or 50 xp', 'daily_goal'],
    [{ time_zone: 'Mars/Base' }, 'Unknown time zone "Mars/Base"', 'time_zone'],
    [{ time_zone: '../etc' }, 'Unknown time zone "../etc"', 'time_zone'],
    [
      { reminder_hour: '24' },
      'Reminder hour must be a whole hour from 0 to 23, or off',
      'reminder_hour',
    ],
  ])('refuses %j with a 400 that says why', async (fields, message, field) => {
    const res = await patchHabit(t, learner, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(await currentUser()).toMatchObject({ daily_goal: 20, time_zone: null });
  });
});

describe('goal progress', () => {
  it('counts lesson xp and puzzle points (1 point = 1 xp); three solved puzzles make the day', async () => {
    await loadPuzzles(t.database.db, { twoMates: 1200, mateIn2: 1300, mateIn2b: 1400 });
    await patchHabit(t, learner, { daily_goal: '10', time_zone: 'Europe/London' });
    let s = await streakAt(t, learner);
    expect(s).toMatchObject({ today_xp: 0, today_done: false, celebration_due: false });
    const a = await solve('4xvU6');
    const b = await solve('1iTkn');
    expect(a.correct && b.correct).toBe(true);
    s = await streakAt(t, learner);
    expect(s).toMatchObject({ today_xp: a.points_gained + b.points_gained, today_puzzles: 2 });
    expect(s).toMatchObject({ today_done: false, current: 0 });
    const c = await solve('2U2rO');
    s = await streakAt(t, learner);
    expect(s).toMatchObject({
      today_puzzles: 3,
      today_done: true,
      current: 1,
      extended_today: true,
    });
    const lesson = await lessonAt(t, learner, '2026-03-10T10:00:00Z');
    s = await streakAt(t, learner);
    expect(s.today_xp).toBe(
      a.points_gained + b.points_gained + c.points_gained + lesson.xp_awarded,
    );
    expect(s.current).toBe(1);
  });

  it('a replayed puzzle earns nothing towards the goal', async () => {
    await loadPuzzles(t.database.db, { twoMates: 1200 });
    await solve('4xvU6');
    const before = (await streakAt(t, learner)).today_xp;
    await solve('4xvU6');
    expect((await streakAt(t, learner)).today_puzzles).toBe(1);
    expect((await streakAt(t, learner)).today_xp).toBe(before);
  });

  it('celebrates a met goal once a day, even when two tabs claim it at once', async () => {
    await patchHabit(t, learner, { daily_goal: '10' });
    expect((await moment('goal')).json().data.show).toBe(false); // not met yet
    await lessonAt(t, learner, '2026-03-10T10:00:00Z');
    expect((await streakAt(t, learner)).celebration_due).toBe(true);
    const shows = await Promise.all([moment('goal'), moment('goal'), moment('goal')]);
    expect(shows.map((r) => r.json().data.show).sort()).toEqual([false, false, true]);
    expect((await streakAt(t, learner)).celebration_due).toBe(false);
    // The next day: the goal starts again at 0 and is celebrated again once met.
    await lessonAt(t, learner, '2026-03-11T10:00:00Z', 's1-u1-l2');
    expect((await moment('goal')).json().data.show).toBe(true);
  });

  it('shows "streak extended" once, after the first qualifying activity of the day', async () => {
    expect((await moment('extended')).json().data.show).toBe(false);
    await lessonAt(t, learner, '2026-03-10T10:00:00Z');
    expect((await streakAt(t, learner)).extended_today).toBe(true);
    expect((await moment('extended')).json().data.show).toBe(true);
    expect((await moment('extended')).json().data.show).toBe(false);
    expect((await streakAt(t, learner)).extended_today).toBe(false);
  });

  it('two tabs finishing lessons at once make one day with both lessons', async () => {
    await lessonAt(t, learner, '2026-03-09T12:00:00Z'); // yesterday: opens s1-u1-l2
    t.clock.set('2026-03-10T12:00:00Z');
    learner.auth = await authFor(t, learner.id);
    const [a, b] = await Promise.all([
      finishLesson(t, learner, 's1-u1-l1'),
      finishLesson(t, learner, 's1-u1-l2'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const s = await streakAt(t, learner);
    expect(s).toMatchObject({ current: 2, longest: 2, today_done: true });
    expect(s.today_xp).toBe(a.json().data.xp_awarded + b.json().data.xp_awarded);
  });

  it('refuses a bad moment or range with a 400, and a missing token with a 401', async () => {
    expect((await moment('party')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/streak?from=2026-01-01&to=2027-06-01',
      headers: await authFor(t, learner.id),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('at most 366 days');
    expect((await t.app.inject({ method: 'GET', url: '/api/streak' })).statusCode).toBe(401);
  });

  it('answers a requested range of local days', async () => {
    await lessonAt(t, learner, '2026-03-10T10:00:00Z');
    const s = await streakAt(t, learner, undefined, '?from=2026-03-09&to=2026-03-11');
    expect(s.days).toEqual([
      { date: '2026-03-09', active: false, frozen: false },
      { date: '2026-03-10', active: true, frozen: false },
      { date: '2026-03-11', active: false, frozen: false },
    ]);
  });
});
