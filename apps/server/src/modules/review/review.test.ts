import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  answer,
  authFor,
  createLearner,
  finishLesson,
  idOf,
  loadFixture,
  RIGHT,
  WRONG,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';
import { HEART_PRACTICE_SIZE } from './heart-practice.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
  await loadFixture(t.database.db);
  me = await createLearner(t);
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, who = me) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const summary = async (who = me) =>
  (await call('GET', '/api/review/summary', undefined, who)).json().data;
const quiz = (slug = 's1-u1-l1') => idOf(t.database.db, 'exercises', `${slug}-quiz`);
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const setHearts = (n: number, usedUpAt: string | null = null) =>
  exec(
    sql`update users set hearts = ${n}, hearts_used_up_at = ${usedUpAt}::timestamptz where id = ${me.id}`,
  );
const hearts = async () =>
  Number(
    (
      await t.database.db.execute<{ hearts: number }>(
        sql`select hearts from users where id = ${me.id}`,
      )
    ).rows[0]!.hearts,
  );
const MINUTE = 60_000;

describe('the review deck', () => {
  it('takes an exercise answered wrong, serves it when due and moves it out when answered right', async () => {
    expect(await summary()).toEqual({
      due_now: 0,
      due_later_this_week: 0,
      total: 0,
      sources: { exercises: 0, puzzles: 0, games: 0 },
    });
    expect((await call('GET', '/api/review/next')).json().data).toBeNull();

    expect((await answer(t, me, await quiz(), WRONG)).json().data.correct).toBe(false);
    expect(await summary()).toEqual({
      due_now: 1,
      due_later_this_week: 0,
      total: 1,
      sources: { exercises: 1, puzzles: 0, games: 0 },
    });
    const next = (await call('GET', '/api/review/next')).json().data;
    expect(next).toMatchObject({ kind: 'exercise', puzzle: null, reps: 0 });
    expect(next.exercise).toMatchObject({ id: await quiz(), type: 'objective_type' });
    // The item carries the same shape the lesson serves (payload included).
    expect(next.exercise.payload.options).toHaveLength(2);

    const right = (await call('POST', `/api/review/${next.id}/answer`, { answer: RIGHT })).json()
      .data;
    expect(right).toMatchObject({ correct: true, summary: { due_now: 0, due_later_this_week: 1 } });
    expect(Date.parse(right.next_due)).toBeGreaterThan(t.clock.now().getTime());
    expect((await call('GET', '/api/review/next')).json().data).toBeNull();

    // Due again once its time comes; a wrong review brings it back within a minute.
    t.clock.set(right.next_due);
    me.auth = await authFor(t, me.id);
    expect((await summary()).due_now).toBe(1);
    const wrong = (await call('POST', `/api/review/${next.id}/answer`, { answer: WRONG })).json()
      .data;
    expect(wrong.correct).toBe(false);
    expect(Date.parse(wrong.next_due) - t.clock.now().getTime()).toBeLessThanOrEqual(MINUTE);
  });

  it('keeps one card per exercise: a second mistake makes it due now, not a duplicate', async () => {
    await answer(t, me, await quiz(), WRONG);
    const card = (await call('GET', '/api/review/next')).json().data;
    await call('POST', `/api/review/${card.id}/answer`, { answer: RIGHT });
    expect((await summary()).due_now).toBe(0);
    await answer(t, me, await quiz(), WRONG);
    expect(await summary()).toMatchObject({ due_now: 1, total: 1 });
  });

  it("refuses another learner's card with a 404 and a wrong answer shape with a 400", async () => {
    await answer(t, me, await quiz(), WRONG);
    const card = (await call('GET', '/api/review/next')).json().data;
    const other = await createLearner(t);
    const stolen = await call('POST', `/api/review/${card.id}/answer`, { answer: RIGHT }, other);
    expect(stolen.statusCode).toBe(404);
    expect((await summary(other)).total).toBe(0);
    const bad = await call('POST', `/api/review/${card.id}/answer`, { answer: { option: 3 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/does not fit a objective_type exercise/);
    expect((await call('POST', '/api/review/abc/answer', { answer: RIGHT })).statusCode).toBe(400);
    // Nothing moved: the card is still due.
    expect((await summary()).due_now).toBe(1);
  });

  it('takes a failed puzzle and re-checks a puzzle review on the server', async () => {
    await loadPuzzles(t.database.db, { backRank: 1200 });
    const fail = await call('POST', '/api/puzzles/submit-puzzle/', {
      puzzle_id: 'zcopP',
      moves: ['d2d7'],
    });
    expect(fail.json().data.correct).toBe(false);
    const card = (await call('GET', '/api/review/next')).json().data;
    expect(card).toMatchObject({ kind: 'puzzle', exercise: null, puzzle: { id: 'zcopP' } });
    const noMoves = await call('POST', `/api/review/${card.id}/answer`, { answer: {} });
    expect(noMoves.statusCode).toBe(400);
    const solved = (
      await call('POST', `/api/review/${card.id}/answer`, { moves: ['d2d8', 'd1d8'] })
    ).json().data;
    expect(solved).toMatchObject({ correct: true, solution: ['d5e4', 'd2d8', 'c8d8', 'd1d8'] });
    expect((await summary()).due_now).toBe(0);
  });
});

describe('earning a heart back', () => {
  const start = (who = me) => call('POST', '/api/review/heart-practice', {}, who);
  const reply = (id: number, index: number, body: object, who = me) =>
    call('POST', `/api/review/heart-practice/${id}/answer`, { index, ...body }, who);
  /** Answers every item of a session right (the fixture's graded items are all the quiz). */
  const finish = async (session: { id: number; items: unknown[] }) => {
    let last;
    for (let i = 0; i < session.items.length; i++)
      last = (await reply(session.id, i, { answer: RIGHT })).json().data;
    return last;
  };

  it('is refused with full hearts, for Hero members and with nothing to practise', async () => {
    const full = await start();
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toMatch(/hearts are full \(5 of 5\)/);
    await setHearts(2);
    const empty = await start();
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toMatch(/finish a lesson first/);
    await exec(sql`insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end)
      values (${me.id}, 'monthly', 'active', now() - interval '1 day', ${new Date(t.clock.now().getTime() + 86_400_000).toISOString()}::timestamptz)`);
    const hero = await start();
    expect(hero.statusCode).toBe(409);
    expect(hero.json().error.message).toMatch(/unlimited hearts/);
  });

  it.each([0, 1, 4])(
    'gives one heart back at %i hearts after a session without a mistake',
    async (n) => {
      await finishLesson(t, me, 's1-u1-l1');
      await answer(t, me, await quiz('s1-u1-l2'), WRONG);
      await setHearts(n, n === 0 ? t.clock.now().toISOString() : null);
      const session = (await start()).json().data;
      // The deck's card first, topped up from the completed lesson (here: one graded exercise).
      expect(session.items.map((i: { exercise: { slug: string } }) => i.exercise.slug)).toEqual([
        's1-u1-l2-quiz',
        's1-u1-l1-quiz',
      ]);
      expect(session.items.length).toBeLessThanOrEqual(HEART_PRACTICE_SIZE);
      const done = await finish(session);
      expect(done.session).toMatchObject({ finished: true, failed: false, heart_restored: true });
      expect(done.session.hearts).toMatchObject({ hearts: n + 1, used_up: false });
      expect(await hearts()).toBe(n + 1);
      // The deck card was reviewed too: no longer due.
      expect((await summary()).due_now).toBe(0);
      const again = await reply(session.id, 0, { answer: RIGHT });
      expect(again.statusCode).toBe(409);
      expect(await hearts()).toBe(n + 1);
    },
  );

  it('ends a session at the first mistake without taking a heart or giving one', async () => {
    await finishLesson(t, me, 's1-u1-l1');
    await finishLesson(t, me, 's1-u1-l2');
    await setHearts(2);
    const session = (await start()).json().data;
    const wrong = (await reply(session.id, 0, { answer: WRONG })).json().data;
    expect(wrong).toMatchObject({
      correct: false,
      session: { failed: true, heart_restored: false },
    });
    expect(await hearts()).toBe(2);
    expect((await reply(session.id, 1, { answer: RIGHT })).statusCode).toBe(409);
    const outOfOrder = (await start()).json().data;
    const skip = await reply(outOfOrder.id, 1, { answer: RIGHT });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toMatch(/item 1 of 2 is next/);
  });

  it("refuses another learner's session with a 404", async () => {
    await finishLesson(t, me, 's1-u1-l1');
    await setHearts(3);
    const session = (await start()).json().data;
    const other = await createLearner(t);
    expect((await reply(session.id, 0, { answer: RIGHT }, other)).statusCode).toBe(404);
  });

  it.each([
    [4, 5],
    [3, 5],
    [2, 4],
  ])('finishing sessions at once from %i hearts ends at %i, never above 5', async (from, to) => {
    await finishLesson(t, me, 's1-u1-l1');
    await setHearts(from);
    const sessions = [(await start()).json().data, (await start()).json().data];
    if (from === 4) sessions.push((await start()).json().data);
    for (const s of sessions)
      for (let i = 0; i < s.items.length - 1; i++) await reply(s.id, i, { answer: RIGHT });
    const last = await Promise.all(
      sessions.map((s) => reply(s.id, s.items.length - 1, { answer: RIGHT })),
    );
    expect(last.map((r) => r.statusCode)).toEqual(sessions.map(() => 200));
    expect(await hearts()).toBe(to);
    const paid = last.filter((r) => r.json().data.session.heart_restored).length;
    expect(paid).toBe(to - from);
  });
});
