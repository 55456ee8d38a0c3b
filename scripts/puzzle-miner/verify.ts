import { Chess } from 'chess.js';
import { scoreValue } from '@ascend/engine';
import type { Searcher } from '../content-gen/engine/analyst.ts';

/**
 * Depth of the re-verification. CI reads the searches from content/engine-cache/ (keyed by the
 * position's hash) and searches only new positions and a fixed sample again.
 */
export const VERIFY_DEPTH = 10;
/** Cached searches searched again on every run. */
export const STARTER_SAMPLE = 50;

export interface PuzzleLine {
  id: string;
  fen: string;
  moves: string[];
}

/**
 * Re-checks a puzzle: every solver move (odd index) must be legal and either mate at once
 * (checked by chess.js) or be the engine's best at VERIFY_DEPTH, or score exactly as well as
 * the best (an equally-mating move). Returns the first problem, or null when it holds.
 */
export async function verifyPuzzle(engine: Searcher, p: PuzzleLine): Promise<string | null> {
  const chess = new Chess(p.fen);
  for (let i = 0; i < p.moves.length; i++) {
    const uci = p.moves[i]!;
    const before = chess.fen();
    try {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      return `${p.id}: move ${i} (${uci}) is illegal`;
    }
    if (i % 2 === 0 || chess.isCheckmate()) continue;
    const a = await engine.analyse(before, { depth: VERIFY_DEPTH, multipv: 2 });
    const [best, second] = a.lines;
    if (!best) return `${p.id}: engine gave no line at move ${i}`;
    if (best.pv[0] === uci) continue;
    if (second?.pv[0] === uci && scoreValue(second.score) === scoreValue(best.score)) continue;
    return `${p.id}: move ${i} (${uci}) is not the engine's best (${best.pv[0]}) at depth ${VERIFY_DEPTH}`;
  }
  if (p.moves.length % 2 !== 0) return `${p.id}: the line must end on a solver move`;
  return null;
}
