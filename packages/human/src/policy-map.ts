// lc0's move index (1858 moves) and the map from the convolutional policy head's 80×64 outputs
// onto it, generated from the rule lc0's tables follow (src/chess/bitboard.cc kIdxToMove and
// src/neural/shared/policy_map.h kConvPolicyMap in lc0 v0.26.3):
// - moves are listed by from-square (a1, b1, … h8), each with every queen-line and knight
//   destination in square order; then the promotions from the 7th rank (files a→h, targets
//   left→right, q r b). Knight promotions have no entry of their own: they use the plain move.
// - policy planes 0–55 are queen lines (8 directions × distances 1–7: N, NE, E, SE, S, SW, W, NW),
//   56–63 knight jumps, 64–72 promotions to r, b, q towards files −1, 0, +1; 73–79 are unused.
// Squares are 0 = a1 … 63 = h8 in the side to move's frame (Black's moves are mirrored).

/** The eight directions in lc0's queen-move order (the policy planes depend on it). */
export const QUEEN_DIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];
const KNIGHT_JUMPS: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

export const POLICY_SIZE = 1858;
export const POLICY_PLANES = 80;

const squareName = (sq: number) => 'abcdefgh'[sq & 7]! + String((sq >> 3) + 1);

function reachable(from: number, to: number): boolean {
  const df = (to & 7) - (from & 7);
  const dr = (to >> 3) - (from >> 3);
  if (df === 0 && dr === 0) return false;
  if (df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr)) return true;
  return (Math.abs(df) === 1 && Math.abs(dr) === 2) || (Math.abs(df) === 2 && Math.abs(dr) === 1);
}

function buildMoves(): string[] {
  const moves: string[] = [];
  for (let from = 0; from < 64; from++)
    for (let to = 0; to < 64; to++)
      if (reachable(from, to)) moves.push(squareName(from) + squareName(to));
  for (let file = 0; file < 8; file++)
    for (let df = -1; df <= 1; df++) {
      const to = file + df;
      if (to < 0 || to > 7) continue;
      for (const piece of 'qrb') moves.push(squareName(48 + file) + squareName(56 + to) + piece);
    }
  return moves;
}

/** lc0's 1858 moves in index order, in the side to move's frame, UCI with king-takes-rook castling. */
export const NN_MOVES: readonly string[] = buildMoves();

/** The policy index of a move in the side to move's frame; -1 when the net has no entry for it. */
const indexOf = new Map(NN_MOVES.map((m, i) => [m, i]));
export function moveIndex(uci: string): number {
  return indexOf.get(uci) ?? -1;
}

function buildConvMap(): Int16Array {
  const map = new Int16Array(POLICY_PLANES * 64).fill(-1);
  const put = (plane: number, from: number, df: number, dr: number, promo: string) => {
    const file = (from & 7) + df;
    const rank = (from >> 3) + dr;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return;
    const uci = squareName(from) + squareName(rank * 8 + file) + promo;
    map[plane * 64 + from] = moveIndex(uci);
  };
  for (let from = 0; from < 64; from++) {
    QUEEN_DIRS.forEach(([df, dr], d) => {
      for (let dist = 1; dist <= 7; dist++) put(d * 7 + dist - 1, from, df * dist, dr * dist, '');
    });
    KNIGHT_JUMPS.forEach(([df, dr], k) => put(56 + k, from, df, dr, ''));
    if (from >> 3 === 6)
      for (let df = -1; df <= 1; df++)
        ['r', 'b', 'q'].forEach((p, i) => put(64 + (df + 1) * 3 + i, from, df, 1, p));
  }
  return map;
}

/** Policy plane·64 + square → index in NN_MOVES, or -1. */
export const CONV_POLICY_MAP: Int16Array = buildConvMap();
