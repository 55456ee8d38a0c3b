import { sql } from 'drizzle-orm';
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

const random = async (type: string, who = me) =>
  t.app.inject({
    method: 'GET',
    url: `/api/puzzles/puzzle-at-random/?type=${type}`,
    headers: who.auth,
  });
const setRange = (from: number, to: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/puzzles/settings',
    headers: me.auth,
    payload: { difficulty_range_from: from, difficulty_range_to: to },
  });
const submit = (puzzle_id: string, moves: string[], extra: object = {}, who = me) =>
  t.app.inject({
    method: 'POST',
    url: '/api/puzzles/submit-puzzle/',
    headers: who.auth,
    payload: { puzzle_id, moves, ...extra },
  });
const row = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows[0]!;

describe('puzzle-at-random', () => {
  it('serves unplayed puzzles inside the learner range first, then widens one range at a time', async () => {
    // Two mates in 1500-1999, one in 2000-2499, one in 0-1499; the learner picks 1500-1999.
    await loadPuzzles(t.database.db, {
      mateIn2: 1600,
      mateIn2b: 1900,
      underPromo: 2100,
      backRank: 1200,
      twoMates: 2600,
    });
    await setRange(1500, 1999);
    const first = (await random('mateIn2')).json().data;
    expect([1600, 1900]).toContain(first.rating);
    await submit(
      first.id,
      first.moves.filter((_: string, i: number) => i % 2 === 1),
    );
    const second = (await random('mateIn2')).json().data;
    expect(second.id).not.toBe(first.id);
    expect([1600, 1900]).toContain(second.rating);
    await submit(second.id, ['a1a2']); // a failed attempt still counts as played
    // Range 1500-1999 is dry: the only other mateIn2 is one range lower.
    const third = (await random('mateIn2')).json().data;
    expect(third).toMatchObject({ id: 'zcopP', rating: 1200 });
    await submit('zcopP', ['d2d8', 'd1d8']);
    const dry = await random('mateIn2');
    expect(dry.statusCode).toBe(404);
    expect(dry.json().error.message).toBe('Unplayed puzzles of type "mateIn2" not found');
    // "mix" takes any theme: the 2000s before the 2500s.
    expect((await random('mix')).json().data.id).toBe('k9UPt');
  });

  it('picks only among the theme asked for', async () => {
    await loadPuzzles(t.database.db, { underPromo: 1000, backRank: 1000 });
    for (let i = 0; i < 5; i++)
      expect((await random('underPromotion')).json().data.id).toBe('k9UPt');
  });
});

