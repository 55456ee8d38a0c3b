import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLearner, award, resetBoards } from '../../../test/support/leaderboard/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetBoards(t);
  t.clock.set('2026-03-04T10:00:00Z'); // a Wednesday
});

const get = async (asUser: number, url: string) => {
  const token = await t.app.deps.tokens.sign(asUser, t.clock.now());
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
};

/** A rated first attempt at a new puzzle, `change` rating points, at the clock's time. */
let puzzleNo = 0;
async function attemptPuzzle(userId: number, change: number) {
  puzzleNo += 1;
  const id = `p${puzzleNo}`;
  const at = t.clock.now().toISOString();
  await t.database.db.execute(sql`
    insert into puzzles (id, fen, moves, rating, rating_deviation, themes, source, difficulty)
    values (${id}, '8/8/8/8/8/8/8/K6k w - - 0 1', array['a1a2'], 1500, 80, array['mate'], 'test', 1)`);
  await t.database.db.execute(sql`
    insert into puzzle_user (user_id, puzzle_id, solved, rated, rating_change, points_gained, created_at, last_attempt_at)
    values (${userId}, ${id}, ${change > 0}, true, ${change}, 5, ${at}::timestamptz, ${at}::timestamptz)`);
  await t.database.db.execute(sql`
    insert into user_puzzle_stats (user_id, rating, points) values (${userId}, 1500 + ${change}, 5)
    on conflict (user_id) do update set rating = user_puzzle_stats.rating + ${change}, points = user_puzzle_stats.points + 5`);
}

describe('GET profile/{id}/', () => {
  it("shows another learner's public data and progress, never the email", async () => {
    const viewer = await addLearner(t);
    const a = await addLearner(t, {
      username: 'kasparov',
      country: 'NG',
      email: 'secret-a@example.com',
    });
    t.clock.set('2026-03-01T12:00:00Z'); // last week's Sunday
    await award(t, a, 40);
    t.clock.set('2026-03-03T12:00:00Z');
    await award(t, a, 15);
    t.clock.set('2026-03-04T09:00:00Z');
    await attemptPuzzle(a, 20);
    await attemptPuzzle(a, 100);
    await t.database.db.execute(sql`
      insert into user_lesson_progress (user_id, lesson_id, completions, completed_at)
      select ${a}, id, 1, now() from lessons`);
    const res = await get(viewer, `/api/profile/${a}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-a');
    expect(res.json().data).toMatchObject({
      id: a,
      username: 'kasparov',
      avatar_url: null,
      country: 'NG',
      xp: 55,
      weekly_xp: 15,
      lessons_completed: 1,
      current_section: { number: 1, title: 'Basics' },
      puzzle_rating: 1620,
      puzzle_points: 10,
      badges: [{ name: 'Pawn', image: '/badges/pawn.svg' }],
    });
    expect(res.json().data.joined_at).toMatch(/^2026-03-04T/);
  });

  it('gives a learner without a name, xp or puzzles friendly defaults', async () => {
    const a = await addLearner(t);
    const data = (await get(a, `/api/profile/${a}`)).json().data;
    expect(data).toMatchObject({
      username: `Learner #${a}`,
      xp: 0,
      weekly_xp: 0,
      lessons_completed: 0,
      puzzle_rating: null,
      puzzle_points: 0,
      streak_days: 0,
      puzzle_streak_best: 0,
    });
  });

  it('answers 404 "Learner not found" for unknown and deleted learners', async () => {
    const viewer = await addLearner(t);
    const gone = await addLearner(t, { username: 'gone' });
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${gone}`);
    for (const id of [999_999, gone]) {
      const res = await get(viewer, `/api/profile/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Learner not found' });
    }
    expect((await get(viewer, '/api/profile/abc/')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${viewer}/` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET profile/me/history/', () => {
  it("returns the caller's xp for each of the last 30 days and rating after each rated puzzle", async () => {
    const a = await addLearner(t);
    const other = await addLearner(t);
    t.clock.set('2026-02-02T12:00:00Z'); // 30 days before: outside the window
    await award(t, a, 99);
    await attemptPuzzle(a, 50);
    t.clock.set('2026-02-03T00:00:00Z');
    await award(t, a, 7);
    await attemptPuzzle(a, -30);
    t.clock.set('2026-03-04T08:00:00Z');
    await award(t, a, 3);
    await award(t, a, 4);
    await award(t, other, 1000);
    await attemptPuzzle(a, 12);
    const res = await get(a, '/api/profile/me/history/');
    expect(res.statusCode).toBe(200);
    const { xp_by_day, puzzle_rating } = res.json().data;
    expect(xp_by_day).toHaveLength(30);
    expect(xp_by_day[0]).toEqual({ date: '2026-02-03', xp: 7 });
    expect(xp_by_day[29]).toEqual({ date: '2026-03-04', xp: 7 });
    expect(xp_by_day.slice(1, 29).every((d: { xp: number }) => d.xp === 0)).toBe(true);
    expect(puzzle_rating).toEqual([
      { at: '2026-02-03T00:00:00.000Z', rating: 1520 },
      { at: '2026-03-04T08:00:00.000Z', rating: 1532 },
    ]);
  });
});
