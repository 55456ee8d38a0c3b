import { describe, expect, it } from 'vitest';
import { basicsDetectors } from './basics.ts';

/** [detector, fen, move, expected, why, line?] — passes and near-misses for every basics detector. */
const table: [string, string, string, boolean, string, string[]?][] = [
  ['rook-moves', '6k1/8/2n5/8/8/8/8/2R3K1 w - - 0 1', 'c1c6', true, 'Rxc6'],
  ['rook-moves', '6k1/8/2n5/8/8/8/8/2R3K1 w - - 0 1', 'g1f2', false, 'a king move'],
  ['bishop-moves', '6k1/8/5n2/8/8/2q5/8/B5K1 w - - 0 1', 'a1c3', true, 'Bxc3'],
  ['bishop-moves', '6k1/8/5n2/8/8/2q5/8/B5K1 w - - 0 1', 'g1g2', false, 'a king move'],
  ['queen-moves', '6k1/5ppp/8/8/1r6/8/5PPP/1Q4K1 w - - 0 1', 'b1b4', true, 'Qxb4'],
  ['queen-moves', '6k1/5ppp/8/8/1r6/8/5PPP/1Q4K1 w - - 0 1', 'h2h3', false, 'a pawn move'],
  ['king-moves', '8/8/8/8/8/1k6/8/3rK3 w - - 0 1', 'e1d1', true, 'Kxd1'],
  ['knight-moves', '4k3/8/8/4q3/8/5N2/8/4K3 w - - 0 1', 'f3e5', true, 'Nxe5'],
  ['knight-moves', '4k3/8/8/4q3/8/5N2/8/4K3 w - - 0 1', 'e1d2', false, 'a king move'],
  ['pawn-moves', '4k3/pp6/8/3n4/4P3/8/PP6/4K3 w - - 0 1', 'e4d5', true, 'exd5'],
  ['pawn-moves', '4k3/8/8/4q3/8/5N2/8/4K3 w - - 0 1', 'f3e5', false, 'a knight move'],
  ['promotion', '1k6/3P4/1K6/8/8/8/8/8 w - - 0 1', 'd7d8q', true, 'd8=Q#'],
  [
    'promotion',
    '8/8/1P6/8/8/8/6k1/K7 w - - 0 1',
    'b6b7',
    true,
    'the play-out promotes',
    ['b6b7', 'g2f3', 'b7b8q'],
  ],
  ['promotion', '8/8/1P6/8/8/8/6k1/K7 w - - 0 1', 'b6b7', false, 'no promotion yet'],
  [
    'capture-free-piece',
    '6k1/5ppp/8/3n4/8/1B6/5PPP/6K1 w - - 0 1',
    'b3d5',
    true,
    'the knight is undefended',
  ],
  [
    'capture-free-piece',
    '6k1/4rppp/8/3N4/8/8/5PPP/6K1 w - - 0 1',
    'd5e7',
    true,
    'Nxe7+: the rook is loose',
  ],
  [
    'capture-free-piece',
    '4k3/pppq1ppp/8/8/8/8/PPP2PPP/3RK3 w - - 0 1',
    'd1d7',
    true,
    'a queen for a rook',
  ],
  [
    'capture-free-piece',
    '6k1/2p2ppp/3n4/8/8/8/5PPP/3R2K1 w - - 0 1',
    'd1d6',
    false,
    'Rxd6 cxd6: rook for knight',
  ],
  ['capture-free-piece', '6k1/5ppp/8/3n4/8/1B6/5PPP/6K1 w - - 0 1', 'b3c4', false, 'no capture'],
  ['wins-material', '6k1/2p2ppp/3r4/8/4N3/8/5PPP/6K1 w - - 0 1', 'e4d6', true, 'knight for rook'],
  [
    'wins-material',
    '6k1/2p2ppp/3n4/8/4N3/8/5PPP/6K1 w - - 0 1',
    'e4d6',
    false,
    'knight for knight: even',
  ],
  [
    'save-attacked-piece',
    '6k1/pp3ppp/8/3b4/8/2N5/PP3PPP/6K1 w - - 0 1',
    'c3d5',
    true,
    'takes the bishop that hit a2',
  ],
  [
    'save-attacked-piece',
    '6k1/5ppp/8/2n5/8/8/5PPP/3R2K1 w - - 0 1',
    'd1d8',
    false,
    'the rook leaves; nothing was attacked',
  ],
  [
    'save-attacked-piece',
    '6k1/5ppp/8/8/2b5/8/5PPP/3R1N1K w - - 0 1',
    'd1d8',
    false,
    'Rd8+ leaves the knight undefended',
  ],
  [
    'save-attacked-piece',
    '6k1/5ppp/8/8/2b5/8/5PPP/3R1N1K w - - 0 1',
    'f1e3',
    true,
    'the knight steps away',
  ],
  ['gives-check', 'r3k3/pp3ppp/8/1N6/8/8/PP3PPP/6K1 w - - 0 1', 'b5c7', true, 'Nc7+'],
  ['gives-check', 'r3k3/pp3ppp/8/1N6/8/8/PP3PPP/6K1 w - - 0 1', 'b5d6', true, 'Nd6+ too'],
  ['gives-check', 'r3k3/pp3ppp/8/1N6/8/8/PP3PPP/6K1 w - - 0 1', 'b5a7', false, 'Nxa7: no check'],
  [
    'escape-check',
    '4k3/5ppp/8/8/8/6N1/5PPP/1R1r2K1 w - - 0 1',
    'b1d1',
    true,
    'Rxd1 ends the check',
  ],
  ['escape-check', '4k3/5ppp/8/8/8/6N1/5PPP/1R4K1 w - - 0 1', 'b1b8', false, 'no check to escape'],
  ['mate-in-one', '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'd1d8', true, 'Rd8#'],
  ['mate-in-one', '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'd1d7', false, 'Rd7 is no check'],
  ['castling', '4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', true, 'O-O#'],
  ['castling', '4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1', 'e1f2', false, 'a king step'],
  ['en-passant', '4k3/ppn1r1pp/8/3pP3/8/8/PP3PPP/2R3K1 w - d6 0 2', 'e5d6', true, 'exd6 e.p.'],
  ['en-passant', '4k3/ppn1r1pp/8/3pP3/8/8/PP3PPP/2R3K1 w - d6 0 2', 'e5e6', false, 'a push'],
  ['under-promotion', '8/pp2P1k1/3q4/8/8/8/PP6/4K3 w - - 0 1', 'e7e8n', true, 'e8=N+ forks'],
  ['under-promotion', '1r4k1/P4ppp/8/8/8/8/5PPP/6K1 w - - 0 1', 'a7b8q', true, 'axb8=Q# captures'],
  ['under-promotion', '8/8/8/8/8/k7/1p5K/8 b - - 0 1', 'b2b1q', false, 'a plain queen'],
];

describe('basics idea detectors', () => {
  it.each(table)('%s on %s, %s → %s (%s)', (id, fen, move, expected, _why, line) => {
    const detect = basicsDetectors[id];
    expect(detect, id).toBeDefined();
    expect(detect!({ fen, move, line })).toBe(expected);
  });

  it('refuses an illegal move instead of throwing', () => {
    for (const detect of Object.values(basicsDetectors))
      expect(detect({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', move: 'e1e3' })).toBe(false);
  });
});
