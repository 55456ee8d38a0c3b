import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import type { IdeaCase } from '../types.ts';
import { defended as mateAfter } from './mate-search.ts';
import {
  between,
  looseBoard,
  other,
  pieceValue,
  replay,
  squareFile,
  squareRank,
  type Ply,
} from '../../puzzles/replay.ts';

export { between, looseBoard, other, pieceValue, type Ply };

/** A replayed exercise: the solver, its plies in the tagger's shape (ply 0 = the position). */
export interface Line {
  solver: Color;
  /** plies[0] stands for the position itself; then the line, solver moves at odd indices. */
  plies: Ply[];
  /** The solver's plies in order. */
  mine: Ply[];
  /** Whether the line ends in checkmate. */
  mates: boolean;
}

/** A lone move completed to the forced mate (≤ 3 moves) it starts, when it starts one. */
function completed(fen: string, move: string): string[] {
  const c = new Chess(fen);
  try {
    c.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
  } catch {
    return [move];
  }
  if (c.isCheckmate()) return [move];
  for (const n of [1, 2]) {
    const rest = mateAfter(c, n);
    if (rest) return [move, ...rest];
  }
  return [move];
}

/**
 * The case as the puzzle motif detectors (puzzles/motifs.ts) read a Lichess line: a leading
 * ply for the opponent's setup move (here the position itself), then the solution. Null when the
 * line does not start with the move or is illegal.
 */
export function lineOf(c: IdeaCase): Line | null {
  const moves = (c.line?.length ?? 0) > 1 ? c.line! : completed(c.fen, c.move);
  if (moves[0] !== c.move) return null;
  let real: Ply[];
  try {
    real = replay(c.fen, moves);
  } catch {
    return null;
  }
  const solver = new Chess(c.fen).turn();
  const start: Ply = { index: 0, move: {} as Move, before: c.fen, after: c.fen, solver: false };
  const plies = [start, ...real.map((p, i) => ({ ...p, index: i + 1, solver: i % 2 === 0 }))];
  const last = plies.at(-1)!;
  return {
    solver,
    plies,
    mine: plies.filter((p) => p.solver),
    mates: plies.length > 1 && new Chess(last.after).isCheckmate(),
  };
}

/** A piece on a board: its square, type and colour. */
export interface At {
  square: Square;
  type: PieceSymbol;
  color: Color;
}
export const piecesOf = (fen: string, color?: Color): At[] =>
  looseBoard(fen)
    .board()
    .flat()
    .filter((p): p is NonNullable<typeof p> => !!p && (!color || p.color === color))
    .map((p) => ({ square: p.square, type: p.type, color: p.color }));

export const attackersOf = (fen: string, square: Square, by: Color): Square[] =>
  looseBoard(fen).attackers(square, by);
export const defended = (fen: string, square: Square, by: Color) =>
  attackersOf(fen, square, by).length > 0;

/** Enemy pieces the piece on `from` attacks, king included. */
export function targetsOf(fen: string, from: Square): At[] {
  const board = looseBoard(fen);
  const me = board.get(from);
  if (!me) return [];
  return piecesOf(fen, other(me.color)).filter((t) =>
    board.attackers(t.square, me.color).includes(from),
  );
}

/** A target worth attacking with a piece of value `by`: the king, a bigger piece or a loose one. */
export const worthy = (fen: string, t: At, by: number) =>
  t.type === 'k' ||
  pieceValue[t.type] > by ||
  (!defended(fen, t.square, t.color) && t.type !== 'p');

const dirs: Record<string, [number, number][]> = {
  r: [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ],
  b: [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ],
};
dirs.q = [...dirs.r!, ...dirs.b!];
const sq = (f: number, r: number) => `${String.fromCharCode(97 + f)}${r + 1}` as Square;

/** For a slider on `from`: per direction, the first two pieces met (as far as there are any). */
export function rays(fen: string, from: Square): At[][] {
  const board = looseBoard(fen);
  const me = board.get(from);
  if (!me || !dirs[me.type]) return [];
  return dirs[me.type]!.map(([df, dr]) => {
    const met: At[] = [];
    for (
      let f = squareFile(from) + df, r = squareRank(from) + dr;
      f >= 0 && f < 8 && r >= 0 && r < 8 && met.length < 2;
      f += df, r += dr
    ) {
      const p = board.get(sq(f, r));
      if (p) met.push({ square: sq(f, r), type: p.type, color: p.color });
    }
    return met;
  });
}

/** A line (pin or skewer) from a slider of `by` through two enemy pieces: front, then back. */
export interface Skewer {
  slider: Square;
  front: At;
  back: At;
}
export function enemyPairs(fen: string, by: Color): Skewer[] {
  return piecesOf(fen, by)
    .filter((p) => 'rbq'.includes(p.type))
    .flatMap((s) =>
      rays(fen, s.square)
        .filter(([a, b]) => a && b && a.color !== by && b.color !== by)
        .map(([front, back]) => ({ slider: s.square, front: front!, back: back! })),
    );
}

/** Enemy pieces pinned by `by`: in front of their king, or of a bigger piece (relative pin). */
export const pinsOf = (fen: string, by: Color) =>
  enemyPairs(fen, by).filter(
    (p) =>
      p.front.type !== 'k' &&
      (p.back.type === 'k' || pieceValue[p.back.type] > pieceValue[p.front.type]),
  );

export const isCheck = (p: Ply) => p.move.san?.includes('+') || p.move.san?.includes('#');
export const value = (t: PieceSymbol) => pieceValue[t];
export const name: Record<PieceSymbol, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};
