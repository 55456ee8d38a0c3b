import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SKILLS, themesOfSkill } from '@ascend/chess';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { ASSESSMENT_SIZE } from './assessment.ts';
import { loadStarterSample, solverMoves } from '../../../test/support/orion/test-support.ts';

let t: TestApp;
let me: Learner;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await loadStarterSample(t.database.db);
  me = await createLearner(t);
});

const start = (who = me) =>
  t.app.inject({ method: 'POST', url: '/api/orion/assessment', headers: who.auth });
const send = (id: number | string, payload: object, who = me) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orion/assessment/${id}/answer`,
    headers: who.auth,
    payload,
  });
type Session = {
  id: number;
  total: number;
  answered: number;
  done: boolean;
  skill: string | null;
  puzzle: { id: string; moves: string[]; themes: string[]; rating: number } | null;
  skills: { skill: string; rating: number; deviation: number; evidence: number }[];
};
const solve = async (s: Session, right: boolean) => {
  const moves = solverMoves(s.puzzle!.moves);
  // A wrong answer: the right first move's piece sent somewhere else is not reliably legal,
  // so a wrong answer stops one move short (unfinished), which the checker fails.
  const res = await send(s.id, { puzzle_id: s.puzzle!.id, moves: right ? moves : [] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { correct: boolean; solution: string[]; session: Session };
};

describe('first-visit assessment', () => {
  it('serves puzzles of each skill in turn, checks answers on the server and finishes after eight', async () => {
    const res = await start();
    expect(res.statusCode, res.body).toBe(200);
    let s = res.json().data as Session;
    expect(s).toMatchObject({ total: ASSESSMENT_SIZE, answered: 0, done: false, skill: 'tactics' });
    const seen: string[] = [];
    for (let i = 0; i < ASSESSMENT_SIZE; i++) {
      const skill = SKILLS[i % 4]!;
      expect(s.skill).toBe(skill);
      expect(s.puzzle!.themes.some((th) => themesOfSkill(skill).includes(th))).toBe(true);
      expect(seen).not.toContain(s.puzzle!.id);
      seen.push(s.puzzle!.id);
      const before = s.skills.find((k) => k.skill === skill)!.rating;
      const right = i % 2 === 0;
      const out = await solve(s, right);
      expect(out.correct).toBe(right);
      expect(out.solution).toEqual(s.puzzle!.moves);
      const after = out.session.skills.find((k) => k.skill === skill)!.rating;
      if (right) expect(after).toBeGreaterThan(before);
      else expect(after).toBeLessThan(before);
      s = out.session;
    }
    expect(s).toMatchObject({ done: true, answered: ASSESSMENT_SIZE, puzzle: null, skill: null });
    for (const k of s.skills) {
      expect(k.evidence).toBeGreaterThanOrEqual(2);
      expect(k.deviation).toBeLessThan(350);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/orion/profile',
      headers: me.auth,
    });
    expect(profile.json().data.assessment).toEqual({ id: s.id, done: true, answered: 8, total: 8 });
    // Evidence went to every skill each puzzle trains, keyed by the assessment.
    const keys = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct source_key)::int as n from skill_evidence where user_id = ${me.id} and source = 'assessment'`,
    );
    expect(keys.rows[0]!.n).toBe(8);
  });

  it('picks the second puzzle of a skill near the rating the first answer left', async () => {
    // Tactics puzzles at 1000 except X at 1450 and Y at 1800, the others at 1500.
    const rows = await t.database.db.execute<{ id: string; themes: string[] }>(
      sql`select id, themes from puzzles order by id`,
    );
    const tacticsThemes = themesOfSkill('tactics');
    const tactics = rows.rows.filter((r) => r.themes.some((th) => tacticsThemes.includes(th)));
    const [x, y] = [tactics[0]!.id, tactics[1]!.id];
    const ids = `{${tactics.map((r) => r.id).join(',')}}`;
    await t.database.db.execute(sql`update puzzles set rating = 1500`);
    await t.database.db.execute(
      sql`update puzzles set rating = 1000 where id = any(${ids}::text[])`,
    );
    await t.database.db.execute(sql`update puzzles set rating = 1450 where id = ${x}`);
    await t.database.db.execute(sql`update puzzles set rating = 1800 where id = ${y}`);
    // X and Y train tactics only, so no other skill's turn can take them.
    await t.database.db.execute(
      sql`update puzzles set themes = array['pin', 'middlegame'] where id in (${x}, ${y})`,
    );

    let s = (await start()).json().data as Session;
    expect(s.puzzle!.id).toBe(x);
    for (let i = 0; i < 4; i++) s = (await solve(s, true)).session;
    expect(s.skill).toBe('tactics');
    expect(s.skills.find((k) => k.skill === 'tactics')!.rating).toBeGreaterThan(1600);
    expect(s.puzzle!.id).toBe(y);
  });

  it('resumes the open assessment, also when started twice at once', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.id).toBe(b.json().data.id);
    const s = a.json().data as Session;
    await solve(s, true);
    const again = (await start()).json().data as Session;
    expect(again).toMatchObject({ id: s.id, answered: 1, skill: 'strategy' });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/orion/assessment/${s.id}`,
      headers: me.auth,
    });
    expect(got.json().data).toMatchObject({ id: s.id, answered: 1 });
  });

  it('answers a double submit once and refuses an answer for another puzzle', async () => {
    const s = (await start()).json().data as Session;
    const body = { puzzle_id: s.puzzle!.id, moves: solverMoves(s.puzzle!.moves) };
    const results = await Promise.all([send(s.id, body), send(s.id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.statusCode === 409)!.json();
    expect(conflict.error.message).toContain('Reload it');
    const evidence = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct source_key)::int as n from skill_evidence where user_id = ${me.id}`,
    );
    expect(evidence.rows[0]!.n).toBe(1);
  });

  it("refuses another learner's assessment with a 404", async () => {
    const s = (await start()).json().data as Session;
    const other = await createLearner(t);
    const res = await send(s.id, { puzzle_id: s.puzzle!.id, moves: [] }, other);
    expect(res.statusCode).toBe(404);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/orion/assessment/${s.id}`,
      headers: other.auth,
    });
    expect(get.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orion/assessment/${s.id}`,
          headers: me.auth,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers bad input with a 400 that says what to fix', async () => {
    const s = (await start()).json().data as Session;
    const notUci = await send(s.id, { puzzle_id: s.puzzle!.id, moves: ['Nf3'] });
    expect(notUci.statusCode).toBe(400);
    expect(notUci.body).toContain('UCI');
    const badId = await send('abc', { puzzle_id: s.puzzle!.id, moves: [] });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('id must be a number');
    const noPuzzle = await send(s.id, { moves: [] });
    expect(noPuzzle.statusCode).toBe(400);
    const tooMany = await send(s.id, { puzzle_id: s.puzzle!.id, moves: Array(20).fill('e2e4') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('moves from you');
    expect((await send(999_999, { puzzle_id: s.puzzle!.id, moves: [] })).statusCode).toBe(404);
  });

  it('ends early with what it has when the puzzles run out, and refuses answers after the end', async () => {
    await t.database.db.execute(sql`delete from puzzles where not ('mateIn1' = any(themes))`);
    let s = (await start()).json().data as Session;
    while (!s.done) s = (await solve(s, true)).session;
    expect(s.total).toBe(s.answered);
    expect(s.total).toBeGreaterThan(0);
    expect((await send(s.id, { puzzle_id: 'abc', moves: [] })).statusCode).toBe(409);
    await t.database.db.execute(sql`delete from puzzles`);
    const none = await start();
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toContain('no unplayed puzzles');
  });
});
