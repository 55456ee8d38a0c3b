import { replay } from '../position.ts';

/**
 * The learner's first move of a best-move answer that leaves the solution, with the position it
 * was played in — what a refutation answers. Null when every learner move follows the solution
 * or the line is not legal (an illegal move has no refutation, only the checker's reason).
 */
export function firstWrongMove(
  payload: { fen: string; solution: readonly string[] },
  moves: readonly string[],
): { fen: string; move: string; index: number } | null {
  for (const [i, move] of moves.entries()) {
    if (i % 2 === 1 || move === payload.solution[i]) continue;
    const before = replay(payload.fen, moves.slice(0, i));
    const after = replay(payload.fen, moves.slice(0, i + 1));
    if ('error' in before || 'error' in after) return null;
    return { fen: before.chess.fen(), move, index: i };
  }
  return null;
}
