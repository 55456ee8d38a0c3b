import { Chess, type Color, type Move, type Square } from 'chess.js';

/**
 * Why a FEN cannot be a game position, or null. chess.js validates the syntax, the kings and
 * the pawns; we add what it lets through and what makes Stockfish hang: the side not to move
 * in check.
 */
export function fenProblem(fen: string): string | null {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch (e) {
    return (e as Error).message;
  }
  const waiting: Color = chess.turn() === 'w' ? 'b' : 'w';
  const king = chess.findPiece({ type: 'k', color: waiting })[0];
  if (king && chess.isAttacked(king, chess.turn()))
    return `the side not to move (${waiting}) is in check`;
  return null;
}

/** Loads a legal position, or returns null (see fenProblem). */
export function loadFen(fen: string): Chess | null {
  return fenProblem(fen) ? null : new Chess(fen);
}

/** Plays one UCI move; null when it is illegal here (chess.js throws on illegal moves). */
export function playUci(chess: Chess, uci: string): Move | null {
  const m = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(uci);
  if (!m) return null;
  try {
    return chess.move({ from: m[1] as Square, to: m[2] as Square, promotion: m[3] });
  } catch {
    return null;
  }
}

/** Replays a UCI line from `fen`; reports the index of the first illegal move. */
export function replay(
  fen: string,
  moves: readonly string[],
): { chess: Chess; played: Move[] } | { error: string } {
  const chess = loadFen(fen);
  if (!chess) return { error: 'The starting position is not a legal FEN' };
  const played: Move[] = [];
  for (const [i, uci] of moves.entries()) {
    const move = playUci(chess, uci);
    if (!move) return { error: `Move ${i + 1} (${uci}) is not legal` };
    played.push(move);
  }
  return { chess, played };
}

/** UCI moves as SAN, for showing a line to the learner; stops at the first illegal move. */
export function uciToSan(fen: string, moves: readonly string[]): string[] {
  const chess = loadFen(fen);
  const san: string[] = [];
  for (const uci of moves) {
    const move = chess && playUci(chess, uci);
    if (!move) break;
    san.push(move.san);
  }
  return san;
}

export const pieceValues: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** Material of `color` in the usual units (pawn 1, minor 3, rook 5, queen 9). */
export function material(chess: Chess, color: Color): number {
  let sum = 0;
  for (const row of chess.board())
    for (const p of row) if (p && p.color === color) sum += pieceValues[p.type] ?? 0;
  return sum;
}

/** a1 is dark; a square is dark when its file and rank indexes have the same parity. */
export function squareColor(square: string): 'light' | 'dark' {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return (file + rank) % 2 === 0 ? 'dark' : 'light';
}

/** Expands a placement field to 64 cells (a8…h1), or null when a rank does not hold 8 squares. */
export function expandPlacement(placement: string): string[] | null {
  const ranks = placement.split('/');
  if (ranks.length !== 8) return null;
  const cells: string[] = [];
  for (const rank of ranks) {
    const row = rank.replace(/[1-8]/g, (n) => '.'.repeat(Number(n)));
    if (row.length !== 8) return null;
    cells.push(...row);
  }
  return cells;
}
