import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { ContentError, readContent } from './content-files.ts';
import { loadContentFolder } from './content-loader.ts';
import {
  createLearner,
  finishLesson,
  fixtureContent,
  idOf,
  loadFixture,
} from '../../../test/support/curriculum/test-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const count = async (table: string, where = sql`true`) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
      )
    ).rows[0]!.n,
  );

describe('loading the curriculum', () => {
  it('writes every level in order and is idempotent', async () => {
    const first = await loadFixture(t.database.db);
    expect(first).toEqual({ sections: 4, units: 5, lessons: 7, exercises: 14, retired: 0 });
    const ids = await t.database.db.execute(
      sql`select id, slug, serial from exercises order by id`,
    );
    expect(await loadFixture(t.database.db)).toEqual(first);
    expect(
      (await t.database.db.execute(sql`select id, slug, serial from exercises order by id`)).rows,
    ).toEqual(ids.rows);
    expect(await count('sections')).toBe(4);
    const order = await t.database.db.execute<{ slug: string; serial: number }>(
      sql`select slug, serial from lessons where unit_id = ${await idOf(t.database.db, 'units', 's1-u1')} order by serial`,
    );
    expect(order.rows).toEqual([
      { slug: 's1-u1-l1', serial: 1 },
      { slug: 's1-u1-l2', serial: 2 },
    ]);
  });

  it("editing a lesson keeps the learner's progress and xp", async () => {
    await loadFixture(t.database.db);
    const learner = await createLearner(t);
    await finishLesson(t, learner, 's1-u1-l1');
    const lessonId = await idOf(t.database.db, 'lessons', 's1-u1-l1');

    const edited = fixtureContent();
    const lesson = edited[0]!.units[0]!.lessons[0]!;
    lesson.title = 'Meet the rook';
    lesson.xp = 15;
    lesson.exercises.reverse();
    await loadFixture(t.database.db, edited);

    expect(await idOf(t.database.db, 'lessons', 's1-u1-l1')).toBe(lessonId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/?unit_id=${await idOf(t.database.db, 'units', 's1-u1')}`,
      headers: learner.auth,
    });
    expect(res.json().data[0]).toMatchObject({
      id: lessonId,
      title: 'Meet the rook',
      xp: 15,
      status: 'completed',
    });
    expect(res.json().data[1].status).toBe('available');
    const xp = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/lesson-xp?lesson_id=${lessonId}`,
      headers: learner.auth,
    });
    expect(xp.json().data).toEqual({ xp: 10, completed: true });
  });

  it('retires removed content (hidden, progress kept) and restores it when it comes back', async () => {
    await loadFixture(t.database.db);
    const learner = await createLearner(t);
    await finishLesson(t, learner, 's1-u1-l1');
    const trimmed = fixtureContent();
    trimmed[0]!.units[0]!.lessons.shift();
    trimmed[0]!.units[0]!.lessons[0]!.exercises.pop();
    const summary = await loadFixture(t.database.db, trimmed);
    expect(summary.retired).toBe(4);

    const lessons = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/?unit_id=${await idOf(t.database.db, 'units', 's1-u1')}`,
      headers: learner.auth,
    });
    expect(
      lessons
        .json()
        .data.map((l: { slug: string; exercises_total: number }) => [l.slug, l.exercises_total]),
    ).toEqual([['s1-u1-l2', 1]]);
    expect(await count('user_lesson_progress', sql`user_id = ${learner.id}`)).toBe(1);
    expect(await count('exercise_attempts', sql`user_id = ${learner.id}`)).toBe(2);
    const sections = await t.app.inject({
      method: 'GET',
      url: '/api/sections/',
      headers: learner.auth,
    });
    expect(sections.json().data.results[0]).toMatchObject({
      lessons_total: 2,
      lessons_completed: 0,
      status: 'available',
    });

    await loadFixture(t.database.db);
    expect(await count('lessons', sql`retired_at is not null`)).toBe(0);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/sections/',
      headers: learner.auth,
    });
    expect(back.json().data.results[0]).toMatchObject({
      lessons_total: 3,
      lessons_completed: 1,
      status: 'in_progress',
    });
  });

  it('reorders a lesson and keeps every exercise row (and its progress) on the same id', async () => {
    // build.ts sorts a lesson's boards from easier to harder (ADR 0048): only serial may change.
    await loadFixture(t.database.db);
    const rows = async () =>
      (
        await t.database.db.execute<{ id: number; slug: string; serial: number }>(
          sql`select e.id, e.slug, e.serial from exercises e join lessons l on l.id = e.lesson_id where l.slug = 's1-u1-l1' order by e.serial`,
        )
      ).rows;
    const before = await rows();
    const reordered = fixtureContent();
    reordered[0]!.units[0]!.lessons[0]!.exercises.reverse();
    await loadFixture(t.database.db, reordered);
    const after = await rows();
    expect(after.map((r) => r.slug)).toEqual(before.map((r) => r.slug).reverse());
    for (const r of after) expect(r.id).toBe(before.find((b) => b.slug === r.slug)!.id);
    expect(after.map((r) => r.serial)).toEqual(before.map((r) => r.serial));
  });

  it('moves an exercise to another lesson by its id', async () => {
    await loadFixture(t.database.db);
    const moved = fixtureContent();
    const [from, to] = moved[0]!.units[0]!.lessons;
    to!.exercises.push(from!.exercises.pop()!);
    const id = await idOf(t.database.db, 'exercises', 's1-u1-l1-quiz');
    await loadFixture(t.database.db, moved);
    const row = await t.database.db.execute<{ lesson_id: number; serial: number }>(
      sql`select lesson_id, serial from exercises where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({
      lesson_id: await idOf(t.database.db, 'lessons', 's1-u1-l2'),
      serial: 3,
    });
  });
});

