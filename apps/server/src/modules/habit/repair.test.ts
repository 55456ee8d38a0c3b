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
  t.clock.set('2026-03-10T09:00:00Z');
  learner = await createLearner(t);
  await patchHabit(t, learner, { time_zone: 'Europe/Paris' });
});

/** As if the process died after the answer statement, before the streak day was written. */
async function forgetLastLessonDay() {
  const db = t.database.db;
  await db.execute(sql`delete from habit_sources where user_id = ${learner.id}
    and source = (select source from habit_sources where user_id = ${learner.id} order by created_at desc, source desc limit 1)`);
  await db.execute(
    sql`delete from habit_days where user_id = ${learner.id} and date = '2026-03-11'`,
  );
  await db.execute(sql`update habits set last_date = '2026-03-10', streak_end = '2026-03-10',
    current = 1, longest = 1 where user_id = ${learner.id}`);
}

describe('a lesson day lost between the answer and its streak record', () => {
  it('is recorded from the xp event on the next read, once', async () => {
    await lessonAt(t, learner, '2026-03-10T10:00:00Z');
    const second = await lessonAt(t, learner, '2026-03-11T10:00:00Z', 's1-u1-l2');
    await forgetLastLessonDay();
    const [a, b] = await Promise.all([
      streakAt(t, learner, '2026-03-11T12:00:00Z'),
      streakAt(t, learner),
    ]);
    for (const s of [a, b]) {
      expect(activeDates(s.days)).toEqual(['2026-03-10', '2026-03-11']);
      expect(s).toMatchObject({ current: 2, today_done: true, today_xp: second.xp_awarded });
    }
    expect((await streakAt(t, learner)).today_xp).toBe(second.xp_awarded);
  });
});
