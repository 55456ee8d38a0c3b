import { describe, expect, it } from 'vitest';
import { refutationReason } from './reason.ts';
import { firstWrongMove } from './wrong-move.ts';
import type { RefutationCase } from './types.ts';

/**
 * Lichess puzzles (CC0, from the Lichess puzzle database; ids below) are real refutations: the
 * puzzle's first move is a player's mistake and the solution is the reply that punishes it.
 * Engine lines and scores below are Stockfish 15.1 at depth 22.
 */
const cases: [string, RefutationCase, string, string][] = [
  [
    'puzzle 1LVGT: a queen move that allows mate in one (white, move 34)',
    { fen: '7Q/3kqp2/2p5/3p4/8/pP6/P1P2PP1/1K6 w - - 2 34', move: 'h8a8', line: ['e7e1'] },
    'mated',
    'After 34.Qa8? Qe1# you are mated.',
  ],
  [
    'puzzle 4xvU6: black to move, numbered 4… and 5.',
    {
      fen: 'r1bqkbnr/1pppppp1/p1n4p/7Q/2B1P3/2N5/PPPP1PPP/R1B1K1NR b KQkq - 1 4',
      move: 'g8f6',
      line: ['c4f7'],
    },
    'mated',
    'After 4…Nf6? 5.Bxf7# you are mated.',
  ],
  [
    'puzzle i2NLr: a back-rank mate two moves deep',
    {
      fen: '3k4/p7/3P1p2/3r4/P6p/4B3/4RPPP/1N3RK1 w - - 2 31',
      move: 'f1d1',
      line: ['d5d1', 'e2e1', 'd1e1'],
    },
    'mated',
    'After 31.Rd1? Rxd1+ 32.Re1 Rxe1# you are mated.',
  ],
  [
    'puzzle i2NLr with the line cut short: the score says the mate is forced',
    {
      fen: '3k4/p7/3P1p2/3r4/P6p/4B3/4RPPP/1N3RK1 w - - 2 31',
      move: 'f1d1',
      line: ['d5d1'],
      score: { type: 'mate', value: -2 },
    },
    'mated',
    'After 31.Rd1? Black mates in 2, starting with 31…Rxd1+.',
  ],
  [
    'puzzle 4nfjt: a fork costs the queen for a rook (net, after the recapture)',
    {
      fen: 'r1bq2k1/pp4pp/2n2r2/3p1p2/8/4RN2/PPP2PPP/RN2Q1K1 b - - 1 13',
      move: 'f5f4',
      line: ['e3e8', 'd8e8', 'e1e8'],
    },
    'material',
    'After 13…f4? 14.Re8+ Qxe8 15.Qxe8+ you have lost the queen for a rook.',
  ],
  [
    'puzzle wwNCn: the queens come off, the bishop is lost for a pawn',
    {
      fen: '5rk1/1p3qpp/p3Q3/3p4/P1p3P1/2P3b1/1P4P1/RB4K1 w - - 2 30',
      move: 'b1h7',
      line: ['g8h7', 'e6f7', 'f8f7'],
    },
    'material',
    'After 30.Bxh7+? Kxh7 31.Qxf7 Rxf7 you have lost the bishop for a pawn.',
  ],
  [
    'a rook that takes a pawn with check is taken by the king',
    { fen: '1r5k/7p/8/KP6/8/8/8/8 b - - 0 1', move: 'b8b5', line: ['a5b5'] },
    'material',
    'After 1…Rxb5+? 2.Kxb5 you have lost the rook for a pawn.',
  ],
  [
    'the same without the h-pawn: the last pieces come off and nothing can mate',
    { fen: '1r5k/8/8/KP6/8/8/8/8 b - - 0 1', move: 'b8b5', line: ['a5b5'] },
    'stalemate',
    'After 1…Rxb5+? 2.Kxb5 no mating material is left: the game is a draw.',
  ],
  [
    'puzzle yrOm8: a knight move lets the a-pawn queen',
    { fen: '8/1n6/P7/3k4/5K2/8/8/8 b - - 0 89', move: 'b7d6', line: ['a6a7', 'd6c4', 'a7a8q'] },
    'promotion',
    'After 89…Nd6? 90.a7 Nc4 91.a8=Q+ White has a new queen.',
  ],
  [
    'king and pawn: 1.Kd2? lets the black king in front; the score turns a win into a draw',
    {
      fen: '8/8/8/4k3/8/3K4/4P3/8 w - - 0 1',
      move: 'd3d2',
      line: ['e5d4', 'e2e3', 'd4e5', 'd2d3', 'e5d5', 'e3e4', 'd5e6'],
      score: { type: 'cp', value: 11 },
      best: { type: 'cp', value: 908 },
    },
    'result',
    'After 1.Kd2? Kd4 the pawn can no longer queen (the position is a draw).',
  ],
  [
    'queen against king: 1.Qf7? stalemates',
    {
      fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1',
      move: 'f1f7',
      line: [],
      best: { type: 'mate', value: 1 },
    },
    'stalemate',
    'After 1.Qf7? it is stalemate: the game is a draw.',
  ],
  [
    'queen against king: a quiet move when Qf8# was there',
    {
      fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1',
      move: 'f1f2',
      line: ['h8g8'],
      score: { type: 'mate', value: 3 },
      best: { type: 'mate', value: 1 },
    },
    'mate_missed',
    'After 1.Qf2? Kg8 the mate takes longer (mate in 3, not 1).',
  ],
  [
    'near miss: an even trade with nothing else known names only the reply',
    {
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
      move: 'f8c5',
      line: ['f3e5', 'c6e5'],
    },
    'reply',
    'After 3…Bc5? the strongest answer is 4.Nxe5.',
  ],
];

describe('refutationReason', () => {
  it.each(cases)('%s', (_name, c, kind, text) => {
    const reason = refutationReason(c);
    expect(reason?.text).toBe(text);
    expect(reason?.kind).toBe(kind);
  });

  it('is null for an illegal wrong move or position', () => {
    expect(
      refutationReason({ fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1', move: 'f1a8', line: [] }),
    ).toBeNull();
    expect(
      refutationReason({ fen: '8/8/8/8/8/8/8/8 w - - 0 1', move: 'e2e4', line: [] }),
    ).toBeNull();
  });

  it('stops the line at its first illegal move', () => {
    const r = refutationReason({
      fen: '7Q/3kqp2/2p5/3p4/8/pP6/P1P2PP1/1K6 w - - 2 34',
      move: 'h8a8',
      line: ['e7e1', 'a8a1'],
    });
    expect(r?.text).toBe('After 34.Qa8? Qe1# you are mated.');
    expect(r?.shown).toBe(1);
  });
});

describe('firstWrongMove', () => {
  const payload = { fen: '8/8/8/4k3/8/3K4/4P3/8 w - - 0 1', solution: ['d3e3', 'e5d6', 'e3d4'] };
  it.each([
    [['d3d2'], { fen: payload.fen, move: 'd3d2', index: 0 }],
    [['d3e3', 'e5d6', 'e3f3'], { fen: '8/8/3k4/8/8/4K3/4P3/8 w - - 2 2', move: 'e3f3', index: 2 }],
    [['d3e3', 'e5d6', 'e3d4'], null],
    [['d3d5'], null],
  ])('%j', (moves, want) => expect(firstWrongMove(payload, moves)).toEqual(want));
});
