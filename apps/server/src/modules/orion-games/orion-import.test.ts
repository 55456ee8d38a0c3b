import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authFor, createLearner } from '../../../test/support/curriculum/test-fixture.ts';
import { ANALYSIS_COST, FREE_MONTHLY_CREDITS } from '../orion/index.ts';
import { startWaitingGames } from './import.ts';
import {
  SCHOLARS_MATE,
  SHORT_GAME,
  siteGame,
  variantMoves,
} from '../../../test/support/orion-games/test-games.ts';
import { orionGamesTest } from '../../../test/support/orion-games/test-support.ts';

const o = orionGamesTest(4);
const { submit, get, rows } = o;

const balance = async (who = o.me) => (await get('/api/orion/credits', who)).json().data.balance;
const charges = async () =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from orion_credit_ledger where kind = 'analysis'`,
    )
  )[0]!.n;

/** A download of "ana"'s games, oldest first: five of hers, one of others, the rest skipped. */
const FILE = [
  siteGame('ana', 'bo', variantMoves(0), { UTCDate: '2026.02.01' }),
  siteGame('bo', 'ana', variantMoves(1), { UTCDate: '2026.02.02', Result: '0-1' }),
  siteGame('cy', 'bo', variantMoves(2), { UTCDate: '2026.02.03' }),
  siteGame('ana', 'bo', variantMoves(3), { UTCDate: '2026.02.04', Variant: 'Crazyhouse' }),
  siteGame('ana', 'bo', '', { UTCDate: '2026.02.05', Result: '*', Termination: 'Abandoned' }),
  siteGame('ana', 'bo', variantMoves(4), { UTCDate: '2026.02.06', Result: '1/2-1/2' }),
  siteGame('bo', 'Ana', SCHOLARS_MATE, { UTCDate: '2026.02.07' }),
  siteGame('ana', 'bo', variantMoves(5), { UTCDate: '2026.02.08' }),
  siteGame('ana', 'bo', variantMoves(0), { UTCDate: '2026.02.09' }),
].join('\n');

describe('a whole PGN file', () => {
  it('previews the cost, then imports the player’s games: the newest analysed, the rest waiting', async () => {
    const preview = await submit({ pgn: FILE, player: 'ana', dry_run: true, source: 'file' });
    expect(preview.statusCode).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({
      dry_run: true,
      analysis_cost: ANALYSIS_COST,
      balance: FREE_MONTHLY_CREDITS,
      analysed_now: 3,
      waiting: 2,
      cost: 3 * ANALYSIS_COST,
    });
    // Newest first: the balance covers games 8, 7 (Scholar's mate, short but lost by mate) and 6.
    expect(p.games.map((g: { index: number; status: string }) => [g.index, g.status])).toEqual([
      [8, 'queued'],
      [7, 'queued'],
      [6, 'queued'],
      [2, 'waiting'],
      [1, 'waiting'],
    ]);
    expect(p.games[1]).toMatchObject({ color: 'black', plies: 7, id: null });
    expect(p.skipped.map((s: { index: number; reason: string }) => [s.index, s.reason])).toEqual([
      [3, 'player_not_in_game'],
      [4, 'variant'],
      [5, 'aborted'],
      [9, 'duplicate'],
    ]);
    expect((await rows(sql`select id from orion_games`)).length).toBe(0);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS);

    const res = await submit({ pgn: FILE, player: 'ana', source: 'file' });
    expect(res.statusCode).toBe(202);
    const d = res.json().data;
    expect(d).toMatchObject({ dry_run: false, analysed_now: 3, waiting: 2, cost: 30 });
    expect(d.games.every((g: { id: number | null }) => typeof g.id === 'number')).toBe(true);
    expect(await balance()).toBe(0);
    expect(await charges()).toBe(3);

    const list = (await get('/api/orion/games')).json().data;
    expect(list.total).toBe(5);
    const waiting = list.results.filter((g: { status: string }) => g.status === 'waiting');
    // One import lists newest played first.
    expect(waiting.map((g: { played_at: string }) => g.played_at)).toEqual([
      '2026-02-02T18:00:00.000Z',
      '2026-02-01T18:00:00.000Z',
    ]);

    // The same file again: every game is a duplicate, nothing charged or stored twice.
    const again = (await submit({ pgn: FILE, player: 'ana' })).json().data;
    expect(again.games).toEqual([]);
    expect(again.skipped.filter((s: { reason: string }) => s.reason === 'duplicate')).toHaveLength(
      6,
    );
    expect((await get('/api/orion/games')).json().data.total).toBe(5);

    // Scholar's mate in 7 plies is analysed like any other game.
    await o.t.app.deps.queue.runDueJobs();
    const mate = d.games.find((g: { index: number }) => g.index === 7);
    const report = (await get(`/api/orion/games/${mate.id}`)).json().data;
    expect(report).toMatchObject({ status: 'done', color: 'black', plies: 7 });
    expect(report.moves.at(-1)).toMatchObject({ san: 'Qxf7#' });
  });

  it('starts waiting games when credits renew, each charged once, also when runs overlap', async () => {
    await submit({ pgn: FILE, player: 'ana' });
    expect(await charges()).toBe(3);
    // Nothing changes within the month: no credits, nothing starts.
    expect(await startWaitingGames(o.t.app.deps, o.me.id, o.t.clock.now())).toBe(0);

    o.t.clock.set('2026-04-01T00:07:00Z');
    const [a, b, c] = await Promise.all([
      startWaitingGames(o.t.app.deps, o.me.id, o.t.clock.now()),
      startWaitingGames(o.t.app.deps, o.me.id, o.t.clock.now()),
      o.t.app.deps.queue
        .enqueue('orion.resume-waiting', {})
        .then(() => o.t.app.deps.queue.workOne('orion.resume-waiting', { ignoreStartAfter: true })),
    ]);
    expect(a! + b!).toBe(2);
    expect(c).toMatchObject({ ok: true });
    o.me = { ...o.me, auth: await authFor(o.t, o.me.id) };
    expect(await charges()).toBe(5);
    expect(await balance()).toBe(FREE_MONTHLY_CREDITS - 2 * ANALYSIS_COST);
    const statuses = await rows<{ status: string }>(sql`select status from orion_games`);
    expect(statuses.filter((s) => s.status === 'waiting')).toEqual([]);
    const keys = await rows<{ key: string }>(
      sql`select key from orion_credit_ledger where kind = 'analysis' group by key having count(*) > 1`,
    );
    expect(keys).toEqual([]);
  });

  it('starts waiting games when credits are bought or granted', async () => {
    await submit({ pgn: FILE, player: 'ana' });
    await o.t.database.db.execute(sql`
      insert into orion_credit_ledger (user_id, amount, kind, key, created_at)
      values (${o.me.id}, 1000, 'promotion', 'promotion:test', now())`);
    await o.t.app.deps.queue.enqueue('orion.resume-waiting', { userId: o.me.id });
    // A job is due once start_after < now(): taken in the same tick of the embedded database's
    // clock as it was sent, it is not due yet (a flake seen in CI). It was sent without a delay.
    expect(
      await o.t.app.deps.queue.workOne('orion.resume-waiting', { ignoreStartAfter: true }),
    ).toMatchObject({ ok: true });
    const waiting = await rows(sql`select id from orion_games where status = 'waiting'`);
    expect(waiting).toEqual([]);
    expect(await balance()).toBe(1000 - 2 * ANALYSIS_COST);
  });

  it('says what to fix when the player is not in the file, and keeps games private', async () => {
    const res = await submit({ pgn: FILE, player: 'zed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'None of the 9 games has "zed" as White or Black. Write your name as it is in the PGN\'s White and Black headers.',
    );
    const both = await submit({ pgn: FILE, player: 'ana', color: 'white' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.player).toContain('not both');
    const big = await submit({ pgn: `${SHORT_GAME} ${' '.repeat(100_001)}`, color: 'white' });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.pgn).toContain('name the player');

    const other = await createLearner(o.t);
    await submit({ pgn: FILE, player: 'ana' }, other);
    expect((await get('/api/orion/games')).json().data.total).toBe(0);
    // Another learner's waiting games are not started by my credits.
    expect(await startWaitingGames(o.t.app.deps, o.me.id, o.t.clock.now())).toBe(0);
  });
});
