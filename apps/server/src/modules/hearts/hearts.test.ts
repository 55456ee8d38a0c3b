import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  answer,
  authFor,
  createLearner,
  idOf,
  loadFixture,
  RIGHT,
  WRONG,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { HEARTS_RESET_MS, readHearts } from './state.ts';

let t: TestApp;
let quiz: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  quiz = await idOf(t.database.db, 'exercises', 's1-u1-l1-quiz');
});

const hearts = async (learner: Learner) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/exercises/heart/', headers: learner.auth })
  ).json().data;

async function subscribe(userId: number) {
  const now = t.clock.now();
  await t.database.db.execute(sql`
    insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end)
    values (${userId}, 'monthly', 'active', ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 30 * 86_400_000).toISOString()}::timestamptz)`);
}

describe('hearts', () => {
  it('start at 5 of 5', async () => {
    const learner = await createLearner(t);
    expect(await hearts(learner)).toEqual({
      hearts: 5,
      max_hearts: 5,
      used_up: false,
      used_up_at: null,
      resets_at: null,
      unlimited: false,
    });
  });

  it('a wrong answer takes one heart, a right one none', async () => {
    const learner = await createLearner(t);
    const wrong = (await answer(t, learner, quiz, WRONG, false)).json().data;
    expect(wrong).toMatchObject({ correct: false, hearts: { hearts: 4, used_up: false } });
    const right = (await answer(t, learner, quiz, RIGHT, true)).json().data;
    expect(right).toMatchObject({ correct: true, hearts: { hearts: 4 } });
  });

  it('run out at 0, refuse every answer while used up, and come back 4 hours later', async () => {
    const learner = await createLearner(t);
    for (let i = 0; i < 5; i++) await answer(t, learner, quiz, WRONG);
    const state = await hearts(learner);
    expect(state).toMatchObject({
      hearts: 0,
      used_up: true,
      used_up_at: t.clock.now().toISOString(),
    });
    expect(state.resets_at).toBe(new Date(t.clock.now().getTime() + HEARTS_RESET_MS).toISOString());

    for (const body of [WRONG, RIGHT]) {
      const refused = await answer(t, learner, quiz, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'HEARTS_USED_UP',
        message: expect.stringContaining("You've used all your hearts"),
      });
    }
    const attempts = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from exercise_attempts`,
    );
    expect(Number(attempts.rows[0]!.n)).toBe(5);

    t.clock.advance(HEARTS_RESET_MS - 1000);
    learner.auth = await authFor(t, learner.id);
    expect((await hearts(learner)).used_up).toBe(true);
    t.clock.advance(1000);
    expect(await hearts(learner)).toMatchObject({
      hearts: 5,
      used_up: false,
      used_up_at: null,
      resets_at: null,
    });
    expect((await answer(t, learner, quiz, WRONG)).json().data.hearts.hearts).toBe(4);
  });

  it('a due reset also applies when the first thing after it is a wrong answer', async () => {
    const learner = await createLearner(t);
    for (let i = 0; i < 5; i++) await answer(t, learner, quiz, WRONG);
    t.clock.advance(HEARTS_RESET_MS);
    learner.auth = await authFor(t, learner.id);
    expect((await answer(t, learner, quiz, WRONG)).json().data.hearts).toMatchObject({
      hearts: 4,
      used_up: false,
    });
  });

  it('50 concurrent wrong answers take exactly 5 hearts and never go below 0', async () => {
    const learner = await createLearner(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => answer(t, learner, quiz, WRONG, false)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(45);
    const left = results
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().data.hearts.hearts)
      .sort();
    expect(left).toEqual([0, 1, 2, 3, 4]);
    expect(await hearts(learner)).toMatchObject({ hearts: 0, used_up: true });
    const row = await t.database.db.execute<{ hearts: number }>(
      sql`select hearts from users where id = ${learner.id}`,
    );
    expect(Number(row.rows[0]!.hearts)).toBe(0);
  });

  it('subscribers never lose hearts and are never blocked', async () => {
    const learner = await createLearner(t);
    await subscribe(learner.id);
    for (let i = 0; i < 7; i++) {
      const res = await answer(t, learner, quiz, WRONG);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.hearts).toMatchObject({ hearts: 5, unlimited: true });
    }
    expect(await hearts(learner)).toMatchObject({ hearts: 5, unlimited: true });
  });

  it('reading hearts writes nothing unless a reset is due', async () => {
    const learner = await createLearner(t);
    const version = async () =>
      String(
        (
          await t.database.db.execute<{ v: string }>(
            sql`select xmin::text as v from users where id = ${learner.id}`,
          )
        ).rows[0]!.v,
      );
    const before = await version();
    await readHearts(t.database.db, learner.id, t.clock.now());
    await hearts(learner);
    expect(await version()).toBe(before);
  });

  it('requires a signed-in learner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/heart/' })).statusCode).toBe(
      401,
    );
  });
});
