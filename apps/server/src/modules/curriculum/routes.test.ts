import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createLearner,
  finishLesson,
  idOf,
  loadFixture,
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

const get = async (learner: Learner, url: string) =>
  t.app.inject({ method: 'GET', url, headers: learner.auth });
const id = (table: 'sections' | 'units' | 'lessons' | 'exercises', slug: string) =>
  idOf(t.database.db, table, slug);
const statuses = (items: { slug: string; status: string }[]) =>
  Object.fromEntries(items.map((i) => [i.slug, i.status]));

describe('sections/', () => {
  it("pages the sections with the caller's status and counts, never cached", async () => {
    const learner = await createLearner(t, 'new');
    const res = await get(learner, '/api/sections/?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 20, total: 4 });
    expect(data.results[0]).toMatchObject({
      slug: 's1',
      number: 1,
      status: 'available',
      units_total: 2,
      units_completed: 0,
      lessons_total: 3,
      lessons_completed: 0,
    });
    expect(statuses(data.results)).toEqual({
      s1: 'available',
      s2: 'locked',
      s3: 'locked',
      s4: 'locked',
    });
  });

  it.each([
    ['new', { s1: 'available', s2: 'locked', s3: 'locked', s4: 'locked' }],
    ['can_move_pieces', { s1: 'available', s2: 'available', s3: 'locked', s4: 'locked' }],
    [
      'knows_tactics_and_strategy',
      { s1: 'available', s2: 'available', s3: 'available', s4: 'locked' },
    ],
  ] as const)('placement %s unlocks the sections up to its start', async (placement, expected) => {
    const learner = await createLearner(t, placement);
    expect(statuses((await get(learner, '/api/sections/')).json().data.results)).toEqual(expected);
  });

  it('an empty page past the end, a 400 for a bad page, a 401 without a token', async () => {
    const learner = await createLearner(t);
    expect((await get(learner, '/api/sections/?page=2')).json().data).toMatchObject({
      results: [],
      total: 4,
    });
    const bad = await get(learner, '/api/sections/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await t.app.inject({ method: 'GET', url: '/api/sections/' })).statusCode).toBe(401);
  });
});

describe('units/ and lessons/', () => {
  it("lists a section's units and a unit's lessons in order with statuses", async () => {
    const learner = await createLearner(t, 'new');
    const units = (
      await get(learner, `/api/units/?section_id=${await id('sections', 's1')}`)
    ).json().data;
    expect(units.map((u: { slug: string }) => u.slug)).toEqual(['s1-u1', 's1-u2']);
    expect(units[0]).toMatchObject({
      number: 1,
      status: 'available',
      lessons_total: 2,
      lessons_completed: 0,
    });
    const lessons = (await get(learner, `/api/lessons/?unit_id=${units[0].id}`)).json().data;
    expect(lessons.map((l: { slug: string; status: string }) => [l.slug, l.status])).toEqual([
      ['s1-u1-l1', 'available'],
      ['s1-u1-l2', 'locked'],
    ]);
    expect(lessons[0]).toMatchObject({
      xp: 10,
      exercises_total: 2,
      exercises_answered: 0,
      unit_id: units[0].id,
    });
  });

  it('answers 404 for an unknown section or unit and 400 for a missing id', async () => {
    const learner = await createLearner(t);
    expect((await get(learner, '/api/units/?section_id=9999')).json().error.code).toBe('NOT_FOUND');
    expect((await get(learner, '/api/lessons/?unit_id=9999')).statusCode).toBe(404);
    const missing = await get(learner, '/api/units/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.section_id).toBeTruthy();
  });
});

describe('exercises/ of a lesson', () => {
  it("returns the open lesson's exercises in order with their payloads", async () => {
    const learner = await createLearner(t);
    const res = await get(learner, `/api/exercises/?lesson_id=${await id('lessons', 's1-u1-l1')}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(
      list.map((e: { slug: string; number: number; type: string }) => [e.slug, e.number, e.type]),
    ).toEqual([
      ['s1-u1-l1-info', 1, 'info_type'],
      ['s1-u1-l1-quiz', 2, 'objective_type'],
    ]);
    expect(list[1]).toMatchObject({
      feedback: 'The rook moves in straight lines.',
      answered: false,
      lesson_serial: 1,
    });
    expect(list[1].payload.correct_option_id).toBe('a');
    const one = await get(learner, `/api/exercises/${list[1].id}/`);
    expect(one.json().data).toMatchObject({ id: list[1].id, number: 2, type: 'objective_type' });
  });

  it('refuses a locked lesson (list and single exercise) with 403 LESSON_LOCKED', async () => {
    const learner = await createLearner(t);
    const res = await get(learner, `/api/exercises/?lesson_id=${await id('lessons', 's1-u1-l2')}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'LESSON_LOCKED',
      message: expect.stringContaining('Finish the lessons before it'),
    });
    const single = await get(learner, `/api/exercises/${await id('exercises', 's2-u1-l1-quiz')}`);
    expect(single.json().error.code).toBe('LESSON_LOCKED');
  });

  it('a completed lesson unlocks the next; placement opens earlier sections for replay', async () => {
    const learner = await createLearner(t, 'can_move_pieces');
    expect(
      (await get(learner, `/api/exercises/?lesson_id=${await id('lessons', 's1-u2-l1')}`))
        .statusCode,
    ).toBe(200);
    const next = `/api/exercises/?lesson_id=${await id('lessons', 's2-u1-l2')}`;
    expect((await get(learner, next)).statusCode).toBe(403);
    await finishLesson(t, learner, 's2-u1-l1');
    expect((await get(learner, next)).statusCode).toBe(200);
  });
});

describe('sections/active-learn and sections/progress', () => {
  it('points a new learner at the first exercise, then at the next unanswered one', async () => {
    const learner = await createLearner(t, 'new');
    const first = (await get(learner, '/api/sections/active-learn')).json().data;
    expect(first).toMatchObject({
      section: { slug: 's1', number: 1 },
      unit: { slug: 's1-u1' },
      lesson: { slug: 's1-u1-l1' },
      completed_all: false,
    });
    expect(first.exercise).toMatchObject({
      id: await id('exercises', 's1-u1-l1-info'),
      type: 'info_type',
      number: 1,
      total: 2,
    });
    await finishLesson(t, learner, 's1-u1-l1');
    const next = (await get(learner, '/api/sections/active-learn')).json().data;
    expect(next.lesson.slug).toBe('s1-u1-l2');
    expect(next.exercise.number).toBe(1);
  });

  it('reports the current place, totals and completed counts', async () => {
    const learner = await createLearner(t, 'knows_tactics_and_strategy');
    await finishLesson(t, learner, 's3-u1-l1');
    const data = (await get(learner, '/api/sections/progress')).json().data;
    expect(data).toMatchObject({
      placement: 'knows_tactics_and_strategy',
      start_section: 3,
      current_section: { slug: 's4', number: 4 },
      current_unit: { slug: 's4-u1' },
      current_lesson: { slug: 's4-u1-l1' },
      totals: { sections: 4, units: 5, lessons: 7 },
      completed: { sections: 1, units: 1, lessons: 1 },
    });
    expect(data.section_ids).toHaveLength(4);
  });

  it('says completed_all once every lesson is done', async () => {
    const learner = await createLearner(t, 'new');
    for (const slug of [
      's1-u1-l1',
      's1-u1-l2',
      's1-u2-l1',
      's2-u1-l1',
      's2-u1-l2',
      's3-u1-l1',
      's4-u1-l1',
    ]) {
      expect((await finishLesson(t, learner, slug)).json().data.lesson_completed).toBe(true);
    }
    const data = (await get(learner, '/api/sections/active-learn')).json().data;
    expect(data).toEqual({
      section: null,
      unit: null,
      lesson: null,
      exercise: null,
      completed_all: true,
    });
    const sections = (await get(learner, '/api/sections/')).json().data.results;
    expect(sections.every((s: { status: string }) => s.status === 'completed')).toBe(true);
  });

  it('documents every route in the OpenAPI document', async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths,
    );
    for (const p of [
      '/api/sections/',
      '/api/sections/active-learn',
      '/api/sections/progress',
      '/api/units/',
      '/api/lessons/',
      '/api/lessons/lesson-xp',
      '/api/exercises/',
      '/api/exercises/{id}',
      '/api/exercises/heart',
      '/api/exercises/answer-check',
    ]) {
      expect(paths.map((x) => x.replace(/\/$/, ''))).toContain(p.replace(/\/$/, ''));
    }
  });

  it('shows each learner only their own progress', async () => {
    const a = await createLearner(t, 'new');
    const b = await createLearner(t, 'new');
    await finishLesson(t, a, 's1-u1-l1');
    const mine = (await get(a, `/api/lessons/?unit_id=${await id('units', 's1-u1')}`)).json().data;
    const theirs = (await get(b, `/api/lessons/?unit_id=${await id('units', 's1-u1')}`)).json()
      .data;
    expect(mine[0].status).toBe('completed');
    expect(theirs[0].status).toBe('available');
  });
});
