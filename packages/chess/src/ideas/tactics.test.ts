import { describe, expect, it } from 'vitest';
import { tacticsDetectors } from './tactics.ts';

// Real positions from the Lichess puzzle database (CC0; the id is the puzzle's), the position
// after the opponent's setup move, with the puzzle's solution. Each detector must pass on its
// motif and fail on a near miss: another move in the same position, or a neighbouring motif.
interface Row {
  detector: string;
  id: string;
  fen: string;
  line: string;
  /** Another move in the same position that does not show the idea. */
  miss: string;
  /** A real position of a neighbouring motif the detector must reject (its id and line). */
  other?: { id: string; fen: string; line: string };
}

const P = {
  knightFork: ['8z7Cc', '8/5p2/5k1p/5n1P/5PK1/8/8/3B4 b - - 5 48', 'f5e3 g4f3 e3d1'],
  queenFork: ['iKjqD', '1q5k/6p1/6Pp/2rp4/p3p2P/Pp2P3/1P3Q2/1K3R2 w - - 1 33', 'f2f8 b8f8 f1f8'],
  pawnFork: ['MKod0', '8/8/5k1p/5pp1/8/4K1NP/8/8 b - - 1 43', 'f5f4 e3f2 f4g3'],
  rookFork: ['i2NLr', '3k4/p7/3P1p2/3r4/P6p/4B3/4RPPP/1N1R2K1 b - - 3 31', 'd5d1 e2e1 d1e1'],
  pin: ['KceSx', '3r2k1/3P1pp1/4p2p/p2p1n1P/8/1P3P2/1P3P2/2R2K2 w - - 1 27', 'c1c8 g8f8 c8d8'],
  skewer: ['GpO0O', '8/6pk/4p2p/1Q1p4/1KpP4/P1P5/1P3r2/8 b - - 1 39', 'f2b2 b4a5 b2b5'],
  xray: ['WSLCk', '3r2k1/1q3p1p/1b4p1/Q7/P7/6PP/1P3P1K/3R4 w - - 0 33', 'd1d8 b6d8 a5d8'],
  doubleCheck: ['Uc0lH', '2k5/ppp5/2n5/8/4PpR1/2KPqP1B/1PP5/8 w - - 0 39', 'g4g8'],
  removeDefender: [
    'Wob5X',
    '3r2k1/pp4pp/2p1r3/3q4/4Q1P1/7P/2P1R1K1/4R3 w - - 0 29',
    'e4d5 d8d5 e2e6',
  ],
  deflection: ['UEKwS', '8/8/8/8/6p1/6kp/5N2/6K1 b - - 1 62', 'h3h2 g1h1 g3f2'],
  decoy: ['Ryu6w', '8/8/1p4p1/2kp1pP1/p1P2P2/P1PK4/8/8 w - - 0 45', 'c4d5 c5d5 c3c4'],
  overloading: ['x2e2f', '3r4/4k3/3q2p1/6P1/1Q1N1P2/2P5/P2K4/8 b - - 0 43', 'd6b4 c3b4 d8d4'],
  zwischenzug: [
    'WLCgH',
    '3q1rk1/1pp2p2/4p1pp/4n3/7P/1P6/1B3PP1/1K1R3R w - - 0 26',
    'd1d8 f8d8 b2e5',
  ],
  trapped: ['Dzr4O', '8/8/8/2K5/8/2k5/p7/N7 b - - 6 60', 'c3b2 c5d5 b2a1'],
  clearance: ['04YLh', '6k1/p6p/2p3pB/3q4/3b4/P4QP1/1r5P/5R1K w - - 0 28', 'f3d5 c6d5 f1f8'],
  backRank: ['B5g8Z', '2r4k/5Qp1/p1q3P1/8/1p5P/8/PP6/K4R2 b - - 6 36', 'c6c1 f1c1 c8c1'],
  smothered: ['gkWn8', '8/5rkp/6p1/4p3/PPQ5/2Pn1P2/6PP/6RK b - - 0 42', 'd3f2'],
  mate1: ['1LVGT', 'Q7/3kqp2/2p5/3p4/8/pP6/P1P2PP1/1K6 b - - 3 34', 'e7e1'],
  mate2: ['td3j5', '4r1k1/3nqp1p/6p1/8/3P4/5N1P/1PQ2PPB/6K1 b - - 0 24', 'e7e1 f3e1 e8e1'],
  mate3: ['3KDHV', '7k/5ppp/2R1rb2/3p4/1P2n3/3NP2P/6KP/8 w - - 1 38', 'c6c8 f6d8 c8d8 e6e8 d8e8'],
  hanging: ['B93I8', '6r1/kpp2p2/p2p3p/1P1Q2p1/P7/8/6PP/2r1R2K b - - 2 28', 'c1e1'],
  pawnRace: ['lniKZ', '8/8/k7/7P/2p5/8/6P1/6K1 b - - 0 43', 'c4c3 g1f2 c3c2 h5h6 c2c1q'],
} as const;
const pos = (k: keyof typeof P) => ({ id: P[k][0], fen: P[k][1], line: P[k][2] });
const row = (detector: string, k: keyof typeof P, miss: string, other?: keyof typeof P): Row => ({
  detector,
  ...pos(k),
  miss,
  ...(other ? { other: pos(other) } : {}),
});

