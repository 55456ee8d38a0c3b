import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authFor,
  createLearner,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { lessonAt, patchHabit } from '../../../test/support/habit/test-support.ts';

let t: TestApp;
let learner: Learner;
let viewer: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  t.clock.set('2026-03-01T12:00:00Z');
  learner = await createLearner(t);
  viewer = await createLearner(t);
  await patchHabit(t, learner, { time_zone: 'Asia/Tokyo' });
});

const profile = async (at: string) => {
  t.clock.set(at);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/profile/${learner.id}/`,
    headers: await authFor(t, viewer.id),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('the streak on a public profile', () => {
  it('is the real streak in the learner’s zone, with a calendar of active days', async () => {
    await lessonAt(t, learner, '2026-03-03T14:30:00Z'); // 3 March 23:30 in Tokyo
    await lessonAt(t, learner, '2026-03-03T15:30:00Z'); // 4 March 00:30 in Tokyo
    const p = await profile('2026-03-04T01:00:00Z');
    expect(p).toMatchObject({ streak_days: 2, streak_longest: 2 });
    expect(p.streak_calendar).toHaveLength(35);
    expect(p.streak_calendar.at(-1)).toEqual({ date: '2026-03-04', active: true, frozen: false });
    expect(p.streak_calendar.filter((d: { active: boolean }) => d.active)).toHaveLength(2);
    expect(JSON.stringify(p)).not.toContain('Asia/Tokyo');
  });

  it('drops to 0 once a whole local day was missed, without writing anything', async () => {
    await lessonAt(t, learner, '2026-03-03T14:30:00Z'); // 3 March 23:30 in Tokyo
    expect((await profile('2026-03-04T14:00:00Z')).streak_days).toBe(1); // 4 March 23:00
    expect(await profile('2026-03-04T15:30:00Z')).toMatchObject({
      streak_days: 0,
      streak_longest: 1,
    });
  });
});
