import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { PAGE_SIZE } from './selection.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  me = await createLearner(t);
  await loadPuzzles(t.database.db, {
    backRank: 1200,
    twoMates: 1300,
    mateIn2: 1600,
    mateIn2b: 1700,
    underPromo: 1800,
  });
});

const get = (url: string, who = me) => t.app.inject({ method: 'GET', url, headers: who.auth });
const submit = (puzzle_id: string, moves: string[], who = me) =>
  t.app.inject({
    method: 'POST',
    url: '/api/puzzles/submit-puzzle/',
    headers: who.auth,
    payload: { puzzle_id, moves, time_ms: 4200 },
  });
const star = (id: string, method: 'PUT' | 'DELETE' = 'PUT', who = me) =>
  t.app.inject({ method, url: `/api/puzzles/${id}/bookmark`, headers: who.auth });

describe('puzzle history', () => {
  it('lists every attempt newest first with result, time and rating before and after', async () => {
    await submit('zcopP', ['d2d7']); // failed, rated
    await submit('zcopP', ['d2d8', 'd1d8']); // replay, solved, unrated
    const page = (await get('/api/puzzles/history')).json().data;
    expect(page).toMatchObject({ page: 1, page_size: PAGE_SIZE, total: 2 });
    const [replay, rated] = page.results;
    expect(replay).toMatchObject({
      puzzle_id: 'zcopP',
      mode: 'replay',
      solved: true,
      time_ms: 4200,
    });
    expect(replay.rating_before).toBe(replay.rating_after);
    expect(rated).toMatchObject({
      mode: 'rated',
      solved: false,
      puzzle_rating: expect.any(Number),
    });
    expect(rated.rating_after).toBeLessThan(rated.rating_before);
    expect(rated.themes).toContain('backRankMate');
    const failed = (await get('/api/puzzles/history?result=failed')).json().data;
    expect(failed.results.map((r: { mode: string }) => r.mode)).toEqual(['rated']);
  });

  it('pages and keeps each learner to their own', async () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++) await submit('4xvU6', ['c4f7']);
    const p2 = (await get('/api/puzzles/history?page=2')).json().data;
    expect(p2).toMatchObject({ page: 2, total: PAGE_SIZE + 3 });
    expect(p2.results).toHaveLength(3);
    const other = await createLearner(t);
    expect((await get('/api/puzzles/history', other)).json().data).toMatchObject({
      total: 0,
      results: [],
    });
    expect((await get('/api/puzzles/history?page=0')).statusCode).toBe(400);
    expect((await get('/api/puzzles/history?result=lost')).statusCode).toBe(400);
  });
});

describe('bookmarks', () => {
  it('stars, lists, pages and removes, each learner their own', async () => {
    expect((await star('zcopP')).json().data).toEqual({ puzzle_id: 'zcopP', bookmarked: true });
    expect((await star('zcopP')).statusCode).toBe(200); // again: no duplicate
    await star('4xvU6');
    const list = (await get('/api/puzzles/bookmarks')).json().data;
    expect(list.total).toBe(2);
    expect(list.results.map((b: { puzzle: { id: string } }) => b.puzzle.id).sort()).toEqual([
      '4xvU6',
      'zcopP',
    ]);
    await submit('zcopP', ['d2d8', 'd1d8']);
    expect((await get('/api/puzzles/history')).json().data.results[0].bookmarked).toBe(true);

    const other = await createLearner(t);
    expect((await get('/api/puzzles/bookmarks', other)).json().data.total).toBe(0);
    expect((await star('zcopP', 'DELETE', other)).statusCode).toBe(404);
    expect((await star('zcopP', 'DELETE')).json().data.bookmarked).toBe(false);
    expect((await get('/api/puzzles/bookmarks')).json().data.total).toBe(1);
    expect((await star('nope1')).statusCode).toBe(404);
    expect((await star('bad id!')).statusCode).toBe(400);
  });
});

describe('theme mixes', () => {
  it('serves puzzles of any of several themes, never the same twice, within a chosen range', async () => {
    const got: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get(
        '/api/puzzles/puzzle-at-random/?types=promotion,backRankMate&range=1500-1999',
      );
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p.themes.some((th: string) => th === 'promotion' || th === 'backRankMate')).toBe(true);
      got.push(p.id);
      await submit(p.id, ['a1a2']);
    }
    expect(new Set(got).size).toBe(3);
    // 1500-1999 first: the three puzzles there come before the ones below it.
    expect(got.slice(0, 3).sort()).toEqual(['1iTkn', '2U2rO', 'k9UPt']);
    const done = await get('/api/puzzles/puzzle-at-random/?types=promotion,backRankMate');
    expect(done.json().data.id).toBe('zcopP');
  });

  it('explains bad theme lists and ranges', async () => {
    const unknown = await get('/api/puzzles/puzzle-at-random/?types=fork,flying');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Unknown puzzle type "flying"/);
    const mix = await get('/api/puzzles/puzzle-at-random/?types=fork,mix');
    expect(mix.statusCode).toBe(400);
    const range = await get('/api/puzzles/puzzle-at-random/?types=fork&range=100-200');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.message).toMatch(/Use one of 0-1499/);
    expect((await get('/api/puzzles/puzzle-at-random/')).statusCode).toBe(400);
  });
});
