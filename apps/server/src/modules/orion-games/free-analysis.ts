import type { GameMove } from '@ascend/chess';
import type { Deps } from '../../deps.ts';
import type { RunSql } from '../../db/run-sql.ts';
import { analysisTransaction } from './analysis-queue.ts';
import { movesKey } from './moves-key.ts';

/** An in-app game whose analysis is ours to pay for (a NO_CHARGE_SOURCES source). */
export interface FreeGame {
  source: 'play';
  color: 'w' | 'b';
  pgn: string;
  headers: Record<string, string>;
  startFen: string;
  moves: readonly GameMove[];
  playedAt: Date;
}

/**
 * Stores the game and queues its Orion analysis without charging credits, in one job-queue
 * transaction; `link` runs in it with the new game's id, so the caller's row that points at
 * the analysis is written with it or not at all.
 */
export async function queueFreeAnalysis(
  deps: Pick<Deps, 'queue'>,
  userId: number,
  game: FreeGame,
  now: Date,
  link: (run: RunSql, orionGameId: number) => Promise<void>,
): Promise<number> {
  return analysisTransaction(deps, userId, now, async (a) => {
    const { id } = await a.queueAnalysis({
      color: game.color,
      source: game.source,
      pgn: game.pgn,
      headers: game.headers,
      startFen: game.startFen,
      plies: game.moves.length,
      movesKey: movesKey(game.color, game.startFen, game.moves),
      playedAt: game.playedAt,
    });
    await link(a.run, id);
    return id;
  });
}
