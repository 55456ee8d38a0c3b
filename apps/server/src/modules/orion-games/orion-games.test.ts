import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { authFor, createLearner } from '../../../test/support/curriculum/test-fixture.ts';
import { ANALYSIS_COST, FREE_MONTHLY_CREDITS, HERO_EXTRA_CREDITS } from '../orion/index.ts';
import {
  BLUNDER_GAME,
  SHORT_GAME,
  shortGameVariant,
} from '../../../test/support/orion-games/test-games.ts';
import { orionGamesTest } from '../../../test/support/orion-games/test-support.ts';

const o = orionGamesTest(6);
const { submit, get, rows } = o;

const balance = async (who = o.me) => (await get('/api/orion/credits', who)).json().data.balance;
const stored = async () => ({
  games: (await rows<{ n: number }>(sql`select count(*)::int as n from orion_games`))[0]!.n,
  charges: (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from orion_credit_ledger where kind = 'analysis'`,
    )
  )[0]!.n,
});

describe('submitting a game', () => {
  it('queues it, charges once, shows progress and then the report', async () => {
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS);
    const res = await submit({ pgn: BLUNDER_GAME, color: 'black' });
    expect(res.statusCode).toBe(202);
    const { id, status, cost } = res.json().data;
    expect({ status, cost }).toEqual({ status: 'queued', cost: ANALYSIS_COST });
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);

    const queued = (await get(`/api/orion/games/${id}`)).json().data;
    expect(queued).toMatchObject({
      status: 'queued',
      progress: { done: 0, total: 58 },
      white: 'Ada',
      black: 'Ben',
      color: 'black',
      moves: [],
    });

    expect(await o.t.app.deps.queue.runDueJobs()).toBeGreaterThanOrEqual(1);
    const report = (await get(`/api/orion/games/${id}`)).json().data;
    expect(report.status).toBe('done');
    expect(report.progress).toEqual({ done: 58, total: 58 });
    expect(report.moves).toHaveLength(57);
    expect(report.moves[56]).toMatchObject({ ply: 57, san: 'Qh8#', color: 'white' });
    expect(report.moves[56].white_win_chance).toBe(1);
    // Black's 12...Nc5?? loses the knight (13. dxc5 dxc5?? 14. Rxd8): a blunder, named, for tactics.
    const nc5 = report.moves.find((m: { ply: number }) => m.ply === 24);
    expect(nc5).toMatchObject({
      san: 'Nc5',
      classification: 'blunder',
      motif: 'Allowed a tactic that wins material',
      skill: 'tactics',
    });
    expect(nc5.win_chance_loss).toBeGreaterThanOrEqual(0.3);
    expect(nc5.best_san).not.toBe('Nc5');
    expect(report.evidence).toContainEqual({
      ply: 24,
      skill: 'tactics',
      result: 'loss',
      motif: 'Allowed a tactic that wins material',
    });
    expect(report.accuracy).toBeGreaterThanOrEqual(0);
    expect(report.accuracy).toBeLessThan(report.accuracy_by_side.white);
    expect(report.evidence.length).toBeGreaterThan(0);
    expect(
      report.evidence.every((e: { result: string }) => ['win', 'loss'].includes(e.result)),
    ).toBe(true);
    // Each piece of evidence reached the learner's skills once, under its game-and-ply key.
    const keys = await rows<{ source_key: string }>(
      sql`select source_key from skill_evidence where user_id = ${o.me.id} order by source_key`,
    );
    expect(keys.length).toBe(report.evidence.length);
    expect(keys.every((k) => k.source_key.startsWith(`game:${id}:ply:`))).toBe(true);

    // Running the analysis again (a retry after a crash) changes nothing and charges nothing.
    await o.t.database.db.execute(
      sql`update orion_games set status = 'analysing' where id = ${id}`,
    );
    await o.t.app.deps.queue.enqueue('orion.analyse', { gameId: id });
    await o.t.app.deps.queue.runDueJobs();
    const again = (await get(`/api/orion/games/${id}`)).json().data;
    expect(again.moves).toHaveLength(57);
    expect((await rows(sql`select 1 from skill_evidence where user_id = ${o.me.id}`)).length).toBe(
      report.evidence.length,
    );
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);

    const list = (await get('/api/orion/games')).json().data;
    expect(list).toMatchObject({ page: 1, total: 1 });
    expect(list.results[0]).toMatchObject({ id, status: 'done', accuracy: report.accuracy });
  });

  it('refuses bad input with a message to act on, storing and charging nothing', async () => {
    const cases: [object, number, string][] = [
      [{ pgn: '1. e4 e5 2. Nf3 {unclosed', color: 'white' }, 400, 'never closed'],
      [
        { pgn: `${SHORT_GAME} 11. Nf3`, color: 'white' },
        400,
        'Move 11 for White, Nf3, is not legal in that position.',
      ],
      [{ pgn: '1. e4 e5 2. Qh5 Nc6', color: 'white' }, 400, 'needs at least 10'],
      [{ pgn: SHORT_GAME, color: 'green' }, 400, 'color must be "white" or "black"'],
      [{ color: 'white' }, 400, 'pgn is required'],
    ];
    const long = Array.from(
      { length: 101 },
      (_, i) => `${i + 1}. ${i % 2 ? 'Ng1 Ng8' : 'Nf3 Nf6'}`,
    );
    cases.push([{ pgn: long.join(' '), color: 'black' }, 400, 'longer than 100 moves each']);
    for (const [payload, status, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    const huge = await submit({ pgn: 'e4 '.repeat((5 * 1024 * 1024) / 3), color: 'white' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(huge.json().error.message).toContain('Paste a single game');
    expect(await stored()).toEqual({ games: 0, charges: 0 });
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS);
  });

  it('keeps a queued analysis through a restart: the next process runs it', async () => {
    const { id } = (await submit({ pgn: SHORT_GAME, color: 'white' })).json().data;
    // Another app instance on the same database, as the process started after a restart.
    const next = await buildApp({
      config: o.t.config,
      database: o.t.database,
      clock: o.t.clock,
      logger: false,
    });
    await next.ready();
    try {
      expect(await next.deps.queue.runDueJobs()).toBeGreaterThanOrEqual(1);
    } finally {
      // The app's close leaves the database (the harness owns it) open.
      await next.close();
    }
    const game = (await get(`/api/orion/games/${id}`)).json().data;
    expect(game).toMatchObject({ status: 'done', progress: { done: 21, total: 21 } });
    expect(game.moves).toHaveLength(20);
  });

  it('keeps another learner’s game out of sight', async () => {
    const other = await createLearner(o.t);
    const { id } = (await submit({ pgn: SHORT_GAME, color: 'white' }, other)).json().data;
    const res = await get(`/api/orion/games/${id}`);
    expect(res.statusCode).toBe(404);
    expect((await get('/api/orion/games')).json().data.total).toBe(0);
    expect((await get(`/api/orion/games/${id}`, other)).statusCode).toBe(200);
  });
});

describe('credits', () => {
  it('starts exactly as many of 20 simultaneous submissions as the credits pay for', async () => {
    // 30 free credits: three analyses, then nothing.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit({ pgn: shortGameVariant(i), color: 'white' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(17);
    expect(await stored()).toEqual({ games: 3, charges: 3 });
    expect(await balance()).toBe(0);
    const refused = results.find((r) => r.statusCode === 402)!.json().error;
    expect(refused.code).toBe('INSUFFICIENT_CREDITS');
    expect(refused.message).toBe(
      `You have 0 Orion credits and an analysis costs ${ANALYSIS_COST}. Your 30 monthly credits come again on 1 April 2026; Hero adds ${HERO_EXTRA_CREDITS} more every month.`,
    );
    // The next month's allowance arrives with the month.
    o.t.clock.set('2026-04-01T00:00:01Z');
    o.me = { ...o.me, auth: await authFor(o.t, o.me.id) };
    expect((await submit({ pgn: shortGameVariant(20), color: 'white' })).statusCode).toBe(202);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);
  });

  it('gives Hero subscribers the larger allowance, also when they subscribe mid-month', async () => {
    expect((await submit({ pgn: shortGameVariant(0), color: 'white' })).statusCode).toBe(202);
    await o.t.database.db.execute(sql`
      insert into subscriptions (user_id, plan_type, status, current_period_start, current_period_end)
      values (${o.me.id}, 'monthly', 'active', '2026-03-02T00:00:00Z', '2026-04-02T00:00:00Z')`);
    const credits = (await get('/api/orion/credits')).json().data;
    expect(credits).toMatchObject({
      monthly_allowance: FREE_MONTHLY_CREDITS + HERO_EXTRA_CREDITS,
      balance: FREE_MONTHLY_CREDITS + HERO_EXTRA_CREDITS - ANALYSIS_COST,
      hero: true,
      renews_at: '2026-04-01T00:00:00.000Z',
    });
    expect((await submit({ pgn: shortGameVariant(1), color: 'white' })).statusCode).toBe(202);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS + HERO_EXTRA_CREDITS - 2 * ANALYSIS_COST);
  });

  it('refunds an analysis that fails for good, once', async () => {
    const { id } = (await submit({ pgn: SHORT_GAME, color: 'white' })).json().data;
    // A game the worker cannot read makes every attempt fail (as a broken engine would).
    await o.t.database.db.execute(sql`update orion_games set pgn = '1. e4 Ke7??' where id = ${id}`);
    for (let i = 0; i < 6; i++) await o.t.app.deps.queue.runDueJobs({ ignoreStartAfter: true });
    const game = (await get(`/api/orion/games/${id}`)).json().data;
    expect(game.status).toBe('failed');
    expect(game.error).toContain('refunded');
    const refunds = await rows<{ amount: number }>(
      sql`select amount from orion_credit_ledger where kind = 'refund' and game_id = ${id}`,
    );
    expect(refunds).toEqual([{ amount: ANALYSIS_COST }]);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS);
    // The dead letter handled again (a retry of it) refunds nothing more.
    await o.t.app.deps.queue.enqueue('orion.analyse.failed', { gameId: id });
    await o.t.app.deps.queue.runDueJobs();
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS);
    // A failed game may be sent again: it is a new analysis, charged as one.
    const again = await submit({ pgn: SHORT_GAME, color: 'white' });
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ cost: ANALYSIS_COST, reused: false });
    expect(again.json().data.id).not.toBe(id);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);
  });
});

describe('a game sent again', () => {
  it('is answered with its analysis and not charged twice; the other side is a new game', async () => {
    const first = await submit({ pgn: SHORT_GAME, color: 'white' });
    expect(first.statusCode).toBe(202);
    const { id } = first.json().data;
    expect(first.json().data).toEqual({ id, status: 'queued', cost: ANALYSIS_COST, reused: false });
    // The same moves under other headers, with a comment, from a file: the same game.
    const annotated = `[Event "Again"]\n[White "Me"]\n\n${SHORT_GAME.replace('3. Bb5', '3. Bb5 {the Ruy Lopez}')}`;
    const again = await submit({ pgn: annotated, color: 'white', source: 'file' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id, status: 'queued', cost: 0, reused: true });
    expect(await stored()).toEqual({ games: 1, charges: 1 });

    const asBlack = await submit({ pgn: SHORT_GAME, color: 'black' });
    expect(asBlack.statusCode).toBe(202);
    expect(asBlack.json().data.id).not.toBe(id);
    const other = await submit({ pgn: shortGameVariant(0), color: 'white' });
    expect(other.statusCode).toBe(202);

    await o.t.app.deps.queue.runDueJobs();
    const done = await submit({ pgn: SHORT_GAME, color: 'white' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ id, status: 'done', cost: 0, reused: true });
    expect(await stored()).toEqual({ games: 3, charges: 3 });
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - 3 * ANALYSIS_COST);
    // Out of credits, a game already analysed still opens.
    expect((await submit({ pgn: shortGameVariant(1), color: 'white' })).statusCode).toBe(402);
    expect((await submit({ pgn: SHORT_GAME, color: 'black' })).statusCode).toBe(200);
  });

  it('is stored and charged once when sent five times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submit({ pgn: SHORT_GAME, color: 'white' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 202]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await stored()).toEqual({ games: 1, charges: 1 });
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);
  });

  it('is another learner’s own game when they send it', async () => {
    const other = await createLearner(o.t);
    const mine = (await submit({ pgn: SHORT_GAME, color: 'white' })).json().data;
    const theirs = await submit({ pgn: SHORT_GAME, color: 'white' }, other);
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json().data.id).not.toBe(mine.id);
    expect(await balance(other)).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);
  });
});
