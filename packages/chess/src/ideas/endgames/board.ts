import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';

/*
 * Board facts the endgame detectors share: squares as (file, rank) numbers, the material on the
 * board, passed pawns, the square of the pawn, and the move itself applied to a copy.
 */

export const fileOf = (s: string) => s.charCodeAt(0) - 97;
export const rankOf = (s: string) => Number(s[1]) - 1;
export const sq = (f: number, r: number) => `${String.fromCharCode(97 + f)}${r + 1}` as Square;
export const onBoard = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8;
export const dist = (a: string, b: string) =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));
export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');
/** Rank 0–7 as seen from `c`'s side (its first rank is 0). */
export const relRank = (s: string, c: Color) => (c === 'w' ? rankOf(s) : 7 - rankOf(s));

export interface Played {
  before: Chess;
  after: Chess;
  move: Move;
  mover: Color;
}
/** The position and the move applied to a copy, or null when the move is not legal. */
export function play(fen: string, uci: string): Played | null {
  try {
    const before = new Chess(fen);
    const after = new Chess(fen);
    const move = after.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    return { before, after, move, mover: move.color };
  } catch {
    return null;
  }
}

export const pieces = (c: Chess) =>
  c.board().flatMap((row) => row.filter((p): p is NonNullable<typeof p> => p !== null));

/** Pieces other than kings as a sorted string per colour, e.g. {w: 'pr', b: 'r'}. */
export function materialOf(c: Chess): Record<Color, string> {
  const m = { w: [] as PieceSymbol[], b: [] as PieceSymbol[] };
  for (const p of pieces(c)) if (p.type !== 'k') m[p.color].push(p.type);
  return { w: m.w.sort().join(''), b: m.b.sort().join('') };
}
export const onlyKingsAndPawns = (c: Chess) =>
  pieces(c).every((p) => p.type === 'k' || p.type === 'p');
export const kingOf = (c: Chess, color: Color) => c.findPiece({ type: 'k', color })[0]!;
export const pawnsOf = (c: Chess, color: Color) => c.findPiece({ type: 'p', color });

/** A pawn with no enemy pawn in front of it on its own or a neighbouring file. */
export function isPassed(c: Chess, s: string, color: Color): boolean {
  const f = fileOf(s);
  const r = relRank(s, color);
  return pawnsOf(c, other(color)).every(
    (e) => Math.abs(fileOf(e) - f) > 1 || relRank(e, color) <= r,
  );
}
export const passedPawns = (c: Chess, color: Color) =>
  pawnsOf(c, color).filter((s) => isPassed(c, s, color));

/** The promotion square of a pawn. */
export const promotionSquare = (s: string, color: Color) => sq(fileOf(s), color === 'w' ? 7 : 0);
/** Pawn moves to promote (a pawn on its second rank can double-step). */
export function movesToPromote(s: string, color: Color): number {
  return 7 - Math.max(2, relRank(s, color));
}
/**
 * The rule of the square: can the enemy king catch the pawn? With the defender to move it can
 * when its distance to the promotion square is at most the pawn's moves plus one; with the
 * pawn's side to move, at most the pawn's moves.
 */
export function kingInSquare(pawn: string, color: Color, king: string, defenderToMove: boolean) {
  const n = movesToPromote(pawn, color);
  return dist(king, promotionSquare(pawn, color)) <= n + (defenderToMove ? 1 : 0);
}

/** Whether a pawn of `color` defends `s` (diagonally behind it). */
export function pawnDefends(c: Chess, s: string, color: Color): boolean {
  const back = color === 'w' ? -1 : 1;
  return [-1, 1].some((df) => {
    const f = fileOf(s) + df;
    const r = rankOf(s) + back;
    if (!onBoard(f, r)) return false;
    const p = c.get(sq(f, r));
    return p?.type === 'p' && p.color === color;
  });
}
