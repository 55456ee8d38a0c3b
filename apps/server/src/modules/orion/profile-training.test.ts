import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orionProfileResponse, orionTrainingResponse } from '@ascend/contract';
import { themesOfSkill } from '@ascend/chess';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  authFor,
  createLearner,
  finishLesson,
  loadFixture,
  type Learner,
} from '../../../test/support/curriculum/test-fixture.ts';
import { applySkillEvidence } from './evidence.ts';
import { THEME_MIN_ATTEMPTS } from './theme-stats.ts';
import { loadStarterSample, taggedContent } from '../../../test/support/orion/test-support.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadFixture(t.database.db, taggedContent());
  await loadStarterSample(t.database.db);
  me = await createLearner(t);
});

const get = async (url: string, who = me) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const lose = (skill: 'tactics' | 'strategy' | 'calculation' | 'attacking', key: string) => ({
  skill,
  opponentRating: 900,
  opponentDeviation: 100,
  score: 0 as const,
  source: 'game' as const,
  sourceKey: key,
});

describe('GET orion/profile', () => {
  it('gives a new learner four uncertain skills, credits and an assessment to take', async () => {
    const body = orionProfileResponse.parse(await get('/api/orion/profile'));
    expect(body.data.skills).toEqual(
      ['tactics', 'strategy', 'calculation', 'attacking'].map((skill) => ({
        skill,
        rating: 1500,
        deviation: 350,
        evidence: 0,
        history: [],
      })),
    );
    expect(body.data.assessment).toEqual({ id: null, done: false, answered: 0, total: 8 });
    expect(body.data.credits.balance).toBeGreaterThanOrEqual(0);
    expect(body.data.credits.renews_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.data.themes).toEqual({
      min_attempts: THEME_MIN_ATTEMPTS,
      strongest: [],
      weakest: [],
    });
  });

  it('shows one history point per day with evidence, oldest first', async () => {
    await applySkillEvidence(t.database.db, me.id, [lose('strategy', 'g:1')], t.clock.now());
    t.clock.advance(2 * 86_400_000);
    me = { ...me, auth: await authFor(t, me.id) };
    await applySkillEvidence(
      t.database.db,
      me.id,
      [lose('strategy', 'g:2'), lose('strategy', 'g:3')],
      t.clock.now(),
    );
    const strategy = (await get('/api/orion/profile')).data.skills[1];
    expect(strategy.skill).toBe('strategy');
    expect(strategy.evidence).toBe(3);
    expect(strategy.history.map((h: { date: string }) => h.date)).toEqual([
      '2026-03-02',
      '2026-03-04',
    ]);
    expect(strategy.history[1].rating).toBe(strategy.rating);
    expect(strategy.history[0].rating).toBeGreaterThan(strategy.rating);
  });

  it(`lists strongest and weakest themes with at least ${THEME_MIN_ATTEMPTS} rated attempts`, async () => {
    const puzzles = await t.database.db.execute<{ id: string; themes: string[] }>(
      sql`select id, themes from puzzles`,
    );
    const only = (theme: string, not: string) =>
      puzzles.rows.filter((p) => p.themes.includes(theme) && !p.themes.includes(not));
    const play = async (ids: string[], solvedCount: number) => {
      for (const [k, id] of ids.entries())
        await t.database.db.execute(sql`
          insert into puzzle_user (user_id, puzzle_id, solved, rated, created_at, last_attempt_at)
          values (${me.id}, ${id}, ${k < solvedCount}, true, now(), now()) on conflict do nothing`);
    };
    const endgames = only('endgame', 'mate')
      .slice(0, 5)
      .map((p) => p.id);
    const mates = only('mate', 'endgame')
      .slice(0, 5)
      .map((p) => p.id);
    expect(endgames).toHaveLength(5);
    expect(mates).toHaveLength(5);
    await play(endgames, 5);
    await play(mates, 1);
    const { themes } = (await get('/api/orion/profile')).data;
    const strong = themes.strongest.map((s: { theme: string }) => s.theme);
    const weak = themes.weakest.map((s: { theme: string }) => s.theme);
    expect(strong).toContain('endgame');
    expect(weak).toContain('mate');
    expect(themes.strongest.find((s: { theme: string }) => s.theme === 'endgame')).toMatchObject({
      name: 'Endgame',
      attempts: 5,
      solved: 5,
      success_rate: 1,
    });
    // Lengths and goals say nothing about a skill and never show.
    for (const key of ['oneMove', 'short', 'crushing', 'advantage'])
      expect([...strong, ...weak]).not.toContain(key);
    expect(strong.filter((k: string) => weak.includes(k))).toEqual([]);
  });
});

