import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';

/*
 * Board facts the strategy detectors share: the position before and after the right move,
 * files and ranks seen from the side to move, and which squares pawns can ever reach.
 */

export const FILES = 'abcdefgh';
export const fileOf = (sq: string) => FILES.indexOf(sq[0]!);
export const rankOf = (sq: string) => Number(sq[1]);
export const squareAt = (file: number, rank: number) => `${FILES[file]}${rank}` as Square;
export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');
/** Rank seen from `c`'s side: 1 is its back rank, 8 the opponent's. */
export const relRank = (sq: string, c: Color) => (c === 'w' ? rankOf(sq) : 9 - rankOf(sq));
/** Chebyshev distance: king steps between two squares. */
export const distance = (a: string, b: string) =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));

export interface Played {
  before: Chess;
  after: Chess;
  move: Move;
  me: Color;
  them: Color;
}

/** The position before and after `uci`; null when the move is not legal there. */
export function play(fen: string, uci: string): Played | null {
  let before: Chess;
  try {
    before = new Chess(fen);
  } catch {
    return null;
  }
  const after = new Chess(fen);
  let move: Move;
  try {
    move = after.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    return null;
  }
  return { before, after, move, me: move.color, them: other(move.color) };
}

/** The position after the first `plies` moves of `line` (stops early at an illegal move). */
export function playLine(fen: string, line: string[], plies: number): Chess {
  const c = new Chess(fen);
  for (const u of line.slice(0, plies)) {
    try {
      c.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    } catch {
      break;
    }
  }
  return c;
}

export const piecesOf = (c: Chess, type: PieceSymbol, color: Color) => c.findPiece({ type, color });
export const pawns = (c: Chess, color: Color) => piecesOf(c, 'p', color);
export const kingOf = (c: Chess, color: Color) => piecesOf(c, 'k', color)[0]!;

/** Whether a pawn of `by` stands on a neighbouring file behind `sq` (from `by`'s side), so it can one day attack it. */
export function pawnCanEverAttack(c: Chess, sq: string, by: Color): boolean {
  return pawns(c, by).some(
    (p) => Math.abs(fileOf(p) - fileOf(sq)) === 1 && relRank(p, by) < relRank(sq, by),
  );
}
/** Own pawns that guard `sq` now. */
export function pawnGuards(c: Chess, sq: string, color: Color): Square[] {
  const back = color === 'w' ? -1 : 1;
  return [-1, 1]
    .map((df) => [fileOf(sq) + df, rankOf(sq) + back] as const)
    .filter(([f, r]) => f >= 0 && f < 8 && r >= 1 && r <= 8)
    .map(([f, r]) => squareAt(f, r))
    .filter((s) => {
      const p = c.get(s);
      return p?.type === 'p' && p.color === color;
    });
}

/** Squares a piece on `sq` attacks (its pseudo-moves and guarded squares), friendly pieces included. */
export function attacksFrom(c: Chess, sq: Square): Square[] {
  const piece = c.get(sq);
  if (!piece) return [];
  const out: Square[] = [];
  for (let f = 0; f < 8; f++)
    for (let r = 1; r <= 8; r++) {
      const t = squareAt(f, r);
      if (t !== sq && c.attackers(t, piece.color).includes(sq)) out.push(t);
    }
  return out;
}

/** The files on which `color` has pawns. */
const pawnFiles = (c: Chess, color: Color) => new Set(pawns(c, color).map(fileOf));

export function isPassed(c: Chess, sq: string, color: Color): boolean {
  return !pawns(c, other(color)).some(
    (e) => Math.abs(fileOf(e) - fileOf(sq)) <= 1 && relRank(e, color) > relRank(sq, color),
  );
}
export function isIsolated(c: Chess, sq: string, color: Color): boolean {
  const files = pawnFiles(c, color);
  return !files.has(fileOf(sq) - 1) && !files.has(fileOf(sq) + 1);
}
export function isDoubled(c: Chess, sq: string, color: Color): boolean {
  return pawns(c, color).some((p) => p !== sq && fileOf(p) === fileOf(sq));
}
/**
 * Backward: its neighbours on the next files have all advanced past it (none level or behind),
 * it has at least one such neighbour, and an enemy pawn guards the square in front of it.
 */
export function isBackward(c: Chess, sq: string, color: Color): boolean {
  const mine = pawns(c, color).filter((p) => Math.abs(fileOf(p) - fileOf(sq)) === 1);
  if (!mine.length || mine.some((p) => relRank(p, color) <= relRank(sq, color))) return false;
  const front = stopSquare(sq, color);
  return !!front && pawnGuards(c, front, other(color)).length > 0;
}
/** The square in front of a pawn (from its own side). */
export function stopSquare(sq: string, color: Color): Square | null {
  const r = rankOf(sq) + (color === 'w' ? 1 : -1);
  return r >= 1 && r <= 8 ? squareAt(fileOf(sq), r) : null;
}
export function pawnIslands(c: Chess, color: Color): number {
  const files = pawnFiles(c, color);
  let n = 0;
  for (let f = 0; f < 8; f++) if (files.has(f) && !files.has(f - 1)) n++;
  return n;
}
export const countPawns = (
  c: Chess,
  color: Color,
  test: (c: Chess, sq: string, color: Color) => boolean,
) => pawns(c, color).filter((p) => test(c, p, color)).length;

export const isLight = (sq: string) => (fileOf(sq) + rankOf(sq)) % 2 === 0;
/** A bishop is bad when more of its own pawns stand on its colour than on the other (at least two). */
export function bishopQuality(c: Chess, sq: string, color: Color): 'good' | 'bad' | 'neutral' {
  const light = isLight(sq);
  const own = pawns(c, color);
  const on = own.filter((p) => isLight(p) === light).length;
  const off = own.length - on;
  if (on >= 2 && on > off) return 'bad';
  if (off >= 2 && off > on) return 'good';
  return 'neutral';
}
/** Squares a bishop (or any piece) can move to, ignoring whose turn it is. */
export function mobility(c: Chess, sq: Square): number {
  const piece = c.get(sq);
  if (!piece) return 0;
  const fen = c.fen().split(' ');
  fen[1] = piece.color;
  fen[3] = '-';
  try {
    return new Chess(fen.join(' '), { skipValidation: true }).moves({ square: sq }).length;
  } catch {
    return 0;
  }
}
