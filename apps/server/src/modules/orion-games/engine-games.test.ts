import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { ANALYSIS_COST, FREE_MONTHLY_CREDITS } from '../orion/index.ts';
import {
  HELD,
  MISSED_MATE,
  ONE_MOVER,
  UNFINISHED,
  seedAttempt,
  seedEngineGame,
  seedExercise,
} from '../../../test/support/orion-games/test-engine-games.ts';
import { SHORT_GAME } from '../../../test/support/orion-games/test-games.ts';

let t: TestApp;
let me: Learner;
let other: Learner;
beforeAll(async () => {
  t = await createTestApp({ ORION_ANALYSIS_DEPTH: '6', ORION_CONFIRM_DEPTH: '10' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
  me = await createLearner(t);
  other = await createLearner(t);
});

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
const submit = (payload: object, who = me) =>
  t.app.inject({ method: 'POST', url: '/api/orion/games', headers: who.auth, payload });
const get = (url: string, who = me) => t.app.inject({ method: 'GET', url, headers: who.auth });
const gamesStored = async () =>
  (
    (await db().execute(sql`select count(*)::int as n from orion_games`)).rows[0] as {
      n: number;
    }
  ).n;

describe('GET orion/games/engine-games', () => {
  it("lists only the caller's finished games against the engine, newest first", async () => {
    const held = await seedEngineGame(db(), me.id, HELD, at('2026-03-01T09:00:00Z'), 'Hold on');
    const lost = await seedEngineGame(
      db(),
      me.id,
      MISSED_MATE,
      at('2026-03-01T11:00:00Z'),
      'Mate the king',
    );
    const short = await seedEngineGame(db(), me.id, ONE_MOVER, at('2026-03-01T10:00:00Z'));
    await seedEngineGame(db(), me.id, UNFINISHED, at('2026-03-01T12:00:00Z'));
    await seedEngineGame(db(), other.id, HELD, at('2026-03-01T13:00:00Z'));
    const quiz = await seedExercise(db(), 'objective_type', { question: 'q' });
    await seedAttempt(
      db(),
      me.id,
      quiz.lessonId,
      quiz.exerciseId,
      { option_id: 'a' },
      at('2026-03-01T14:00:00Z'),
    );

    const res = await get('/api/orion/games/engine-games');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ page: 1, page_size: 20, total: 3 });
    expect(body.results).toEqual([
      {
        id: lost,
        lesson_title: 'Mate the king',
        played_at: '2026-03-01T11:00:00.000Z',
        result: 'lost',
        plies: 5,
        fen: MISSED_MATE.payload.fen,
        analysable: true,
      },
      expect.objectContaining({ id: short, result: 'won', plies: 1, analysable: false }),
      expect.objectContaining({ id: held, lesson_title: 'Hold on', result: 'won', plies: 6 }),
    ]);

    const theirs = (await get('/api/orion/games/engine-games', other)).json().data;
    expect(theirs.results.map((g: { result: string }) => g.result)).toEqual(['won']);
    expect(theirs.total).toBe(1);
    expect((await get('/api/orion/games/engine-games?page=2')).json().data.results).toEqual([]);
  });
});

describe('POST orion/games with attempt_id', () => {
  it('analyses the game from the exercise position, the learner as the side to move', async () => {
    const id = await seedEngineGame(db(), me.id, MISSED_MATE, at('2026-03-01T11:00:00Z'));
    const res = await submit({ attempt_id: id });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'queued', cost: ANALYSIS_COST });
    const balance = (await get('/api/orion/credits')).json().data.balance;
    expect(balance).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);

    await t.app.deps.queue.runDueJobs();
    const report = (await get(`/api/orion/games/${res.json().data.id}`)).json().data;
    expect(report).toMatchObject({
      status: 'done',
      color: 'black',
      white: 'Stockfish',
      black: 'You',
      plies: 5,
    });
    expect(report.moves.map((m: { san: string }) => m.san)).toEqual([
      'Kd7',
      'Ra7+',
      'Kc6',
      'Ke2',
      'Kb6',
    ]);
    expect(report.moves[0]).toMatchObject({
      ply: 1,
      color: 'black',
      fen_before: MISSED_MATE.payload.fen,
    });
    const [stored] = (
      await db().execute<{ source: string; pgn: string }>(sql`select source, pgn from orion_games`)
    ).rows;
    expect(stored!.source).toBe('lesson');
    expect(stored!.pgn).toContain('[SetUp "1"]');
    expect(stored!.pgn).toContain(`[FEN "${MISSED_MATE.payload.fen}"]`);
    expect(stored!.pgn).toContain('1... Kd7 2. Ra7+ Kc6 3. Ke2 Kb6 *');
  });

  it('plays White when White is to move in the exercise', async () => {
    const id = await seedEngineGame(db(), me.id, HELD, at('2026-03-01T11:00:00Z'));
    const res = await submit({ attempt_id: id });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.deps.queue.runDueJobs();
    const report = (await get(`/api/orion/games/${res.json().data.id}`)).json().data;
    expect(report).toMatchObject({ status: 'done', color: 'white', white: 'You', plies: 6 });
    expect(report.moves[0]).toMatchObject({
      san: 'Ke2',
      color: 'white',
      fen_before: HELD.payload.fen,
    });
    expect(report.accuracy_by_side.white).not.toBeNull();
  });

  it("refuses another learner's game and a non-game attempt as not found, charging nothing", async () => {
    const theirs = await seedEngineGame(db(), other.id, HELD, at('2026-03-01T11:00:00Z'));
    const quiz = await seedExercise(db(), 'objective_type', { question: 'q' });
    const answer = await seedAttempt(
      db(),
      me.id,
      quiz.lessonId,
      quiz.exerciseId,
      {},
      at('2026-03-01T11:00:00Z'),
    );
    for (const id of [theirs, answer, 999_999]) {
      const res = await submit({ attempt_id: id });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('Game not found');
    }
    expect(await gamesStored()).toBe(0);
    expect((await get('/api/orion/credits')).json().data.balance).toBe(FREE_MONTHLY_CREDITS);
  });

  it('refuses an unfinished or too short game with a reason', async () => {
    const open = await seedEngineGame(db(), me.id, UNFINISHED, at('2026-03-01T11:00:00Z'));
    const short = await seedEngineGame(db(), me.id, ONE_MOVER, at('2026-03-01T11:00:00Z'));
    const a = await submit({ attempt_id: open });
    expect(a.statusCode).toBe(400);
    expect(a.json().error.fields.attempt_id).toMatch(/not played to the end/);
    const b = await submit({ attempt_id: short });
    expect(b.statusCode).toBe(400);
    expect(b.json().error.message).toBe(
      'That game has 1 of your moves; Orion analyses games from your lessons with at least 3.',
    );
    expect(await gamesStored()).toBe(0);
  });

  it('takes exactly one of a PGN and an attempt id', async () => {
    const id = await seedEngineGame(db(), me.id, HELD, at('2026-03-01T11:00:00Z'));
    const both = await submit({ attempt_id: id, pgn: SHORT_GAME, color: 'white' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toMatch(/either a game in PGN .* or one of your games/);
    const neither = await submit({});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields.pgn).toMatch(/pgn is required/);
    const noColor = await submit({ pgn: SHORT_GAME });
    expect(noColor.statusCode).toBe(400);
    expect(noColor.json().error.fields.color).toMatch(/"white" or "black"/);
    const bad = await submit({ attempt_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(await gamesStored()).toBe(0);
  });
});
