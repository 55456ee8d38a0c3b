import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  answer,
  authFor,
  createLearner,
  fixtureContent,
  idOf,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { firstReview } from './scheduler.ts';

/*
 * Issue 38.5, ADR 0047: a line drill is judged on the server (the whole line right is correct,
 * an engine-approved "also good" move is not wrong, a mistake is wrong with its stored
 * refutation), and a line played right enters the review deck already reviewed once, due
 * after FSRS's first interval, and is rescheduled by FSRS when played again from the deck.
 */
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const LINE = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4'];
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

let t: TestApp;
let me: Learner;
let drill: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
  const content = fixtureContent();
  content[0]!.units[0]!.lessons[0]!.exercises.push({
    id: 'italian-drill',
    type: 'best_move_type',
    feedback: 'The line: 1.e4 e5 2.Nf3 Nc6 3.Bc4.',
    payload: {
      prompt: 'Play the Italian Game as White.',
      fen: START,
      solution: LINE,
      drill: {
        kind: 'line',
        name: 'Italian Game',
        margin_cp: 60,
        alternatives: [{ ply: 2, move: 'b1c3' }],
      },
    },
    refutations: [
      {
        move: 'd1h5',
        ply: 2,
        line: ['b8c6', 'f1c4', 'g7g6'],
        reason: 'After 2.Qh5 Nc6 the queen is chased and White loses time.',
        depth: 16,
      },
    ],
  });
  await loadFixture(t.database.db, content);
  drill = await idOf(t.database.db, 'exercises', 'italian-drill');
  me = await createLearner(t);
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: me.auth, ...(payload ? { payload } : {}) });
const heartsNow = async () =>
  Number(
    (
      await t.database.db.execute<{ hearts: number }>(
        sql`select hearts from users where id = ${me.id}`,
      )
    ).rows[0]!.hearts,
  );
const attempts = async () =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from exercise_attempts where user_id = ${me.id}`,
      )
    ).rows[0]!.n,
  );
const cards = () =>
  t.database.db
    .execute<{
      due: Date | string;
      reps: number;
      state: number;
      stability: number;
    }>(
      sql`select due, reps, state, stability from review_cards where user_id = ${me.id} and exercise_id = ${drill}`,
    )
    .then((r) => r.rows);

describe('a line drill', () => {
  it('is correct when the whole line is played, and costs no heart', async () => {
    const res = await answer(t, me, drill, { moves: LINE }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ correct: true, reason: null, hearts: { hearts: 5 } });
  });

  it('answers an "also good" move with the line’s move, records nothing and takes no heart', async () => {
    const res = await answer(t, me, drill, { moves: ['e2e4', 'e7e5', 'b1c3'] }, false);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'ALSO_GOOD' });
    expect(res.json().error.message).toContain("Also good — but this lesson's line is Nf3.");
    expect(await heartsNow()).toBe(5);
    expect(await attempts()).toBe(0);
    const why = await call('POST', '/api/exercises/why-wrong/', {
      exercise_id: drill,
      answer: { moves: ['e2e4', 'e7e5', 'b1c3'] },
    });
    expect(why.statusCode).toBe(200);
    expect(why.json().data).toEqual({
      reason: "Also good — but this lesson's line is Nf3.",
      wrong_move: null,
      refutation: null,
      refutation_pending: false,
    });
  });

  it('answers a mistake at a later ply with its stored refutation and takes a heart', async () => {
    const res = await answer(t, me, drill, { moves: ['e2e4', 'e7e5', 'd1h5'] }, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: 'After 2.Qh5 Nc6 the queen is chased and White loses time.',
      wrong_move: { fen: AFTER_E4_E5, move: 'd1h5' },
      refutation: ['b8c6', 'f1c4', 'g7g6'],
      refutation_pending: false,
      hearts: { hearts: 4 },
    });
    // A mistake with no stored refutation is left to the browser's engine.
    const other = await answer(t, me, drill, { moves: ['e2e4', 'e7e5', 'a2a4'] });
    expect(other.json().data).toMatchObject({ correct: false, refutation_pending: true });
  });

  it('enters the deck after the first FSRS interval, not at once, and comes back rescheduled', async () => {
    const now = t.clock.now();
    await answer(t, me, drill, { moves: LINE });
    const [card] = await cards();
    const expected = firstReview(now);
    expect(card).toBeDefined();
    expect(new Date(card!.due).toISOString()).toBe(expected.due.toISOString());
    expect(new Date(card!.due).getTime()).toBeGreaterThan(now.getTime());
    expect(Number(card!.reps)).toBe(1);
    expect(Number(card!.state)).toBe(expected.state);
    expect((await call('GET', '/api/review/next')).json().data).toBeNull();
    expect((await call('GET', '/api/review/summary')).json().data).toMatchObject({
      due_now: 0,
      due_later_this_week: 1,
    });

    // Completing the lesson's drill again leaves the schedule alone.
    await answer(t, me, drill, { moves: LINE });
    expect(await cards()).toHaveLength(1);
    expect(new Date((await cards())[0]!.due).toISOString()).toBe(expected.due.toISOString());

    // Due: the deck serves the line; played right it goes further out, by FSRS.
    t.clock.set(expected.due.toISOString());
    me.auth = await authFor(t, me.id);
    const next = (await call('GET', '/api/review/next')).json().data;
    expect(next).toMatchObject({ kind: 'exercise', reps: 1 });
    expect(next.exercise).toMatchObject({ id: drill, type: 'best_move_type' });
    const right = (
      await call('POST', `/api/review/${next.id}/answer`, { answer: { moves: LINE } })
    ).json().data;
    expect(right.correct).toBe(true);
    const firstGap = expected.due.getTime() - now.getTime();
    expect(Date.parse(right.next_due) - t.clock.now().getTime()).toBeGreaterThan(firstGap);

    // Played wrong from the deck, it comes back soon (FSRS Again), and a lapse is not a heart.
    t.clock.set(right.next_due);
    me.auth = await authFor(t, me.id);
    const again = (await call('GET', '/api/review/next')).json().data;
    const wrong = (
      await call('POST', `/api/review/${again.id}/answer`, {
        answer: { moves: ['e2e4', 'e7e5', 'd1h5'] },
      })
    ).json().data;
    expect(wrong.correct).toBe(false);
    expect(Date.parse(wrong.next_due) - t.clock.now().getTime()).toBeLessThan(
      Date.parse(right.next_due) - Date.parse(next.due),
    );
    expect(await heartsNow()).toBe(5);
  });

  it('a line answered wrong goes into the deck due now, like any mistake', async () => {
    await answer(t, me, drill, { moves: ['e2e4', 'e7e5', 'd1h5'] });
    const [card] = await cards();
    expect(new Date(card!.due).getTime()).toBe(t.clock.now().getTime());
    expect(Number(card!.reps)).toBe(0);
  });
});