const table: Row[] = [
  row('knight-fork', 'knightFork', 'f6e7', 'queenFork'),
  row('queen-fork', 'queenFork', 'h4h5', 'knightFork'),
  row('pawn-fork', 'pawnFork', 'f6e7', 'knightFork'),
  row('fork', 'rookFork', 'd8e8', 'mate1'),
  row('pin', 'pin', 'b3b4', 'trapped'),
  row('skewer', 'skewer', 'g7g6', 'pin'),
  row('x-ray', 'xray', 'a5a6', 'knightFork'),
  row('discovered-attack', 'doubleCheck', 'e4e5', 'knightFork'),
  row('double-check', 'doubleCheck', 'g4g7', 'backRank'),
  row('removing-the-defender', 'removeDefender', 'e4f3', 'pawnFork'),
  row('deflection', 'deflection', 'g3f4', 'mate1'),
  row('counting', 'hanging', 'g8h8', 'knightFork'),
  row('attraction', 'decoy', 'd3e3', 'hanging'),
  row('overloading', 'overloading', 'd8e8', 'removeDefender'),
  row('in-between-move', 'zwischenzug', 'h4h5', 'hanging'),
  row('trapped-piece', 'trapped', 'c3d3', 'knightFork'),
  row('clearance', 'clearance', 'h6g7', 'hanging'),
  row('back-rank-mate', 'backRank', 'c8d8', 'smothered'),
  row('smothered-mate', 'smothered', 'f7f8', 'backRank'),
  row('mate-in-two', 'mate2', 'e8f8', 'mate3'),
  row('mate-in-three', 'mate3', 'c6c7', 'mate2'),
  row('hanging-pieces', 'hanging', 'g8h8', 'removeDefender'),
  row('forcing-lines', 'pawnRace', 'a6a7', 'mate1'),
];

const split = (line: string) => line.split(' ');
describe('tactics detectors on real Lichess puzzles', () => {
  it.each(table)('$detector passes on puzzle $id', ({ detector, fen, line }) => {
    const moves = split(line);
    expect(tacticsDetectors[detector]!({ fen, move: moves[0]!, line: moves })).toBe(true);
  });
  it.each(table)('$detector fails on $miss in the same position', ({ detector, fen, miss }) => {
    expect(tacticsDetectors[detector]!({ fen, move: miss })).toBe(false);
  });
  it.each(table.filter((r) => r.other))(
    '$detector fails on a neighbouring motif ($other.id)',
    ({ detector, other }) => {
      const moves = split(other!.line);
      expect(tacticsDetectors[detector]!({ fen: other!.fen, move: moves[0]!, line: moves })).toBe(
        false,
      );
    },
  );
  it('reads a which-move answer alone: the mate it forces is found by search', () => {
    const [, fen, line] = P.mate2;
    expect(tacticsDetectors['mate-in-two']!({ fen, move: split(line)[0]! })).toBe(true);
    expect(tacticsDetectors['mate-in-three']!({ fen, move: split(line)[0]! })).toBe(false);
  });
  it('rejects a line that does not start with the move', () => {
    const [, fen, line] = P.mate2;
    expect(tacticsDetectors['mate-in-two']!({ fen, move: 'e8f8', line: split(line) })).toBe(false);
  });
});
