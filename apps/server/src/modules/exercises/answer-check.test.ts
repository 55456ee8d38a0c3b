import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { tablesInStep } from '../leaderboard/index.ts';
import {
  answer,
  createLearner,
  finishLesson,
  fixtureContent,
  idOf,
  loadFixture,
  RIGHT,
  WRONG,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';

let t: TestApp;
let info: number;
let quiz: number;
let lessonId: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db);
  info = await idOf(t.database.db, 'exercises', 's1-u1-l1-info');
  quiz = await idOf(t.database.db, 'exercises', 's1-u1-l1-quiz');
  lessonId = await idOf(t.database.db, 'lessons', 's1-u1-l1');
});

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows[0]!;
const userXp = async (learner: Learner) =>
  Number((await one<{ xp: number }>(sql`select xp from users where id = ${learner.id}`)).xp);
const lessonXp = async (learner: Learner) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/lessons/lesson-xp?lesson_id=${lessonId}`,
      headers: learner.auth,
    })
  ).json().data;

describe('answer-check', () => {
  it('decides correctness itself, records the attempt and returns the feedback', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, quiz, WRONG, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: expect.any(String),
      feedback: 'The rook moves in straight lines.',
      exercise_id: quiz,
      lesson_id: lessonId,
      hearts: { hearts: 4, max_hearts: 5 },
      lesson_completed: false,
      xp_awarded: 0,
      exercises_answered: 1,
      exercises_total: 2,
    });
    const attempt = await one<{ correct: boolean; client_correct: boolean; answer: unknown }>(
      sql`select correct, client_correct, answer from exercise_attempts where user_id = ${learner.id}`,
    );
    expect(attempt).toEqual({ correct: false, client_correct: true, answer: WRONG });
  });

  it('checks a stored best-move line with the shared checker', async () => {
    const content = fixtureContent();
    content[0]!.units[0]!.lessons[0]!.exercises.push({
      id: 'back-rank-mate',
      type: 'best_move_type',
      feedback: 'Ra8 is mate: the king is boxed in by its own pawns.',
      payload: {
        prompt: 'Mate in one',
        fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
        solution: ['a1a8'],
      },
    });
    await loadFixture(t.database.db, content);
    const mate = await idOf(t.database.db, 'exercises', 'back-rank-mate');
    const learner = await createLearner(t);
    expect((await answer(t, learner, mate, { moves: ['a1a7'] }, true)).json().data).toMatchObject({
      correct: false,
      hearts: { hearts: 4 },
    });
    expect((await answer(t, learner, mate, { moves: ['a1a8'] })).json().data).toMatchObject({
      correct: true,
      reason: null,
      exercises_total: 3,
    });
  });

  it('refuses an answer of the wrong shape with a 400 and takes no heart', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, quiz, { square: 'e4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('objective_type');
    expect((await answer(t, learner, quiz, RIGHT)).json().data.hearts.hearts).toBe(5);
  });

  it('refuses unknown and locked exercises', async () => {
    const learner = await createLearner(t);
    expect((await answer(t, learner, 999_999, RIGHT)).statusCode).toBe(404);
    const locked = await answer(
      t,
      learner,
      await idOf(t.database.db, 'exercises', 's1-u1-l2-quiz'),
      RIGHT,
    );
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('LESSON_LOCKED');
  });

  it('completes the lesson when every exercise is answered, even wrongly, and pays its xp once', async () => {
    const learner = await createLearner(t);
    expect((await answer(t, learner, info, {})).json().data.lesson_completed).toBe(false);
    const last = (await answer(t, learner, quiz, WRONG)).json().data;
    expect(last).toMatchObject({
      lesson_completed: true,
      xp_awarded: 10,
      xp_kind: 'lesson',
      exercises_answered: 2,
    });
    expect(await userXp(learner)).toBe(10);
    expect(await lessonXp(learner)).toEqual({ xp: 10, completed: true });
    const event = await one<{ amount: number; kind: string; created_at: Date }>(
      sql`select amount, kind, created_at from xp_events where user_id = ${learner.id}`,
    );
    expect(event).toMatchObject({ amount: 10, kind: 'lesson' });
    expect(new Date(event.created_at).toISOString()).toBe(t.clock.now().toISOString());
  });

  it('answering one exercise twice does not finish the lesson', async () => {
    const learner = await createLearner(t);
    await answer(t, learner, quiz, RIGHT);
    expect((await answer(t, learner, quiz, RIGHT)).json().data).toMatchObject({
      lesson_completed: false,
      exercises_answered: 1,
    });
    expect(await lessonXp(learner)).toEqual({ xp: 0, completed: false });
  });

  it('a replay pays the practice amount (20%) once per completed run', async () => {
    const learner = await createLearner(t);
    await finishLesson(t, learner, 's1-u1-l1');
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/exercises/?lesson_id=${lessonId}`,
          headers: learner.auth,
        })
      ).json().data;
    expect((await listed()).map((e: { answered: boolean }) => e.answered)).toEqual([false, false]);

    expect((await answer(t, learner, info, {})).json().data).toMatchObject({
      lesson_completed: false,
      exercises_answered: 1,
    });
    const replay = (await answer(t, learner, quiz, RIGHT)).json().data;
    expect(replay).toMatchObject({ lesson_completed: true, xp_awarded: 2, xp_kind: 'practice' });
    await finishLesson(t, learner, 's1-u1-l1');
    expect(await userXp(learner)).toBe(14);
    expect(await lessonXp(learner)).toEqual({ xp: 14, completed: true });
  });

  it('double submission and two tabs never pay twice', async () => {
    const learner = await createLearner(t);
    await answer(t, learner, info, {});
    const results = await Promise.all(
      Array.from({ length: 10 }, () => answer(t, learner, quiz, RIGHT, true)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.lesson_completed)).toHaveLength(1);
    expect(await userXp(learner)).toBe(10);
    const events = await one<{ n: number }>(
      sql`select count(*)::int as n from xp_events where user_id = ${learner.id}`,
    );
    expect(Number(events.n)).toBe(1);
  });

  it('closing runs concurrently (two tabs, a wrong answer taking the last heart) keeps hearts, xp and both leaderboards exact', async () => {
    const learners = await Promise.all([1, 2, 3, 4].map(() => createLearner(t)));
    // Each learner: hearts down to 1, the info card answered, then two tabs answer the quiz
    // wrongly at once: one closes the run with the last heart, the other is refused or repeats.
    for (const l of learners)
      await t.database.db.execute(sql`update users set hearts = 1 where id = ${l.id}`);
    await Promise.all(learners.map((l) => answer(t, l, info, {})));
    const results = await Promise.all(
      learners.flatMap((l) => [answer(t, l, quiz, WRONG), answer(t, l, quiz, WRONG)]),
    );
    for (const [i, l] of learners.entries()) {
      const pair = results.slice(2 * i, 2 * i + 2);
      expect(pair.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(pair.filter((r) => r.statusCode === 403)).toHaveLength(1);
      expect(pair.find((r) => r.statusCode === 200)!.json().data).toMatchObject({
        lesson_completed: true,
        xp_awarded: 10,
        hearts: { hearts: 0, used_up: true },
      });
      expect(await userXp(l)).toBe(10);
    }
    const boards = await one<{ all_xp: number; week_xp: number; all_n: number }>(sql`
      select (select sum(xp)::int from leaderboard_scores where board = 'all') as all_xp,
        (select sum(xp)::int from leaderboard_scores where board <> 'all') as week_xp,
        (select sum(learners)::int from leaderboard_xp_counts where board = 'all' and xp = 10) as all_n`);
    expect(boards).toEqual({ all_xp: 40, week_xp: 40, all_n: 4 });
    expect(await tablesInStep(t.database.db, t.clock.now())).toBe(true);
  });

  it('lesson-xp is per learner and checks its input', async () => {
    const a = await createLearner(t);
    const b = await createLearner(t);
    await finishLesson(t, a, 's1-u1-l1');
    expect(await lessonXp(b)).toEqual({ xp: 0, completed: false });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/lessons/lesson-xp',
      headers: a.auth,
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/lessons/lesson-xp?lesson_id=424242',
      headers: a.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
