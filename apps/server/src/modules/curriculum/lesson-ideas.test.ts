import { readFileSync } from 'node:fs';
import path from 'node:path';
import { syllabus } from '@ascend/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { contentFolder } from './content-files.ts';
import {
  createLearner,
  fixtureContent,
  idOf,
  loadFixture,
} from '../../../test/support/curriculum/test-fixture.ts';

/** The real content/syllabus.json; the fixture's second lesson takes the slug of a lesson it names. */
const ideas = syllabus.parse(
  JSON.parse(readFileSync(path.join(contentFolder()!, 'syllabus.json'), 'utf8')),
).ideas;
const idea = ideas.find((i) => i.example.arrows?.length && i.lessons.length > 0)!;
const slug = idea.lessons[0]!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  const content = fixtureContent();
  const lesson = content[0]!.units[0]!.lessons[0]!;
  lesson.id = slug;
  lesson.exercises = lesson.exercises.map((e, i) => ({ ...e, id: `${slug}-${i + 1}` }));
  await loadFixture(t.database.db, content);
});

const get = (auth: Record<string, string>, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/lessons/${id}/idea/`, headers: auth });

describe('GET lessons/:id/idea', () => {
  it("gives the lesson's idea from the syllabus: name, explanation and example board", async () => {
    const learner = await createLearner(t);
    const res = await get(learner.auth, await idOf(t.database.db, 'lessons', slug));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: idea.id,
      name: idea.name,
      area: idea.area,
      explanation: idea.explanation,
      example: idea.example,
    });
  });

  it('answers 404 for a lesson the syllabus does not name and for an unknown lesson', async () => {
    const learner = await createLearner(t);
    const none = await get(learner.auth, await idOf(t.database.db, 'lessons', 's1-u1-l2'));
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toMatch(/no idea card/);
    expect((await get(learner.auth, 424242)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const id = await idOf(t.database.db, 'lessons', slug);
    expect((await get({}, id)).statusCode).toBe(401);
  });
});
