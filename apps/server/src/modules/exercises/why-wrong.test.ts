import type { ExerciseContent, SectionContent } from '@ascend/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  answer,
  createLearner,
  fixtureContent,
  idOf,
  loadFixture,
} from '../../../test/support/curriculum/test-fixture.ts';

/*
 * Why a wrong move is wrong (issue 27.4, ADR 0032). Positions: Lichess puzzle 4nfjt (CC0) after
 * 13…f4, where 14.Re8+ wins the queen; and king and pawn against king, where 1.Ke3 wins and
 * 1.Kd2? draws. Lines are Stockfish 15.1 at depth 16–22; reasons were written by refutationReason.
 */
const FORK_FEN = 'r1bq2k1/pp4pp/2n2r2/3p4/5p2/4RN2/PPP2PPP/RN2Q1K1 w - - 0 14';
const QE2 = {
  move: 'e1e2',
  line: ['f4e3', 'e2e3', 'c8g4', 'f3g5', 'f6g6', 'b1c3', 'd5d4', 'e3f4'],
  reason: 'After 14.Qe2? fxe3 15.Qxe3 you have lost a rook for a pawn.',
  depth: 16,
};
const RE6 = {
  move: 'e3e6',
  line: ['c8e6', 'b1c3', 'd5d4', 'a1d1', 'e6g4', 'f3e5', 'g4h5', 'c3e4'],
  reason: 'After 14.Re6? Bxe6 you have lost a rook.',
  depth: 16,
};
const KP_FEN = '8/8/8/4k3/8/3K4/4P3/8 w - - 0 1';
const KD2 = {
  move: 'd3d2',
  line: ['e5d4', 'e2e3', 'd4e5', 'd2d3', 'e5d5', 'e3e4', 'd5e6'],
  reason: 'After 1.Kd2? Kd4 the pawn can no longer queen (the position is a draw).',
  depth: 22,
};

const whyLesson: ExerciseContent[] = [
  {
    id: 's1-u1-l1-which',
    type: 'objective_type',
    feedback: 'Re8+ forks king and queen: after Qxe8 Qxe8+ the queen is won for a rook.',
    payload: {
      question: 'Which move wins the queen?',
      fen: FORK_FEN,
      options: [
        { id: 'a', text: 'Re8+', move: 'e3e8' },
        { id: 'b', text: 'Qe2', move: 'e1e2' },
        { id: 'c', text: 'Re6', move: 'e3e6' },
      ],
      correct_option_id: 'a',
    },
    refutations: [QE2, RE6],
  },
  {
    id: 's1-u1-l1-best',
    type: 'best_move_type',
    feedback: 'Ke3 takes the opposition in front of the pawn.',
    payload: {
      prompt: 'White to move and win',
      fen: KP_FEN,
      solution: ['d3e3', 'e5d6', 'e3d4'],
    },
    refutations: [KD2],
  },
];

function content(): SectionContent[] {
  const sections = fixtureContent();
  const lesson = sections[0]!.units[0]!.lessons[0]!;
  lesson.exercises = [...lesson.exercises, ...whyLesson];
  return sections;
}

let t: TestApp;
let which: number;
let best: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db, content());
  which = await idOf(t.database.db, 'exercises', 's1-u1-l1-which');
  best = await idOf(t.database.db, 'exercises', 's1-u1-l1-best');
});