describe('GET orion/training', () => {
  it('trains the lowest-rated skill with unplayed puzzles of its themes nearest its rating', async () => {
    await applySkillEvidence(t.database.db, me.id, [lose('calculation', 'g:1')], t.clock.now());
    const body = orionTrainingResponse.parse(await get('/api/orion/training'));
    const data = body.data;
    expect(data.skill).toBe('calculation');
    expect(data.evidence).toBe(1);
    expect(data.rating).toBeLessThan(1500);
    expect(data.puzzles.length).toBeGreaterThan(3);
    for (const p of data.puzzles)
      expect(p.themes.some((th) => themesOfSkill('calculation').includes(th))).toBe(true);
    const distances = data.puzzles.map((p) => Math.abs(p.rating - data.rating));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data.themes.length).toBeGreaterThan(0);
    for (const th of data.themes) expect(themesOfSkill('calculation')).toContain(th);
    // s3's exercises are tagged tactics + calculation; s3 is locked for a new learner.
    expect(data.lessons).toEqual([
      expect.objectContaining({
        title: 'Lesson s3-u1-l1',
        section_title: 'Tactics',
        skill_exercises: 1,
        status: 'locked',
      }),
    ]);
    // A puzzle the learner has played is not served again.
    await t.database.db.execute(sql`
      insert into puzzle_user (user_id, puzzle_id, solved, rated, created_at, last_attempt_at)
      values (${me.id}, ${data.puzzles[0]!.id}, true, true, now(), now())`);
    const again = (await get('/api/orion/training')).data;
    expect(again.puzzles.map((p: { id: string }) => p.id)).not.toContain(data.puzzles[0]!.id);
  });

  it('breaks a rating tie by the larger deviation, and lists open lessons before locked and done ones', async () => {
    // A new learner: all four tied at 1500/350, so SKILLS order picks tactics.
    expect((await get('/api/orion/training')).data.skill).toBe('tactics');
    await finishLesson(t, me, 's1-u1-l1');
    // Equal ratings after a draw each, but strategy has more evidence, so less deviation.
    const draw = (skill: 'tactics' | 'strategy', key: string) => ({
      ...lose(skill, key),
      opponentRating: 1500,
      score: 0.5 as const,
    });
    await t.database.db.execute(sql`truncate skill_evidence, skill_ratings, skill_history`);
    await applySkillEvidence(
      t.database.db,
      me.id,
      [
        draw('strategy', 'a'),
        draw('strategy', 'b'),
        draw('tactics', 'c'),
        draw('calculation' as never, 'd'),
        draw('attacking' as never, 'e'),
      ],
      t.clock.now(),
    );
    const data = (await get('/api/orion/training')).data;
    expect(data.skill).not.toBe('strategy');
    expect(data.skill).toBe('tactics');
    // Tactics lessons: s1-u1-l2 (open), then the locked ones in path order, then s1-u1-l1 (done).
    expect(
      data.lessons.map((l: { title: string; status: string }) => `${l.title} ${l.status}`),
    ).toEqual([
      'Lesson s1-u1-l2 next',
      'Lesson s1-u2-l1 locked',
      'Lesson s3-u1-l1 locked',
      'Lesson s1-u1-l1 done',
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orion/training' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orion/profile' })).statusCode).toBe(401);
  });
});
