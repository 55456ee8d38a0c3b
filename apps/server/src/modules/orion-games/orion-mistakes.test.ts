import { Chess } from 'chess.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { Engine } from '@ascend/engine';
import { createLearner } from '../../../test/support/curriculum/test-fixture.ts';
import { BLUNDER_GAME } from '../../../test/support/orion-games/test-games.ts';
import { orionGamesTest } from '../../../test/support/orion-games/test-support.ts';

const o = orionGamesTest(6);
const { rows } = o;

const call = (method: 'GET' | 'POST', url: string, payload?: object, who = o.me) =>
  o.t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

describe('learn from your mistakes', () => {
  it('puts every mistake and blunder of an analysed game in the review deck, once', async () => {
    const { id } = (
      await call('POST', '/api/orion/games', { pgn: BLUNDER_GAME, color: 'black' })
    ).json().data;
    const starts = vi.spyOn(Engine, 'start');
    await o.t.app.deps.queue.runDueJobs();
    // Both passes and the accepted moves of the review items run on one Stockfish process.
    expect(starts).toHaveBeenCalledTimes(1);
    starts.mockRestore();
    const report = (await call('GET', `/api/orion/games/${id}`)).json().data;
    const mistakes = report.moves.filter(
      (m: { color: string; classification: string }) =>
        m.color === 'black' && ['mistake', 'blunder'].includes(m.classification),
    );
    expect(mistakes.length).toBeGreaterThan(0);

    const stored = await rows<{
      ply: number;
      uci: string;
      fen_before: string;
      accepted_moves: string[];
    }>(
      sql`select ply, uci, fen_before, accepted_moves from orion_game_moves
          where game_id = ${id} and accepted_moves is not null order by ply`,
    );
    expect(stored.map((m) => m.ply)).toEqual(mistakes.map((m: { ply: number }) => m.ply));
    for (const m of stored) {
      expect(m.accepted_moves.length).toBeGreaterThan(0);
      expect(m.accepted_moves).not.toContain(m.uci);
      // Every accepted move is legal where the mistake was made.
      for (const uci of m.accepted_moves)
        expect(() =>
          new Chess(m.fen_before).move({
            from: uci.slice(0, 2),
            to: uci.slice(2, 4),
            promotion: uci[4],
          }),
        ).not.toThrow();
    }
    // 12...Nc5?? (ply 24) is among them.
    expect(stored.some((m) => m.ply === 24)).toBe(true);

    const summary = (await call('GET', '/api/review/summary')).json().data;
    expect(summary).toMatchObject({
      due_now: stored.length,
      total: stored.length,
      sources: { exercises: 0, puzzles: 0, games: stored.length },
    });

    // A retried analysis adds no second card.
    await o.t.database.db.execute(
      sql`update orion_games set status = 'analysing' where id = ${id}`,
    );
    await o.t.app.deps.queue.enqueue('orion.analyse', { gameId: id });
    await o.t.app.deps.queue.runDueJobs();
    expect((await call('GET', '/api/review/summary')).json().data.total).toBe(stored.length);

    const card = (await call('GET', '/api/review/next')).json().data;
    const first = stored[0]!;
    expect(card).toMatchObject({
      kind: 'game_move',
      exercise: null,
      puzzle: null,
      game_move: {
        game_id: id,
        ply: first.ply,
        fen: first.fen_before,
        color: 'black',
        white: 'Ada',
        black: 'Ben',
      },
    });
    expect(card.game_move.played_san).toBe(mistakes[0].san);

    // Another learner cannot answer my card.
    const other = await createLearner(o.t);
    const foreign = await call(
      'POST',
      `/api/review/${card.id}/answer`,
      { moves: [first.accepted_moves[0]] },
      other,
    );
    expect(foreign.statusCode).toBe(404);

    // The move played in the game is not a better one; an illegal move is a 400.
    const again = await call('POST', `/api/review/${card.id}/answer`, { moves: [first.uci] });
    expect(again.json().data).toMatchObject({ correct: false, reason: 'wrong_move' });
    expect(again.json().data.feedback).toContain('In the game: ' + mistakes[0].san);
    const illegal = await call('POST', `/api/review/${card.id}/answer`, { moves: ['a1a8'] });
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().error.message).toBe('a1a8 is not a legal move in this position.');

    const right = await call('POST', `/api/review/${card.id}/answer`, {
      moves: [first.accepted_moves.at(-1)],
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ correct: true, solution: first.accepted_moves });
    expect(right.json().data.summary.due_now).toBe(stored.length - 1);
    // Two analyses of a 57-ply game on a shared machine: the engine, not the test, takes time.
  }, 240_000);
});
