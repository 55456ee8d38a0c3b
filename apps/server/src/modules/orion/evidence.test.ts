import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newSkillRating, rateSkill } from '@ascend/chess';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  RIGHT,
  WRONG,
  answer,
  createLearner,
  idOf,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { loadPuzzles } from '../../../test/support/puzzles/test-puzzles.ts';
import { applySkillEvidence, type SkillEvidence } from './evidence.ts';
import { taggedContent } from '../../../test/support/orion/test-support.ts';

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

type SkillRow = { skill: string; rating: number; rd: number; volatility: number; evidence: number };
const skills = async (userId = me.id) =>
  Object.fromEntries(
    (
      await t.database.db.execute<SkillRow>(
        sql`select skill, rating, rd, volatility, evidence from skill_ratings where user_id = ${userId}`,
      )
    ).rows.map((r) => [r.skill, r]),
  ) as Record<string, SkillRow>;
const evidenceRows = async () =>
  (
    await t.database.db.execute<{
      skill: string;
      source: string;
      source_key: string;
      score: number;
      opponent_rating: number;
    }>(
      sql`select skill, source, source_key, score, opponent_rating from skill_evidence where user_id = ${me.id} order by id`,
    )
  ).rows;

const win = (key: string, over: Partial<SkillEvidence> = {}): SkillEvidence => ({
  skill: 'tactics',
  opponentRating: 1500,
  opponentDeviation: 350,
  score: 1,
  source: 'game',
  sourceKey: key,
  ...over,
});

describe('applySkillEvidence', () => {
  it('rates the skill by Glicko-2 (hand-checked) and writes one history point per day', async () => {
    const at = t.clock.now();
    expect(await applySkillEvidence(t.database.db, me.id, [win('game:1:ply:3')], at)).toBe(1);
    const s = await skills();
    // A new skill (1500/350) beating an equal unrated opponent: 1662.31 / 290.32 (by hand).
    expect(s.tactics!.rating).toBeCloseTo(1662.31, 1);
    expect(s.tactics!.rd).toBeCloseTo(290.32, 1);
    expect(s.tactics!.evidence).toBe(1);
    expect(s.strategy).toMatchObject({ rating: 1500, rd: 350, evidence: 0 });

    await applySkillEvidence(t.database.db, me.id, [win('game:1:ply:5', { score: 0 })], at);
    t.clock.advance(86_400_000);
    await applySkillEvidence(t.database.db, me.id, [win('game:2:ply:1')], t.clock.now());
    const history = await t.database.db.execute<{ day: string; rating: number }>(
      sql`select day::text as day, rating from skill_history where user_id = ${me.id} and skill = 'tactics' order by day`,
    );
    expect(history.rows.map((r) => r.day)).toEqual(['2026-03-02', '2026-03-03']);
    const expected = [win('a'), win('b', { score: 0 }), win('c')].reduce(
      (g, e) => rateSkill(g, { opponentRating: 1500, opponentDeviation: 350, score: e.score }),
      newSkillRating,
    );
    expect(history.rows[1]!.rating).toBeCloseTo(expected.rating, 6);
    expect((await skills()).tactics!.rating).toBeCloseTo(expected.rating, 6);
  });

  it('changes nothing when the same items are applied again (a retried job)', async () => {
    const items = [win('game:7:ply:9'), win('game:7:ply:9', { skill: 'calculation', score: 0 })];
    expect(await applySkillEvidence(t.database.db, me.id, items, t.clock.now())).toBe(2);
    const before = await skills();
    expect(await applySkillEvidence(t.database.db, me.id, items, t.clock.now())).toBe(0);
    expect(await skills()).toEqual(before);
    expect(await evidenceRows()).toHaveLength(2);
  });

  it('counts every one of 12 concurrent appliers once and loses no update', async () => {
    const same = (i: number) =>
      win(`game:9:ply:${i}`, { opponentRating: 1400, opponentDeviation: 80 });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        applySkillEvidence(t.database.db, me.id, [same(i)], t.clock.now()),
      ),
    );
    // The same twelve repeated concurrently add nothing.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        applySkillEvidence(t.database.db, me.id, [same(i)], t.clock.now()),
      ),
    );
    let expected = newSkillRating;
    for (let i = 0; i < 12; i++)
      expected = rateSkill(expected, { opponentRating: 1400, opponentDeviation: 80, score: 1 });
    const s = await skills();
    expect(s.tactics!.evidence).toBe(12);
    expect(s.tactics!.rating).toBeCloseTo(expected.rating, 6);
  });

  it('refuses a malformed item loudly (a bug in the caller)', async () => {
    await expect(
      applySkillEvidence(
        t.database.db,
        me.id,
        [win('x', { skill: 'luck' as never })],
        t.clock.now(),
      ),
    ).rejects.toThrow('Unknown skill');
    await expect(
      applySkillEvidence(t.database.db, me.id, [win('x', { score: 0.7 as never })], t.clock.now()),
    ).rejects.toThrow('score');
  });
});

