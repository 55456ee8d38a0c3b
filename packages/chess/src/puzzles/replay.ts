import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';

/** One ply of a puzzle line with the boards on both sides of it. */
export interface Ply {
  index: number;
  move: Move;
  /** FEN before and after the move. */
  before: string;
  after: string;
  solver: boolean;
}

export const pieceValue: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };

export const fromUci = (uci: string) => ({
  from: uci.slice(0, 2),
  to: uci.slice(2, 4),
  promotion: uci[4],
});

/** Replays a puzzle's UCI moves; throws (chess.js) on the first illegal one. */
export function replay(fen: string, moves: readonly string[]): Ply[] {
  const chess = new Chess(fen);
  return moves.map((uci, index) => {
    const before = chess.fen();
    const move = chess.move(fromUci(uci));
    return { index, move, before, after: chess.fen(), solver: index % 2 === 1 };
  });
}

/** Material of `color` minus the other side's, kings excluded. */
export function materialBalance(fen: string, color: Color): number {
  let sum = 0;
  for (const row of new Chess(fen).board()) {
    for (const p of row) {
      if (!p || p.type === 'k') continue;
      sum += p.color === color ? pieceValue[p.type] : -pieceValue[p.type];
    }
  }
  return sum;
}

export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');

/** A board that allows any side to move and any piece placement, for "what does X attack" questions. */
export const looseBoard = (fen: string): Chess => new Chess(fen, { skipValidation: true });

const file = (s: Square) => s.charCodeAt(0) - 97;
const rank = (s: Square) => Number(s[1]) - 1;
const sq = (f: number, r: number) => `${String.fromCharCode(97 + f)}${r + 1}` as Square;

/** Squares strictly between a and b on a rank, file or diagonal; null when not aligned. */
export function between(a: Square, b: Square): Square[] | null {
  const df = file(b) - file(a);
  const dr = rank(b) - rank(a);
  if (!(df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr)) || (df === 0 && dr === 0))
    return null;
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  const out: Square[] = [];
  for (let f = file(a) + sf, r = rank(a) + sr; f !== file(b) || r !== rank(b); f += sf, r += sr)
    out.push(sq(f, r));
  return out;
}

/** The up-to-8 squares around `s`. */
export function neighbours(s: Square): Square[] {
  const out: Square[] = [];
  for (let f = -1; f <= 1; f++)
    for (let r = -1; r <= 1; r++) {
      const nf = file(s) + f;
      const nr = rank(s) + r;
      if ((f || r) && nf >= 0 && nf < 8 && nr >= 0 && nr < 8) out.push(sq(nf, nr));
    }
  return out;
}

export const squareRank = rank;
export const squareFile = file;
