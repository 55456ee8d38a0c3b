import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLearner, type Learner } from '../../../test/support/curriculum/test-fixture.ts';
import {
  BLUNDER_GAME,
  SCHOLARS_MATE,
  SHORT_GAME,
  siteGame,
} from '../../../test/support/orion-games/test-games.ts';
import { orionGamesTest } from '../../../test/support/orion-games/test-support.ts';

const o = orionGamesTest(6);
const { submit } = o;

const get = (url: string, who?: Learner) =>
  o.t.app.inject({ method: 'GET', url, ...(who ? { headers: who.auth } : {}) });
const insights = async (who = o.me) => {
  const res = await get('/api/orion/insights', who);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/**
 * Ben's download, oldest first: a rapid loss as Black (a Philidor with blunders), a blitz win
 * as White (Scholar's mate, short but mate), a correspondence draw as White (a closed Ruy
 * Lopez), and a game of two other players.
 */
const FILE = [
  siteGame('Ada', 'Ben', BLUNDER_GAME.split('\n\n')[1]!.replace(/ 1-0$/, ''), {
    UTCDate: '2026.02.01',
    TimeControl: '600+0',
  }),
  siteGame('Ben', 'Cy', SCHOLARS_MATE, { UTCDate: '2026.02.08', TimeControl: '180+0' }),
  siteGame('Ben', 'Cy', SHORT_GAME, {
    UTCDate: '2026.02.15',
    TimeControl: '-',
    Result: '1/2-1/2',
  }),
  siteGame('Ada', 'Cy', SHORT_GAME, { UTCDate: '2026.02.16' }),
].join('\n');

/** Scholar's mate with its result, pasted as one game. */
const MATE = siteGame('Ben', 'Cy', SCHOLARS_MATE);

const EMPTY_PHASES = ['opening', 'middlegame', 'endgame'].map((phase) => ({
  phase,
  moves: 0,
  accuracy: null,
  mistakes: 0,
}));

describe('GET orion/insights', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await get('/api/orion/insights');
    expect(res.statusCode).toBe(401);
  });

  it('is empty, not an error, before any game is analysed, and counts the games on their way', async () => {
    expect(await insights()).toEqual({
      empty: true,
      games: { analysed: 0, in_progress: 0, waiting: 0 },
      overall: { games: 0, wins: 0, draws: 0, losses: 0, score: null, accuracy: null },
      openings: { white: [], black: [], unnamed: 0 },
      phases: EMPTY_PHASES,
      motifs: [],
      time_controls: [],
      trend: [],
    });
    // Three games queued (the balance covers three): still empty, and says they are coming.
    expect((await submit({ pgn: FILE, player: 'Ben', source: 'file' })).statusCode).toBe(202);
    const coming = await insights();
    expect(coming).toMatchObject({ empty: true, games: { analysed: 0, in_progress: 3 } });
  });

  it('sums the analysed games: openings by colour, phases, motifs, time controls, the trend', async () => {
    expect((await submit({ pgn: FILE, player: 'Ben', source: 'file' })).statusCode).toBe(202);
    await o.t.app.deps.queue.runDueJobs();
    const list = (await get('/api/orion/games', o.me)).json().data.results as {
      id: number;
      accuracy: number;
      status: string;
      played_at: string;
    }[];
    expect(list.map((g) => g.status)).toEqual(['done', 'done', 'done']);
    const [ruy, scholar, philidor] = list; // newest played first
    const data = await insights();

    expect(data.empty).toBe(false);
    expect(data.games).toEqual({ analysed: 3, in_progress: 0, waiting: 0 });
    const mean = (xs: number[]) =>
      Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
    expect(data.overall).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1, score: 50 });
    expect(data.overall.accuracy).toBeCloseTo(mean(list.map((g) => g.accuracy)), 0);

    // Named by position from the book: families, with the ECO codes of the games.
    expect(data.openings.white).toEqual([
      expect.objectContaining({
        name: "Bishop's Opening",
        eco: ['C23'],
        games: 1,
        wins: 1,
        score: 100,
      }),
      expect.objectContaining({ name: 'Ruy Lopez', eco: ['C95'], games: 1, draws: 1, score: 50 }),
    ]);
    expect(data.openings.black).toEqual([
      {
        name: 'Philidor Defense',
        eco: ['C41'],
        games: 1,
        wins: 0,
        draws: 0,
        losses: 1,
        score: 0,
        accuracy: philidor!.accuracy,
      },
    ]);
    expect(data.openings.unnamed).toBe(0);

    // Ben's own moves: 28 as Black in the Philidor, 4 and 10 as White.
    const phases = Object.fromEntries(data.phases.map((p: { phase: string }) => [p.phase, p]));
    expect(data.phases.reduce((n: number, p: { moves: number }) => n + p.moves, 0)).toBe(42);
    // Plies 1-20 of each game are the opening (all pieces still on): 10 + 2 + 10 + 4 moves… of
    // which the Philidor gives ten (plies 2-20), the Scholar's mate four, the Ruy Lopez ten.
    expect(phases.opening.moves).toBe(24);
    expect(phases.middlegame.moves + phases.endgame.moves).toBe(18);
    expect(phases.opening.accuracy).toBeGreaterThan(0);
    expect(phases.middlegame.accuracy).toBeGreaterThan(0);
    // Never fewer than seven queens, rooks, bishops and knights: no endgame, no figure.
    expect(phases.endgame).toEqual({ phase: 'endgame', moves: 0, accuracy: null, mistakes: 0 });
    // The Philidor's blunders are named; the newest of each motif opens in its report.
    expect(data.motifs.length).toBeGreaterThan(0);
    const mistakes = data.phases.reduce((n: number, p: { mistakes: number }) => n + p.mistakes, 0);
    expect(
      data.motifs.reduce((n: number, m: { count: number }) => n + m.count, 0),
    ).toBeLessThanOrEqual(mistakes);
    for (const m of data.motifs) {
      expect(m.example.game_id).toBe(philidor!.id);
      expect(m.label).not.toMatch(/ in \d+$/);
    }

    expect(data.time_controls).toEqual([
      expect.objectContaining({ category: 'blitz', games: 1, wins: 1 }),
      expect.objectContaining({ category: 'rapid', games: 1, losses: 1 }),
      expect.objectContaining({ category: 'correspondence', games: 1, draws: 1 }),
    ]);
    // Three games: three points, oldest first.
    expect(data.trend.map((p: { from: string; score: number }) => [p.from, p.score])).toEqual([
      [philidor!.played_at, 0],
      [scholar!.played_at, 100],
      [ruy!.played_at, 50],
    ]);

    // A game analysed before openings were stored is named from its moves.
    await o.t.database.db.execute(
      sql`update orion_games set opening_eco = null, opening_name = null where id = ${ruy!.id}`,
    );
    expect((await insights()).openings.white).toEqual(data.openings.white);
  }, 240_000);

  it('counts only the caller’s games', async () => {
    const other = await createLearner(o.t);
    expect((await submit({ pgn: MATE, color: 'white' }, other)).statusCode).toBe(202);
    await o.t.app.deps.queue.runDueJobs();
    expect((await insights(other)).overall).toMatchObject({ games: 1, wins: 1 });
    expect(await insights()).toMatchObject({
      empty: true,
      games: { analysed: 0, in_progress: 0, waiting: 0 },
      openings: { white: [], black: [] },
      motifs: [],
      trend: [],
    });
    // And the other way round: my game is not theirs.
    expect((await submit({ pgn: MATE, color: 'black' })).statusCode).toBe(202);
    await o.t.app.deps.queue.runDueJobs();
    expect((await insights()).overall).toMatchObject({ games: 1, losses: 1 });
    expect((await insights(other)).overall).toMatchObject({ games: 1, wins: 1 });
  }, 120_000);
});