describe('submit-puzzle', () => {
  it('rates a first-attempt solve: learner up, puzzle down, points by range, in one go', async () => {
    await loadPuzzles(t.database.db, { mateIn2: 1700 });
    const res = await submit('1iTkn', ['c8c1', 'c1d1'], { hint_used: false, time_ms: 8000 });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      correct: true,
      rated: true,
      failure: null,
      rating_before: 1500,
      points_gained: 20,
      user_puzzle_point: 20,
      new_badge: null,
    });
    expect(d.rating_after).toBeGreaterThan(1500);
    expect(d.rating_change).toBe(d.rating_after - 1500);
    expect(d.puzzle_rating).toBeLessThan(1700);
    expect(d.solution).toEqual(['d2b1', 'c8c1', 'f3d1', 'c1d1']);
    const stats = await row<{ rating: number; points: number; solved: number }>(
      sql`select rating, points, solved from user_puzzle_stats where user_id = ${me.id}`,
    );
    expect(Math.round(stats.rating)).toBe(d.rating_after);
    expect(stats).toMatchObject({ points: 20, solved: 1 });
    const p = await row<{ rating: number; plays: number }>(
      sql`select rating, plays from puzzles where id = '1iTkn'`,
    );
    expect(Math.round(p.rating)).toBe(d.puzzle_rating);
    expect(p.plays).toBe(101);
  });

  it('rates only the first attempt; a later solve earns nothing', async () => {
    await loadPuzzles(t.database.db, { mateIn2: 1700 });
    const fail = (await submit('1iTkn', ['c8c7'])).json().data;
    expect(fail).toMatchObject({
      correct: false,
      rated: true,
      failure: 'wrong_move',
      points_gained: 0,
    });
    expect(fail.rating_after).toBeLessThan(1500);
    expect(fail.puzzle_rating).toBeGreaterThan(1700);
    const again = (await submit('1iTkn', ['c8c1', 'c1d1'])).json().data;
    expect(again).toMatchObject({
      correct: true,
      rated: false,
      rating_change: 0,
      points_gained: 0,
      user_puzzle_point: 0,
      rating_after: fail.rating_after,
    });
    expect(
      await row(sql`select attempts, solved from puzzle_user where user_id = ${me.id}`),
    ).toEqual({ attempts: 2, solved: false });
  });

  it('accepts any mating move where the solution mates, and halves points after a hint', async () => {
    await loadPuzzles(t.database.db, { twoMates: 2600 });
    const d = (await submit('4xvU6', ['h5f7'], { hint_used: true })).json().data;
    expect(d).toMatchObject({ correct: true, rated: true, points_gained: 20 });
  });

  it('says why an attempt failed and rejects more moves than the puzzle has', async () => {
    await loadPuzzles(t.database.db, { mateIn2: 1700, underPromo: 1000 });
    expect((await submit('k9UPt', ['b7b8q', 'b8a6'])).json().data.failure).toBe('wrong_move');
    expect((await submit('1iTkn', ['c8c1'])).json().data.failure).toBe('unfinished');
    const tooMany = await submit('1iTkn', ['c8c1', 'c1d1', 'd1e1']);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(
      'This puzzle needs at most 2 moves from you; 3 were sent.',
    );
    expect((await submit('1iTkn', ['castle'])).statusCode).toBe(400);
    expect((await submit('nope1', ['e2e4'])).statusCode).toBe(404);
  });

  it('announces the badge a solve reaches and lists badges with the points total', async () => {
    await loadPuzzles(t.database.db, { twoMates: 2600 });
    await t.database.db.execute(
      sql`insert into user_puzzle_stats (user_id, points) values (${me.id}, 95)`,
    );
    const d = (await submit('4xvU6', ['c4f7'])).json().data;
    expect(d).toMatchObject({
      points_gained: 40,
      user_puzzle_point: 135,
      new_badge: { name: 'Knight', image: '/badges/knight.svg', range_from: 100, range_to: 299 },
    });
    const badges = (
      await t.app.inject({ method: 'POST', url: '/api/puzzles/badges', headers: me.auth })
    ).json().data;
    expect(badges.user_puzzle_point).toBe(135);
    expect(badges.badges).toHaveLength(7);
    expect(
      badges.badges
        .filter((b: { achieved: boolean }) => b.achieved)
        .map((b: { name: string }) => b.name),
    ).toEqual(['Pawn', 'Knight']);
  });

  it("keeps learners apart: one learner's attempt does not mark the puzzle played for another", async () => {
    await loadPuzzles(t.database.db, { mateIn2: 1700 });
    const other = await createLearner(t);
    await setRange(1500, 1999);
    await submit('1iTkn', ['c8c1', 'c1d1']);
    expect((await random('mateIn2')).statusCode).toBe(404);
    expect((await random('mateIn2', other)).json().data.id).toBe('1iTkn');
    const theirs = (await submit('1iTkn', ['c8c1', 'c1d1'], {}, other)).json().data;
    expect(theirs).toMatchObject({ rated: true, rating_before: 1500 });
  });

  it('moves the puzzle to another range when its rating crosses a boundary', async () => {
    await loadPuzzles(t.database.db, { mateIn2: 1505 });
    await t.database.db.execute(sql`update puzzles set rating_deviation = 300 where id = '1iTkn'`);
    await submit('1iTkn', ['c8c1', 'c1d1']);
    const p = await row<{ rating: number; difficulty: number }>(
      sql`select rating, difficulty from puzzles where id = '1iTkn'`,
    );
    expect(p.rating).toBeLessThan(1500);
    expect(p.difficulty).toBe(0);
    expect(
      await row(
        sql`select count(*)::int as n from puzzle_theme where puzzle_id = '1iTkn' and difficulty <> 0`,
      ),
    ).toEqual({ n: 0 });
  });
});
