import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import { rateLimiterFor } from '../../plugins/rate-limit.ts';
import { FREE_MONTHLY_CREDITS } from '../orion/index.ts';
import { PLAY_SUBMIT_LIMIT } from './routes.ts';

// Every opponent move below is one maia-1100 gives at least 1 % (checked by the server itself).
/** The learner (White) mates: 3...Nf6?? (maia-1100: 7 %) 4.Qxf7#. */
const SCHOLARS_MATE = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0';
/**
 * 20 plies (the browser journey's draw, seed 59), dead level: Stockfish 19 lite at the judging
 * depth (12) gives White +0.26, so the opponent accepts a draw offer.
 */
const LEVEL_GAME =
  '1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Be7 6. Bc4 O-O 7. O-O Nc6 8. Nxc6 bxc6 9. Bg5 Ng4 10. Bxe7 Qxe7';
/**
 * 20 plies, material within a pawn by the old count but not level: Stockfish gives White +2.74
 * (the learner's pieces are far better placed). The opponent (maia-1100's top moves) declines.
 */
const MATERIAL_LEVEL_GAME =
  '1. d4 d5 2. c4 dxc4 3. e3 b5 4. b3 cxb3 5. Bxb5+ c6 6. Ba4 bxa2 7. Nc3 Qa5 8. Qc2 Be6 9. Bd2 Bf5 10. Qxa2 e6';
/**
 * 20 plies in which the learner (White) gave a rook for a pawn, 4.Rxb7?? Bxb7: Black is a rook
 * up (Stockfish: Black 6.2 pawns better). The opponent played maia-1100's top move each time.
 */
const ROOK_DOWN_GAME =
  '1. h4 e5 2. Rh3 d5 3. Rb3 Nc6 4. Rxb7 Bxb7 5. g3 Nf6 6. Bg2 Bc5 7. d3 O-O 8. Bg5 h6 9. Bxf6 Qxf6 10. e3 d4';
/** A "win" against an opponent that played 1...f6 and 2...g5: no level of ours plays those. */
const FORGED = '1. e4 f6 2. d4 g5 3. Qh5# 1-0';

let t: TestApp;
let me: Learner;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ ORION_ANALYSIS_DEPTH: '6', ORION_CONFIRM_DEPTH: '10' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  t.clock.set('2026-03-02T10:00:00Z');
  me = await createLearner(t, 'can_move_pieces');
  // Ids start again after a reset; the in-memory limiter would remember an earlier test's sends.
  await rateLimiterFor(t.app).clear(PLAY_SUBMIT_LIMIT, String(me.id));
});

const game = (over: object = {}) => ({
  client_id: `game-${process.pid}-${++n}`,
  pgn: SCHOLARS_MATE,
  level: 1100,
  color: 'white',
  termination: 'checkmate',
  ...over,
});
const post = (payload: object, who = me) =>
  t.app.inject({ method: 'POST', url: '/api/play/games', headers: who.auth, payload });
const get = (url: string, who = me) => t.app.inject({ method: 'GET', url, headers: who.auth });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute(q)).rows as unknown as T[];

describe('a finished game', () => {
  it('a won game is stored, raises the play rating and counts towards the daily goal', async () => {
    const before = (await get('/api/play/rating')).json().data;
    // Seeded from the placement: "can move the pieces" starts at 800, unrated.
    expect(before).toEqual({ rating: 800, deviation: 350, games: 0 });
    const res = await post(game());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      level: 1100,
      color: 'white',
      result: '1-0',
      termination: 'checkmate',
      score: 1,
      plies: 7,
      rating_before: 800,
      xp: 15,
      duplicate: false,
    });
    expect(data.play_rating.rating).toBeGreaterThan(800);
    expect(data.play_rating.deviation).toBeLessThan(350);
    expect(data.play_rating.games).toBe(1);
    expect((await get('/api/play/rating')).json().data).toEqual(data.play_rating);
    const [day] = await rows<{ xp: number; lessons: number; active: boolean }>(
      sql`select xp, lessons, active from habit_days where user_id = ${me.id}`,
    );
    expect(day).toEqual({ xp: 15, lessons: 1, active: true });
  });

  it('a resignation is the learner\u2019s loss and lowers the rating', async () => {
    const res = await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'resigned' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ result: '0-1', score: 0, xp: 5 });
    expect(data.play_rating.rating).toBeLessThan(800);
  });

  it('an agreed draw is accepted in a position the engine finds level, after ten moves each', async () => {
    const res = await post(game({ pgn: LEVEL_GAME, termination: 'draw_agreed' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ result: '1/2-1/2', score: 0.5, xp: 10 });
    // Against a 1100 level an 800 player gains from a draw.
    expect(res.json().data.play_rating.rating).toBeGreaterThan(800);
  });

  it('a learner playing Black who is mated loses', async () => {
    const res = await post(game({ color: 'black' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ result: '1-0', score: 0, color: 'black' });
  });
});

