import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { boardFromFen, fenOf, legalMoves, play, squareName, type Board } from './rules.ts';

function perft(b: Board, depth: number): number {
  const moves = legalMoves(b);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(play(b, m), depth - 1);
  return n;
}

// Published perft counts (chessprogramming.org "Perft Results"): castling through and out of
// check, en passant with pins, promotions, discovered checks.
const cases: [string, string, number, number][] = [
  ['initial position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3, 8902],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 4, 43238],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 3, 9467],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 3, 62379],
];

describe('the replay move generator', () => {
  it.each(cases)('perft on %s', (_name, fen, depth, nodes) => {
    expect(perft(boardFromFen(fen), depth)).toBe(nodes);
  });

  it('lists the moves chess.js lists and reaches the positions it reaches over 160 plies of seeded random play', () => {
    const chess = new Chess();
    let board = boardFromFen(chess.fen());
    let seed = 7;
    for (let ply = 0; ply < 160 && !chess.isGameOver(); ply++) {
      const ours = legalMoves(board)
        .map((m) => squareName(m.from) + squareName(m.to) + m.promotion)
        .sort();
      const theirs = chess
        .moves({ verbose: true })
        .map((m) => m.from + m.to + (m.promotion ?? ''))
        .sort();
      expect(ours).toEqual(theirs);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const pick = legalMoves(board)[seed % ours.length]!;
      chess.move({
        from: squareName(pick.from),
        to: squareName(pick.to),
        promotion: pick.promotion || undefined,
      });
      board = play(board, pick);
      // Placement, side, castling and clocks agree; en passant is lc0's (a pawn could take).
      const [a, b, c, , e, f] = fenOf(board).split(' ');
      const [a2, b2, c2, , e2, f2] = chess.fen().split(' ');
      expect([a, b, c, e, f]).toEqual([a2, b2, c2, e2, f2]);
    }
  });
});
