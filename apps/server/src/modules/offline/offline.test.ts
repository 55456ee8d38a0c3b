import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  answer,
  createLearner,
  finishLesson,
  idOf,
  loadFixture,
  RIGHT,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
});

type Pack = {
  lessons: {
    lesson: { slug: string; status: string; xp: number };
    exercises: { id: number; slug: string; type: string; answered: boolean }[];
  }[];
};
const pack = async (learner: Learner): Promise<Pack> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/offline/lessons/',
    headers: learner.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const summary = (p: Pack) => p.lessons.map((l) => [l.lesson.slug, l.lesson.status]);

describe('offline/lessons/', () => {
  it('holds the current lesson and the two after it in path order, with their exercises', async () => {
    const learner = await createLearner(t, 'new');
    const p = await pack(learner);
    expect(summary(p)).toEqual([
      ['s1-u1-l1', 'available'],
      ['s1-u1-l2', 'locked'],
      ['s1-u2-l1', 'locked'],
    ]);
    expect(p.lessons[0]!.exercises.map((e) => [e.slug, e.type, e.answered])).toEqual([
      ['s1-u1-l1-info', 'info_type', false],
      ['s1-u1-l1-quiz', 'objective_type', false],
    ]);
    // The same exercises the online read gives for the open lesson.
    const online = await t.app.inject({
      method: 'GET',
      url: `/api/exercises/?lesson_id=${await idOf(t.database.db, 'lessons', 's1-u1-l1')}`,
      headers: learner.auth,
    });
    expect(p.lessons[0]!.exercises).toEqual(online.json().data);
  });

  it('moves on with the learner, starts at the placement, and is empty when all is done', async () => {
    const learner = await createLearner(t, 'new');
    await finishLesson(t, learner, 's1-u1-l1');
    await answer(t, learner, await idOf(t.database.db, 'exercises', 's1-u1-l2-info'), {});
    const p = await pack(learner);
    expect(summary(p)).toEqual([
      ['s1-u1-l2', 'in_progress'],
      ['s1-u2-l1', 'locked'],
      ['s2-u1-l1', 'locked'],
    ]);
    expect(p.lessons[0]!.exercises.map((e) => e.answered)).toEqual([true, false]);

    const placed = await createLearner(t, 'knows_tactics_and_strategy');
    expect(summary(await pack(placed))).toEqual([
      ['s3-u1-l1', 'available'],
      ['s4-u1-l1', 'locked'],
    ]);
    await finishLesson(t, placed, 's3-u1-l1');
    await finishLesson(t, placed, 's4-u1-l1');
    // Sections 1–2 stay open to replay but are not "the next lessons" of this learner.
    const after = await pack(placed);
    expect(
      after.lessons.every((l) => l.lesson.slug.startsWith('s1') || l.lesson.slug.startsWith('s2')),
    ).toBe(true);
  });

  it('answers given offline for the whole pack, sent in order, open each lesson and pay its xp', async () => {
    const learner = await createLearner(t, 'new');
    const p = await pack(learner);
    let xp = 0;
    for (const { lesson, exercises } of p.lessons) {
      for (const e of exercises) {
        const res = await answer(t, learner, e.id, e.type === 'info_type' ? {} : RIGHT, true);
        expect(res.statusCode, `${e.slug}: ${res.body}`).toBe(200);
        expect(res.json().data.correct).toBe(true);
      }
      xp += lesson.xp;
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current-user/',
      headers: learner.auth,
    });
    expect(me.json().data.xp).toBe(xp);
    expect(summary(await pack(learner))[0]).toEqual(['s2-u1-l1', 'available']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offline/lessons/' });
    expect(res.statusCode).toBe(401);
  });
});