describe('answer-check says why a wrong move is wrong', () => {
  it('a wrong option of a which-move question answers with its stored refutation', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, which, { option_id: 'c' }, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: RE6.reason,
      wrong_move: { fen: FORK_FEN, move: 'e3e6' },
      refutation: RE6.line,
      refutation_pending: false,
    });
  });

  it('the right option has no reason and no refutation', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, which, { option_id: 'a' }, true);
    expect(res.json().data).toMatchObject({
      correct: true,
      reason: null,
      wrong_move: null,
      refutation: null,
      refutation_pending: false,
    });
  });

  it("a best-move exercise's wrong first move answers with the stored refutation of that move", async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, best, { moves: ['d3d2'] }, false);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: KD2.reason,
      wrong_move: { fen: KP_FEN, move: 'd3d2' },
      refutation: KD2.line,
      refutation_pending: false,
    });
  });

  it('a wrong move with nothing stored is left to the browser engine: no reason, pending', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, best, { moves: ['e2e4'] }, false);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: null,
      wrong_move: { fen: KP_FEN, move: 'e2e4' },
      refutation: null,
      refutation_pending: true,
    });
  });

  it('a wrong later move of the line is answered from the position where it was played', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, best, { moves: ['d3e3', 'e5d6', 'e3f3'] }, false);
    expect(res.json().data).toMatchObject({
      reason: null,
      wrong_move: { fen: '8/8/3k4/8/8/4K3/4P3/8 w - - 2 2', move: 'e3f3' },
      refutation_pending: true,
    });
  });

  it('an illegal move keeps the checker reason and asks for no refutation', async () => {
    const learner = await createLearner(t);
    const res = await answer(t, learner, best, { moves: ['d3d5'] }, false);
    expect(res.json().data).toMatchObject({
      correct: false,
      reason: 'd3d5 is not a legal move here',
      wrong_move: null,
      refutation_pending: false,
    });
  });

  it('nothing a learner can read before answering carries refutations or option moves', async () => {
    const learner = await createLearner(t);
    const lessonId = await idOf(t.database.db, 'lessons', 's1-u1-l1');
    const reads = [
      [`/api/exercises/?lesson_id=${lessonId}`, 'Which move wins the queen?'],
      [`/api/exercises/${which}/`, 'Which move wins the queen?'],
      [`/api/exercises/${best}/`, 'White to move and win'],
      ['/api/offline/lessons/', 'Which move wins the queen?'],
    ];
    for (const [url, shown] of reads) {
      const res = await t.app.inject({ method: 'GET', url: url!, headers: learner.auth });
      expect(res.statusCode, url).toBe(200);
      const body = res.body;
      expect(body, url).toContain(shown);
      for (const secret of ['refutations', 'e1e2', 'e3e6', 'e3e8', 'd3d2', 'fxe3', 'Bxe6', 'Kd4'])
        expect(body, `${url} leaks ${secret}`).not.toContain(secret);
    }
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/exercises/?lesson_id=${lessonId}`,
        headers: learner.auth,
      })
    ).json().data;
    const sent = list.find((e: { slug: string }) => e.slug === 's1-u1-l1-which');
    expect(sent.payload.options).toEqual([
      { id: 'a', text: 'Re8+' },
      { id: 'b', text: 'Qe2' },
      { id: 'c', text: 'Re6' },
    ]);
  });
});

describe('why-wrong explains an answer as it is given, before Continue submits it', () => {
  const explain = (learner: { auth: Record<string, string> } | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/exercises/why-wrong/',
      headers: learner?.auth ?? {},
      payload: body as Record<string, unknown>,
    });

  it('answers a wrong option with its refutation and records nothing', async () => {
    const learner = await createLearner(t);
    const res = await explain(learner, { exercise_id: which, answer: { option_id: 'b' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      reason: QE2.reason,
      wrong_move: { fen: FORK_FEN, move: 'e1e2' },
      refutation: QE2.line,
      refutation_pending: false,
    });
    const hearts = await t.app.inject({
      method: 'GET',
      url: '/api/exercises/heart/',
      headers: learner.auth,
    });
    expect(hearts.json().data.hearts).toBe(5);
    const lessonId = await idOf(t.database.db, 'lessons', 's1-u1-l1');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/exercises/?lesson_id=${lessonId}`,
      headers: learner.auth,
    });
    expect(list.json().data.every((e: { answered: boolean }) => !e.answered)).toBe(true);
  });

  it('has nothing to say about a right answer', async () => {
    const learner = await createLearner(t);
    const res = await explain(learner, {
      exercise_id: best,
      answer: { moves: ['d3e3', 'e5d6', 'e3d4'] },
    });
    expect(res.json().data).toEqual({
      reason: null,
      wrong_move: null,
      refutation: null,
      refutation_pending: false,
    });
  });

  it('refuses an answer of the wrong shape, a locked lesson and a caller without a session', async () => {
    const learner = await createLearner(t);
    const bad = await explain(learner, { exercise_id: best, answer: { option_id: 'a' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/does not fit a best_move_type exercise/);
    const locked = await explain(learner, {
      exercise_id: await idOf(t.database.db, 'exercises', 's2-u1-l1-quiz'),
      answer: { option_id: 'b' },
    });
    expect(locked.statusCode).toBe(403);
    expect(
      (await explain(null, { exercise_id: which, answer: { option_id: 'b' } })).statusCode,
    ).toBe(401);
  });
});
