import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
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
});

const get = (url: string, who = me) => t.app.inject({ method: 'GET', url, headers: who.auth });
const send = (method: 'POST' | 'PATCH', url: string, payload?: object, who = me) =>
  t.app.inject({ method, url, headers: who.auth, payload });

describe('puzzle types, lists and single puzzles', () => {
  it('lists themes grouped as on Lichess with names, descriptions and counts', async () => {
    await loadPuzzles(t.database.db, { backRank: 900, mateIn2: 1700, underPromo: 2100 });
    const res = await get('/api/puzzles/puzzle-types/');
    expect(res.statusCode).toBe(200);
    const types = res.json().data as { key: string; group: string; count: number; name: string }[];
    expect(types[0]).toMatchObject({ key: 'mix', group: 'Recommended', count: 3 });
    expect(types.find((x) => x.key === 'backRankMate')).toMatchObject({
      name: 'Back rank mate',
      group: 'Mate patterns',
      count: 2,
    });
    expect(types.find((x) => x.key === 'underPromotion')).toMatchObject({
      group: 'Special moves',
      count: 1,
    });
    expect(types.find((x) => x.key === 'cornerMate')).toMatchObject({ count: 0 });
    expect(types.findIndex((x) => x.group === 'Phases')).toBeLessThan(
      types.findIndex((x) => x.group === 'Motifs'),
    );
  });

  it('pages puzzles of a theme and serves one puzzle by id', async () => {
    await loadPuzzles(t.database.db, {
      backRank: 900,
      mateIn2: 1700,
      mateIn2b: 1800,
      underPromo: 2100,
    });
    const page = (await get('/api/puzzles/puzzle-by-types/?type=mate&page=1')).json().data;
    expect(page).toMatchObject({ page: 1, page_size: 20, total: 3 });
    expect(page.results.map((p: { id: string }) => p.id)).toEqual(['1iTkn', '2U2rO', 'zcopP']);
    expect(
      (await get('/api/puzzles/puzzle-by-types/?type=mate&page=2')).json().data.results,
    ).toEqual([]);
    const single = await get('/api/puzzles/zcopP/');
    expect(single.json().data).toEqual({
      id: 'zcopP',
      fen: '2r3k1/pp3ppp/2r1p3/3p4/4P3/PqP5/1P1Q1PPP/1R1R2K1 b - - 0 21',
      moves: ['d5e4', 'd2d8', 'c8d8', 'd1d8'],
      rating: 900,
      rating_deviation: 80,
      popularity: 91,
      plays: 326,
      themes: ['backRankMate', 'endgame', 'mate', 'mateIn2', 'sacrifice', 'short'],
      game_url: 'https://lichess.org/uVgx0ju1/black#42',
      opening_tags: [],
      source: 'lichess',
    });
    expect((await get('/api/puzzles/nope1/')).statusCode).toBe(404);
  });

  it('refuses unknown types with a 400 that says where the keys are', async () => {
    const res = await get('/api/puzzles/puzzle-at-random/?type=fianchettoTrick');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('GET /api/puzzles/puzzle-types/');
    expect((await get('/api/puzzles/puzzle-by-types/?page=1')).statusCode).toBe(400);
  });

  it('needs a signed-in learner', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/puzzles/puzzle-types/' })).statusCode,
    ).toBe(401);
  });
});

describe('puzzle settings', () => {
  it('default to 0-1499 and accept only the four ranges of the spec', async () => {
    expect((await get('/api/puzzles/settings')).json().data).toEqual({
      difficulty_range_from: 0,
      difficulty_range_to: 1499,
    });
    const ok = await send('PATCH', '/api/puzzles/settings', {
      difficulty_range_from: 2000,
      difficulty_range_to: 2499,
    });
    expect(ok.json().data).toEqual({ difficulty_range_from: 2000, difficulty_range_to: 2499 });
    expect((await get('/api/puzzles/settings')).json().data).toEqual({
      difficulty_range_from: 2000,
      difficulty_range_to: 2499,
    });
    for (const bad of [
      { difficulty_range_from: 0, difficulty_range_to: 1500 },
      { difficulty_range_from: 1500, difficulty_range_to: 2499 },
      { difficulty_range_from: 2500, difficulty_range_to: 3500 },
    ]) {
      const res = await send('PATCH', '/api/puzzles/settings', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        `Difficulty range ${bad.difficulty_range_from}-${bad.difficulty_range_to} is not offered. Choose one of 0-1499, 1500-1999, 2000-2499, 2500-3000.`,
      );
    }
    expect(
      (await send('PATCH', '/api/puzzles/settings', { difficulty_range_from: 'low' })).statusCode,
    ).toBe(400);
    expect((await get('/api/puzzles/settings')).json().data).toEqual({
      difficulty_range_from: 2000,
      difficulty_range_to: 2499,
    });
  });

  it('are per learner', async () => {
    const other = await createLearner(t);
    await send(
      'PATCH',
      '/api/puzzles/settings',
      { difficulty_range_from: 2500, difficulty_range_to: 3000 },
      other,
    );
    expect((await get('/api/puzzles/settings')).json().data.difficulty_range_from).toBe(0);
  });
});
