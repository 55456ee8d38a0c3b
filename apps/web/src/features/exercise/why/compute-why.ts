import { loadFen, playUci, refutationReason, type LearnerScore } from '@ascend/chess';
import type { StockfishClient } from '../../../lib/engine/stockfish-client.ts';

/** The browser engine's budget for a refutation: the reason shows within 300 ms (ADR 0032). */
export const REFUTATION_MOVETIME_MS = 200;

export interface Explained {
  reason: string;
  fen: string;
  move: string;
  line: string[];
  source: 'stored' | 'engine';
}

/**
 * The computed fallback: the engine's reply and short line after the learner's wrong move, at
 * full strength for REFUTATION_MOVETIME_MS, written up by the same refutationReason the content
 * generator uses. `best` is the score of the position before the move when already known.
 */
export async function computeWhy(
  engine: StockfishClient,
  wrong: { fen: string; move: string },
  best: LearnerScore | undefined,
): Promise<Explained | null> {
  const chess = loadFen(wrong.fen);
  if (!chess || !playUci(chess, wrong.move)) return null;
  const found = chess.isGameOver()
    ? null
    : await engine.analyse(chess.fen(), REFUTATION_MOVETIME_MS);
  const line = found?.pv.slice(0, 8) ?? [];
  // The engine scores for the opponent (to move after the wrong move); the reason wants the learner's.
  const score = found ? { type: found.score.type, value: -found.score.value } : undefined;
  const reason = refutationReason({ ...wrong, line, score, best });
  return reason && { reason: reason.text, ...wrong, line, source: 'engine' };
}