describe('evidence from rated puzzles', () => {
  const submit = (puzzle_id: string, moves: string[], extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/puzzles/submit-puzzle/',
      headers: me.auth,
      payload: { puzzle_id, moves, ...extra },
    });

  it('makes the first attempt a game of each skill its themes train, against the puzzle rating', async () => {
    // zcopP: backRankMate endgame mate mateIn2 sacrifice short → tactics, strategy, attacking.
    await loadPuzzles(t.database.db, { backRank: 1200 });
    const res = await submit('zcopP', ['d2d8', 'd1d8']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ correct: true, rated: true });
    const rows = await evidenceRows();
    expect(rows.map((r) => r.skill).sort()).toEqual(['attacking', 'strategy', 'tactics']);
    for (const r of rows)
      expect(r).toMatchObject({
        source: 'puzzle',
        source_key: 'puzzle:zcopP',
        score: 1,
        opponent_rating: 1200,
      });
    const s = await skills();
    expect(s.tactics!.rating).toBeGreaterThan(1500);
    expect(s.calculation!.evidence).toBe(0);

    // A replay is not rated and is no evidence.
    const before = await skills();
    expect((await submit('zcopP', ['d2d8', 'd1d8'])).json().data.rated).toBe(false);
    expect(await skills()).toEqual(before);
  });

  it('scores a failed attempt as a loss and a hinted solve as a draw', async () => {
    await loadPuzzles(t.database.db, { backRank: 1500, underPromo: 1500 });
    await submit('zcopP', ['d2d7']);
    await submit('k9UPt', ['b7b8n', 'b8a6'], { hint_used: true });
    const scores = Object.fromEntries(
      (await evidenceRows()).map((r) => [`${r.source_key} ${r.skill}`, r.score]),
    );
    expect(scores['puzzle:zcopP tactics']).toBe(0);
    expect(scores['puzzle:k9UPt calculation']).toBe(0.5);
    expect((await skills()).attacking!.rating).toBeLessThan(1500);
  });
});

describe('evidence from first-try climb answers', () => {
  it('counts the first answer of a graded exercise at its lesson level, once', async () => {
    await loadFixture(t.database.db, taggedContent());
    const quiz = await idOf(t.database.db, 'exercises', 's1-u1-l1-quiz');
    const info = await idOf(t.database.db, 'exercises', 's1-u1-l1-info');
    expect((await answer(t, me, info, {})).statusCode).toBe(200);
    expect(await evidenceRows()).toEqual([]);
    expect((await answer(t, me, quiz, WRONG, false)).statusCode).toBe(200);
    expect((await answer(t, me, quiz, RIGHT, true)).statusCode).toBe(200);
    // Section 1 is a 600 opponent; only the first (wrong) answer counts.
    expect(await evidenceRows()).toEqual([
      {
        skill: 'tactics',
        source: 'exercise',
        source_key: `exercise:${quiz}`,
        score: 0,
        opponent_rating: 600,
      },
    ]);
    const s = await skills();
    expect(s.tactics!.evidence).toBe(1);
    expect(s.tactics!.rating).toBeCloseTo(
      rateSkill(newSkillRating, { opponentRating: 600, opponentDeviation: 100, score: 0 }).rating,
      6,
    );
  });

  it('still answers and keeps the answer when the evidence cannot be written', async () => {
    await loadFixture(t.database.db, taggedContent());
    const quiz = await idOf(t.database.db, 'exercises', 's1-u1-l1-quiz');
    // The evidence write fails (its table is out of reach) after the answer statement saved.
    await t.database.db.execute(sql`alter table skill_evidence rename to skill_evidence_away`);
    try {
      const res = await answer(t, me, quiz, WRONG, false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ correct: false, exercises_answered: 1 });
    } finally {
      await t.database.db.execute(sql`alter table skill_evidence_away rename to skill_evidence`);
    }
    const saved = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from exercise_attempts where user_id = ${me.id}`,
    );
    expect(saved.rows[0]!.n).toBe(1);
    expect(await evidenceRows()).toEqual([]);
  });

  it('rates each tagged skill of an exercise at its section level', async () => {
    await loadFixture(t.database.db, taggedContent());
    const advanced = await createLearner(t, 'knows_tactics_and_strategy');
    const quiz = await idOf(t.database.db, 'exercises', 's3-u1-l1-quiz');
    const res = await answer(t, advanced, quiz, RIGHT, true);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.execute<{ skill: string; opponent_rating: number }>(
      sql`select skill, opponent_rating from skill_evidence where user_id = ${advanced.id} order by skill`,
    );
    expect(rows.rows).toEqual([
      { skill: 'calculation', opponent_rating: 900 },
      { skill: 'tactics', opponent_rating: 900 },
    ]);
  });
});