describe('what the server refuses', () => {
  it('an illegal move, named', async () => {
    const res = await post(game({ pgn: '1. e4 e5 2. Ke3 Nc6', termination: 'resigned' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Ke3/);
  });

  it('bad input, with a clear message', async () => {
    const level = await post(game({ level: 1234 }));
    expect(level.statusCode).toBe(400);
    expect(JSON.stringify(level.json())).toMatch(/level must be one of 600/);
    const fen = await post(
      game({ pgn: '[FEN "8/8/8/8/8/8/8/K1k5 w - - 0 1"]\n\n1. Ka2', termination: 'resigned' }),
    );
    expect(fen.statusCode).toBe(400);
    expect(fen.json().error.message).toMatch(/initial position/);
    const empty = await post(game({ pgn: 'hello' }));
    expect(empty.statusCode).toBe(400);
  });

  it('an agreed draw in a position the engine does not find level, saying what it sees', async () => {
    const rookDown = await post(game({ pgn: ROOK_DOWN_GAME, termination: 'draw_agreed' }));
    expect(rookDown.statusCode).toBe(422);
    expect(rookDown.json().error).toMatchObject({ code: 'GAME_REFUSED' });
    expect(rookDown.json().error.message).toMatch(
      /only in a level position, within 0\.5 pawns by the engine; in the final position it sees Black \d+\.\d pawns better/,
    );
    // Material within a pawn is not enough (the rule before ADR 0046): the engine has White +2.7.
    const placed = await post(game({ pgn: MATERIAL_LEVEL_GAME, termination: 'draw_agreed' }));
    expect(placed.statusCode).toBe(422);
    expect(placed.json().error.message).toMatch(/it sees White \d+\.\d pawns better/);
    expect((await get('/api/play/rating')).json().data.games).toBe(0);
  });

  it('a forged game: opponent moves the level would never play', async () => {
    const res = await post(game({ pgn: FORGED }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'GAME_REFUSED' });
    expect(res.json().error.message).toMatch(/1\.\.\.f6/);
    expect((await get('/api/play/rating')).json().data.games).toBe(0);
  });

  it('results the board does not show', async () => {
    const notMate = await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'checkmate' }));
    expect(notMate.statusCode).toBe(422);
    expect(notMate.json().error.message).toMatch(/not mate/);
    const earlyDraw = await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'draw_agreed' }));
    expect(earlyDraw.statusCode).toBe(422);
    expect(earlyDraw.json().error.message).toMatch(/only after 10 moves each; this game has 2/);
    const resignAfterMate = await post(game({ termination: 'resigned' }));
    expect(resignAfterMate.statusCode).toBe(422);
    const stalemate = await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'stalemate' }));
    expect(stalemate.statusCode).toBe(422);
    const header = await post(game({ pgn: `[Result "0-1"]\n\n${SCHOLARS_MATE}` }));
    expect(header.statusCode).toBe(422);
    expect(header.json().error.message).toMatch(/Result/);
  });
});

