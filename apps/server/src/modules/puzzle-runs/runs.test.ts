import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authFor,
  createLearner,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';
import { TIMED_BONUS_MS, TIMED_PENALTY_MS, TIMED_START_MS, timedClock } from './rules.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
  me = await createLearner(t);
  await loadPuzzles(t.database.db, {
    backRank: 700,
    twoMates: 800,
    mateIn2: 900,
    mateIn2b: 1000,
    underPromo: 1100,
  });
});

type Run = {
  id: number;
  score: number;
  combo: number;
  ended_at: string | null;
  ends_at: string | null;
  puzzle: { id: string; moves: string[] } | null;
  personal_best: number;
};
const start = async (mode: string, who = me) =>
  t.app.inject({ method: 'POST', url: '/api/puzzles/runs', headers: who.auth, payload: { mode } });
const send = (run: Run, puzzleId: string, moves: string[], who = me) =>
  t.app.inject({
    method: 'POST',
    url: `/api/puzzles/runs/${run.id}/answer`,
    headers: who.auth,
    payload: { puzzle_id: puzzleId, moves },
  });
const solution = (moves: string[]) => moves.filter((_, i) => i % 2 === 1);
const wrongMove = (moves: string[]) => [moves[1] === 'a1a2' ? 'h1h2' : 'a1a2'];

describe('Puzzle Streak', () => {
  it('scores each puzzle solved on the server and ends at the first mistake', async () => {
    const started = await start('streak');
    expect(started.statusCode, started.body).toBe(200);
    let run: Run = started.json().data;
    expect(run).toMatchObject({ score: 0, ends_at: null, ended_at: null, personal_best: 0 });
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      seen.add(run.puzzle!.id);
      const res = (await send(run, run.puzzle!.id, solution(run.puzzle!.moves))).json().data;
      expect(res.correct).toBe(true);
      run = res.run;
      expect(run.score).toBe(i + 1);
    }
    // Never the same puzzle twice in a run.
    expect(seen.has(run.puzzle!.id)).toBe(false);
    const end = (await send(run, run.puzzle!.id, wrongMove(run.puzzle!.moves))).json().data;
    expect(end).toMatchObject({
      correct: false,
      run: { score: 3, puzzle: null, personal_best: 3 },
    });
    expect(end.run.ended_at).not.toBeNull();
    const after = await send(run, run.puzzle!.id, solution(run.puzzle!.moves));
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toMatch(/ended with a score of 3/);
    const bests = (
      await t.app.inject({ method: 'GET', url: '/api/puzzles/runs/bests', headers: me.auth })
    ).json().data;
    expect(bests).toEqual({ streak: 3, timed: 0 });
  });

  it('counts nothing it did not check: a repeated answer, another puzzle or another run are refused', async () => {
    const run: Run = (await start('streak')).json().data;
    const first = run.puzzle!;
    expect((await send(run, first.id, solution(first.moves))).statusCode).toBe(200);
    // The same answer again is for a puzzle the run no longer asks: no second point.
    const again = await send(run, first.id, solution(first.moves));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/Answer the puzzle this run gave you/);
    const other = await createLearner(t);
    expect((await send(run, first.id, solution(first.moves), other)).statusCode).toBe(404);
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/puzzles/runs/${run.id}`, headers: me.auth })
    ).json().data;
    expect(state.score).toBe(1);
    expect((await start('marathon')).statusCode).toBe(400);
    expect((await send(run, 'not a puzzle!', ['e2e4'])).statusCode).toBe(400);
  });
});

describe('timed run', () => {
  it('adds time for a right answer, takes it for a wrong one and refuses answers after the clock', async () => {
    let run: Run = (await start('timed')).json().data;
    const t0 = t.clock.now().getTime();
    expect(Date.parse(run.ends_at!)).toBe(t0 + TIMED_START_MS);
    run = (await send(run, run.puzzle!.id, solution(run.puzzle!.moves))).json().data.run;
    expect(Date.parse(run.ends_at!)).toBe(t0 + TIMED_START_MS + TIMED_BONUS_MS);
    const wrong = (await send(run, run.puzzle!.id, wrongMove(run.puzzle!.moves))).json().data;
    expect(wrong).toMatchObject({ correct: false, run: { score: 1, combo: 0, ended_at: null } });
    run = wrong.run;
    expect(Date.parse(run.ends_at!)).toBe(t0 + TIMED_START_MS + TIMED_BONUS_MS - TIMED_PENALTY_MS);

    // The clock runs out: a right answer sent a second later does not count.
    t.clock.set(new Date(Date.parse(run.ends_at!) + 1000));
    me.auth = await authFor(t, me.id);
    const late = await send(run, run.puzzle!.id, solution(run.puzzle!.moves));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/clock had run out/);
    const final = (
      await t.app.inject({ method: 'GET', url: `/api/puzzles/runs/${run.id}`, headers: me.auth })
    ).json().data;
    expect(final).toMatchObject({ score: 1, puzzle: null, personal_best: 1 });
    expect(final.ended_at).toBe(run.ends_at);
  });

  it('gives a combo bonus every fifth right answer in a row', () => {
    expect(timedClock(0, true, 4)).toBe(TIMED_BONUS_MS);
    expect(timedClock(0, true, 5)).toBe(2 * TIMED_BONUS_MS);
    expect(timedClock(0, false, 0)).toBe(-TIMED_PENALTY_MS);
  });
});