describe('reading content files', () => {
  const dirWith = (files: Record<string, unknown>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ascend-content-'));
    for (const [name, body] of Object.entries(files))
      writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
    return dir;
  };

  it('reads the sections in file-name order', () => {
    const [a, b] = fixtureContent();
    expect(
      readContent(dirWith({ '02-b.json': b, '01-a.json': a, 'notes.md': '# not content' })).map(
        (s) => s.id,
      ),
    ).toEqual(['s1', 's2']);
  });

  it('lists every problem: bad JSON, schema errors with their path, duplicate ids', () => {
    const [a, b] = fixtureContent();
    b!.units[0]!.lessons[0]!.exercises[0]!.id = 's1-u1-l1-info';
    const broken = structuredClone(a!) as unknown as { units: { lessons: { xp: unknown }[] }[] };
    broken.units[0]!.lessons[0]!.xp = 'lots';
    const dir = dirWith({
      '01.json': a,
      '02.json': b,
      '03.json': '{ nope',
      '04.json': { ...broken, id: 'other' },
    });
    let error: unknown;
    try {
      readContent(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toContain('03.json: not valid JSON');
    expect(message).toContain('04.json: units.0.lessons.0.xp');
    expect(message).toContain('exercise id "s1-u1-l1-info" is used more than once');
  });
});

describe('the start-up seeder', () => {
  const log = { info: () => {}, warn: () => {} } as never;

  it('loads a folder of section files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ascend-content-'));
    fixtureContent().forEach((s, i) =>
      writeFileSync(path.join(dir, `0${i + 1}-${s.id}.json`), JSON.stringify(s)),
    );
    expect(await loadContentFolder({ db: t.database.db, log }, dir)).toMatchObject({
      sections: 4,
      lessons: 7,
      retired: 0,
    });
  });

  it('leaves the loaded curriculum alone when the folder is empty or missing', async () => {
    await loadFixture(t.database.db);
    expect(
      await loadContentFolder(
        { db: t.database.db, log },
        mkdtempSync(path.join(tmpdir(), 'ascend-empty-')),
      ),
    ).toBeNull();
    expect(await loadContentFolder({ db: t.database.db, log }, null)).toBeNull();
    expect(await count('exercises', sql`retired_at is null`)).toBe(14);
  });
});
