/*
 * The opening ideas' detector cases (a pass and a near-miss each), read by strategy.test.ts
 * with the positional ideas' cases.
 */

export type DetectorCase = [
  name: string,
  fen: string,
  move: string,
  expected: boolean,
  line?: string[],
];

export const openingCases: Record<string, DetectorCase[]> = {
  'the-centre': [
    [
      'e4 occupies the centre',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'e2e4',
      true,
    ],
    [
      'c4 strikes at the d5 pawn',
      'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2',
      'c2c4',
      true,
    ],
    [
      'near-miss: a4 does nothing for the centre',
      'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2',
      'a2a4',
      false,
    ],
  ],
  'quick-mates': [
    [
      'Qxf7#: Scholar’s mate',
      'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
      'h5f7',
      true,
    ],
    [
      'Légal: Bxf7+ Ke7 Nd5#',
      'rn1qkbnr/ppp2pp1/3p3p/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6',
      'c4f7',
      true,
      ['c4f7', 'e8e7', 'c3d5'],
    ],
    [
      'near-miss: a mate in the endgame is not a quick mate',
      '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40',
      'a1a8',
      false,
    ],
    [
      'near-miss: Qxf7+ without mate',
      'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 4 4',
      'h5f7',
      false,
    ],
  ],
  'weak-f7': [
    [
      'Bxf7+ drags the king out',
      'rn1qkbnr/ppp2pp1/3p3p/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6',
      'c4f7',
      true,
    ],
    [
      'near-miss: the king has castled far from f7',
      'rnbq1rk1/ppp2pp1/3p3p/4N3/2B1P3/2N5/PPPP1PPP/R1B1K2R w KQ - 0 6',
      'c3d5',
      false,
    ],
    [
      'Qxf7+ on move 26: the king on e8 still stands beside f7',
      '3rk1r1/5p2/pn2pP1p/1p2N1pQ/4q3/2P3B1/PP3PPP/R5K1 w - - 0 26',
      'h5f7',
      true,
    ],
    [
      'near-miss: the king has castled long, far from f7',
      '2kr3r/ppp2ppp/8/8/8/5Q2/PPP2PPP/4RRK1 w - - 0 20',
      'f3f7',
      false,
    ],
  ],
  'opening-mistakes': [
    [
      'Nc3 hits the early queen on d5',
      'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3',
      'b1c3',
      true,
    ],
    [
      'near-miss: a quiet developing move ignores the queen',
      'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3',
      'g1f3',
      false,
    ],
    [
      'near-miss: the queen chases the queen (no gain of time)',
      'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3',
      'd1f3',
      false,
    ],
  ],
};
