import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  createLearner,
  fixtureContent,
  loadFixture,
} from '../../../test/support/curriculum/test-fixture.ts';
import { loadCurriculum } from './content-loader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sectionTitles = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/sections/?page=1', headers: auth }))
    .json()
    .data.results.map((s: { title: string }) => s.title);

const version = async () =>
  (await t.database.db.execute<{ version: number }>(sql`select version from content_state`)).rows[0]
    ?.version;

describe('the outline held in memory', () => {
  it('every content load writes a new version, and the next request serves the new content', async () => {
    await resetDatabase(t.database);
    await loadFixture(t.database.db);
    const v1 = await version();
    const learner = await createLearner(t);
    expect((await sectionTitles(learner.auth))[0]).toBe('The board and the pieces');

    const edited = fixtureContent();
    edited[0]!.title = 'Meet the board';
    await loadFixture(t.database.db, edited);
    expect(await version()).not.toBe(v1);
    expect((await sectionTitles(learner.auth))[0]).toBe('Meet the board');
  });

  it('after a truncate (no version row) it rebuilds, and a learner of a deleted account is refused', async () => {
    await resetDatabase(t.database);
    const learner = await createLearner(t);
    expect(await sectionTitles(learner.auth)).toEqual([]);
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${learner.id}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/sections/', headers: learner.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('This account no longer exists');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a content load made by another process (another connection pool) is noticed on the next request',
    async () => {
      await resetDatabase(t.database);
      await loadFixture(t.database.db);
      const learner = await createLearner(t);
      expect(await sectionTitles(learner.auth)).toHaveLength(4);

      const url = (
        await t.database.db.execute<{ db: string }>(sql`select current_database() as db`)
      ).rows[0]!.db;
      const other = new URL(process.env.TEST_DATABASE_URL!);
      other.pathname = `/${url}`;
      const second = await openDatabase({ url: other.toString() });
      try {
        const content = fixtureContent();
        content.push({
          id: 's5',
          title: 'Openings',
          description: 'The first moves',
          units: content[3]!.units.map((u) => ({
            ...u,
            id: 's5-u1',
            lessons: u.lessons.map((l) => ({
              ...l,
              id: 's5-u1-l1',
              exercises: l.exercises.map((e) => ({ ...e, id: `s5-${e.id}` })),
            })),
          })),
        });
        await loadCurriculum(second.db, content, new Date('2026-03-02T00:00:00Z'));
      } finally {
        await second.close();
      }
      expect(await sectionTitles(learner.auth)).toContain('Openings');
    },
  );
});