describe('a flood of games', () => {
  it('is refused past 30 in ten minutes, with a 429 that says when to try again', async () => {
    const quick = () => post(game({ pgn: '1. e4 e5', termination: 'resigned' }));
    for (let i = 0; i < 30; i++) expect((await quick()).statusCode).toBe(201);
    const refused = await quick();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('sending a game twice', () => {
  it('concurrent duplicate submissions are counted once', async () => {
    const body = game();
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from play_games where user_id = ${me.id}`,
    );
    expect(count!.n).toBe(1);
    const [orion] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orion_games where user_id = ${me.id}`,
    );
    expect(orion!.n).toBe(1);
    expect((await get('/api/play/rating')).json().data.games).toBe(1);
    const [day] = await rows<{ xp: number }>(
      sql`select xp from habit_days where user_id = ${me.id}`,
    );
    expect(day!.xp).toBe(15);
    const [xp] = await rows<{ total: number; events: number; paid: number }>(sql`
      select u.xp as total, count(e.id)::int as events, coalesce(sum(e.amount), 0)::int as paid
      from users u left join xp_events e on e.user_id = u.id where u.id = ${me.id} group by u.xp`);
    expect(xp).toEqual({ total: 15, events: 1, paid: 15 });
  });

  it('the same game sent many times at once pays once', async () => {
    const body = game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'resigned' });
    const sends = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const [xp] = await rows<{ total: number; events: number }>(sql`
      select u.xp as total, (select count(*)::int from xp_events where user_id = u.id) as events
      from users u where u.id = ${me.id}`);
    expect(xp).toEqual({ total: 5, events: 1 });
  });
});

describe('xp like a lesson\u2019s', () => {
  it('a game\u2019s xp is in the total, this week\u2019s xp, the activity history and both boards', async () => {
    await post(game());
    t.clock.advance(60_000);
    await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'resigned' }));
    const [user] = await rows<{ xp: number }>(sql`select xp from users where id = ${me.id}`);
    expect(user!.xp).toBe(20);
    const events = await rows<{ kind: string; amount: number; lesson_id: number | null }>(
      sql`select kind, amount, lesson_id from xp_events where user_id = ${me.id} order by id`,
    );
    expect(events).toEqual([
      { kind: 'play', amount: 15, lesson_id: null },
      { kind: 'play', amount: 5, lesson_id: null },
    ]);
    const profile = (await get(`/api/profile/${me.id}/`)).json().data;
    expect(profile).toMatchObject({ xp: 20, weekly_xp: 20 });
    const history = (await get('/api/profile/me/history/')).json().data;
    expect(history.xp_by_day.at(-1)).toEqual({ date: '2026-03-02', xp: 20 });
    for (const period of ['week', 'all']) {
      const board = (await get(`/api/leaderboard/?period=${period}`)).json().data;
      expect(board.results, period).toEqual([
        expect.objectContaining({ user_id: me.id, rank: 1, xp: 20 }),
      ]);
    }
    // The week's first xp placed the learner in a league cohort, as a lesson's does.
    const [member] = await rows<{ week: string }>(
      sql`select week from league_members where user_id = ${me.id}`,
    );
    expect(member).toEqual({ week: '2026-03-02' });
    // The day counts the games once each, as before (habit's own source key).
    const [day] = await rows<{ xp: number; lessons: number }>(
      sql`select xp, lessons from habit_days where user_id = ${me.id}`,
    );
    expect(day).toEqual({ xp: 20, lessons: 2 });
  });

  it('an xp event has exactly one source', async () => {
    const bad = t.database.db.execute(sql`
      insert into xp_events (user_id, amount, kind) values (${me.id}, 5, 'play')`);
    const err = await bad.then(
      () => null,
      (e: { cause?: Error }) => e.cause?.message,
    );
    expect(err).toMatch(/violates check constraint "xp_events_one_source"/);
  });
});

describe('Orion', () => {
  it('analyses the game without charging credits, and its mistakes reach the review deck', async () => {
    // The learner plays Black and is mated: 3...Nf6?? is the learner's blunder.
    const res = await post(game({ color: 'black' }));
    const { orion_game_id } = res.json().data;
    expect(orion_game_id).toEqual(expect.any(Number));
    const [stored] = await rows<{ status: string; source: string; cost: number }>(
      sql`select status, source, cost from orion_games where id = ${orion_game_id}`,
    );
    expect(stored).toEqual({ status: 'queued', source: 'play', cost: 0 });
    const credits = (await get('/api/orion/credits')).json().data;
    expect(credits.balance).toBe(FREE_MONTHLY_CREDITS);
    const [charges] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orion_credit_ledger where kind = 'analysis'`,
    );
    expect(charges!.n).toBe(0);

    expect(await t.app.deps.queue.runDueJobs()).toBeGreaterThanOrEqual(1);
    const report = (await get(`/api/orion/games/${orion_game_id}`)).json().data;
    expect(report.status).toBe('done');
    const cards = await rows<{ ply: number }>(
      sql`select ply from review_cards where user_id = ${me.id} and game_id = ${orion_game_id}`,
    );
    expect(cards.map((c) => c.ply)).toContain(6);
  });
});

describe('lists', () => {
  it('are paged and the caller\u2019s only', async () => {
    await post(game());
    await post(game({ pgn: '1. e4 e5 2. Nf3 Nc6', termination: 'resigned' }));
    const other = await createLearner(t);
    await post(game(), other);
    const mine = (await get('/api/play/games?page=1')).json().data;
    expect(mine).toMatchObject({ page: 1, page_size: 20, total: 2 });
    expect(mine.results.map((g: { termination: string }) => g.termination)).toEqual([
      'resigned',
      'checkmate',
    ]);
    const theirs = (await get('/api/play/games', other)).json().data;
    expect(theirs.total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/play/games' })).statusCode).toBe(401);
  });
});
