import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { contentFolder } from './content-files.ts';
import { loadContentFolder } from './content-loader.ts';
import { createLearner } from '../../../test/support/curriculum/test-fixture.ts';

// The real curriculum in content/, loaded the way the server does at start.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = { info: () => {}, warn: () => {} } as never;

describe('the repository curriculum', () => {
  it('loads at start, twice without change, with a placement-aware path', async () => {
    const first = await loadContentFolder({ db: t.database.db, log }, contentFolder());
    expect(first).not.toBeNull();
    expect(first!.sections).toBeGreaterThanOrEqual(4);
    expect(await loadContentFolder({ db: t.database.db, log }, contentFolder())).toEqual({
      ...first,
      retired: 0,
    });

    const learner = await createLearner(t, 'can_move_pieces');
    const sections = (
      await t.app.inject({ method: 'GET', url: '/api/sections/', headers: learner.auth })
    ).json().data.results;
    expect(sections.slice(0, 3).map((s: { status: string }) => s.status)).toEqual([
      'available',
      'available',
      'locked',
    ]);
    const next = (
      await t.app.inject({
        method: 'GET',
        url: '/api/sections/active-learn',
        headers: learner.auth,
      })
    ).json().data;
    expect(next.section.number).toBe(2);
    expect(next.exercise.number).toBe(1);
  });

  it("serves every lesson's exercises through the response contract", async () => {
    const learner = await createLearner(t);
    // Mark every lesson done so that none is locked, then fetch each one's exercises.
    await t.database.db.execute(sql`
      insert into user_lesson_progress (user_id, lesson_id, completions, completed_at)
      select ${learner.id}, id, 1, now() from lessons where retired_at is null`);
    const lessons = await t.database.db.execute<{ id: number; n: number }>(sql`
      select l.id, (select count(*)::int from exercises e where e.lesson_id = l.id and e.retired_at is null) as n
      from lessons l where l.retired_at is null`);
    expect(lessons.rows.length).toBeGreaterThanOrEqual(48);
    for (const lesson of lessons.rows) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/?lesson_id=${lesson.id}`,
        headers: learner.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toHaveLength(Number(lesson.n));
    }
  });
});
