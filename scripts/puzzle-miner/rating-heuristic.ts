import { Chess } from 'chess.js';

export interface DifficultyCues {
  moves: string[];
  fen: string;
  themes: string[];
  /** Smallest search depth from which the engine keeps choosing the first solver move (1–11). */
  found_depth: number;
}

/**
 * A raw difficulty score for a mined puzzle. Longer lines, moves the engine only sees when it
 * searches deeper, quiet first moves and sacrifices make a puzzle harder; a check, a mate in
 * one or a free piece makes it easier:
 *   700 + 300·(solver moves − 1) + 140·(found depth − 1) + 350 quiet + 250 sacrifice
 *   + 150 if the first move gives no check − 250 mate in 1 − 150 hanging piece.
 */
export function difficultyScore(c: DifficultyCues): number {
  const chess = new Chess(c.fen);
  chess.move({
    from: c.moves[0]!.slice(0, 2),
    to: c.moves[0]!.slice(2, 4),
    promotion: c.moves[0]![4],
  });
  const first = chess.move({
    from: c.moves[1]!.slice(0, 2),
    to: c.moves[1]!.slice(2, 4),
    promotion: c.moves[1]![4],
  });
  const quiet = !first.captured && !first.promotion && !first.san.includes('+');
  const has = (t: string) => c.themes.includes(t);
  const solverMoves = c.moves.length / 2;
  const r =
    700 +
    300 * (solverMoves - 1) +
    140 * (Math.min(c.found_depth, 11) - 1) +
    (quiet ? 350 : 0) +
    (has('sacrifice') ? 250 : 0) +
    (first.san.includes('+') ? 0 : 150) -
    (has('mateIn1') ? 250 : 0) -
    (has('hangingPiece') ? 150 : 0);
  return r;
}

/**
 * Starting ratings from scores: the set is ordered by score and spread by rank over 500–2950
 * (equal scores share the rating of their middle rank), so the starter set covers all four
 * difficulty ranges. Learners' attempts then move each rating through Glicko-2.
 */
export function spreadRatings(scores: number[]): number[] {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(scores.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    const mid = (start + end + 1) / 2 / order.length;
    for (let k = start; k <= end; k++) out[order[k]![1]] = Math.round(500 + 2450 * mid);
    start = end + 1;
  }
  return out;
}

/** The cues of difficultyScore as numbers, for the calibrated model (calibrate.ts). */
export function difficultyFeatures(c: DifficultyCues): number[] {
  const chess = new Chess(c.fen);
  const play = (u: string) =>
    chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  play(c.moves[0]!);
  const legal = chess.moves().length;
  const first = play(c.moves[1]!);
  const quiet = !first.captured && !first.promotion && !first.san.includes('+');
  const has = (t: string) => (c.themes.includes(t) ? 1 : 0);
  const pieces = chess.board().flat().filter(Boolean).length;
  return [
    1,
    c.moves.length / 2 - 1,
    Math.min(c.found_depth, 11) - 1,
    quiet ? 1 : 0,
    has('sacrifice'),
    first.san.includes('+') ? 0 : 1,
    has('mateIn1'),
    has('hangingPiece'),
    has('mate'),
    has('endgame'),
    legal / 10,
    pieces / 10,
  ];
}
