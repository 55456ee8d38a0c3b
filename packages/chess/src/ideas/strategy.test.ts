import { describe, expect, it } from 'vitest';
import { strategyDetectors } from './strategy.ts';
import { openingCases, type DetectorCase } from './strategy/opening-cases.ts';

/*
 * Each strategy detector on real positions that show its idea, and on near-misses that look
 * alike but do not (a pawn can still chase the knight, the rook's file has its own pawn…).
 */
const table: Record<string, DetectorCase[]> = {
  ...openingCases,
  outpost: [
    [
      'Nd5: c4 and e4 guard it, no c-pawn, e-pawn level',
      '4k3/pp3ppp/3p4/4p3/2P1P3/2N5/PP3PPP/4K3 w - - 0 1',
      'c3d5',
      true,
    ],
    [
      'Black …Nd4 on the mirrored outpost',
      '4k3/pp3ppp/2n5/2p1p3/4P3/3P4/PP3PPP/4K3 b - - 0 1',
      'c6d4',
      true,
    ],
    [
      'near-miss: the c7 pawn can still play …c6',
      '4k3/ppp2ppp/3p4/4p3/2P1P3/2N5/PP3PPP/4K3 w - - 0 1',
      'c3d5',
      false,
    ],
    [
      'near-miss: no white pawn guards d5',
      '4k3/pp3ppp/3p4/4p3/8/2N5/PP3PPP/4K3 w - - 0 1',
      'c3d5',
      false,
    ],
    [
      'near-miss: a rook, not a knight',
      '4k3/pp3ppp/3p4/4p3/2P1P3/8/PP3PPP/3RK3 w - - 0 1',
      'd1d5',
      false,
    ],
  ],
  'weak-squares': [
    [
      'Nf6 in the hole …g6 left beside the king',
      '6k1/5p1p/6p1/8/4N3/8/5PPP/6K1 w - - 0 1',
      'e4f6',
      true,
    ],
    [
      'near-miss: the g7 pawn still guards f6',
      '6k1/5ppp/8/8/4N3/8/5PPP/6K1 w - - 0 1',
      'e4f6',
      false,
    ],
    [
      'near-miss: a hole far from the king',
      '6k1/5p1p/6p1/8/1N6/8/5PPP/6K1 w - - 0 1',
      'b4c6',
      false,
    ],
  ],
  'half-open-file': [
    ['Rb1 against the b7 pawn', '6k1/pp3ppp/8/8/8/8/P4PPP/4R1K1 w - - 0 1', 'e1b1', true],
    [
      'near-miss: the c-file is fully open',
      '6k1/pp3ppp/8/8/8/8/PP3PPP/4R1K1 w - - 0 1',
      'e1c1',
      false,
    ],
  ],
  'open-file': [
    ['Rc1 onto the open c-file', '6k1/pp3ppp/8/8/8/8/PP3PPP/4R1K1 w - - 0 1', 'e1c1', true],
    ['Rb1 onto the half-open b-file', '6k1/pp3ppp/8/8/8/8/P4PPP/4R1K1 w - - 0 1', 'e1b1', true],
    [
      'near-miss: f1 is behind its own pawn',
      '6k1/pp3ppp/8/8/8/8/PP3PPP/4R1K1 w - - 0 1',
      'e1f1',
      false,
    ],
    [
      'near-miss: up the own half of the file only',
      '6k1/pp3ppp/8/8/8/8/PP3PPP/4R1K1 w - - 0 1',
      'e1e3',
      false,
    ],
  ],
  'seventh-rank': [
    [
      'Rc7 hits b7 and keeps the king on the back rank',
      '6k1/pp3ppp/8/8/8/8/5PPP/2R3K1 w - - 0 1',
      'c1c7',
      true,
    ],
    ['Black …Rc2 on White’s second rank', '2r3k1/5ppp/8/8/8/8/PP3PPP/6K1 b - - 0 1', 'c8c2', true],
    [
      'near-miss: no pawn on the seventh and the king is out',
      '8/8/6k1/8/8/8/5PPP/2R3K1 w - - 0 1',
      'c1c7',
      false,
    ],
    ['near-miss: only the sixth rank', '6k1/pp3ppp/8/8/8/8/5PPP/2R3K1 w - - 0 1', 'c1c6', false],
    ['near-miss: a queen, not a rook', '6k1/pp3ppp/8/8/8/8/5PPP/2Q3K1 w - - 0 1', 'c1c7', false],
  ],
  'passed-pawn': [
    ['d6: the passed pawn advances', '8/5k2/8/3P4/8/8/5K2/8 w - - 0 1', 'd5d6', true],
    [
      'b6! breakthrough creates a passer by the end of the line',
      '6k1/ppp5/8/PPP5/8/8/8/K7 w - - 0 1',
      'b5b6',
      true,
      ['b5b6', 'a7b6', 'c5c6', 'b7c6', 'a5a6'],
    ],
    ['Nd3 blockades the passed d-pawn', '4k3/8/8/8/3p4/8/8/2N1K3 w - - 0 1', 'c1d3', true],
    [
      'near-miss: the same b6 without its line',
      '6k1/ppp5/8/PPP5/8/8/8/K7 w - - 0 1',
      'b5b6',
      false,
    ],
    [
      'near-miss: e4 is not passed (e7 in front)',
      '4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1',
      'e2e4',
      false,
    ],
  ],
  'isolated-pawn': [
    ['Rxd5 wins the isolated pawn', '4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1', 'd1d5', true],
    ['Nd4 blockades the isolated d5 pawn', '4k3/8/8/3p4/8/5N2/8/4K3 w - - 0 1', 'f3d4', true],
    [
      'near-miss: a rook move that changes nothing about d5',
      '4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1',
      'd1d2',
      false,
    ],
  ],
  'doubled-pawns': [
    [
      'Bxc6 dxc6 doubles the c-pawns',
      '4k3/pppp4/2n5/1B6/8/8/8/4K3 w - - 0 1',
      'b5c6',
      true,
      ['b5c6', 'd7c6'],
    ],
    [
      'near-miss: the same capture with no recapture in the line',
      '4k3/pppp4/2n5/1B6/8/8/8/4K3 w - - 0 1',
      'b5c6',
      false,
    ],
  ],
  'backward-pawn': [
    [
      'Nd5 in front of the backward d6 pawn',
      '4k3/8/3p4/2p1p3/2P1P3/2N5/8/4K3 w - - 0 1',
      'c3d5',
      true,
    ],
    [
      'near-miss: c7 can still support d6',
      '4k3/2p5/3p4/4p3/2P1P3/2N5/8/4K3 w - - 0 1',
      'c3d5',
      false,
    ],
  ],
  'pawn-islands': [
    [
      'near-miss: exf3 splits nothing that matters, it wins a knight for a pawn',
      '4k3/pp3ppp/8/8/8/5n2/PPP1P1PP/4K3 w - - 0 1',
      'e2f3',
      false,
    ],
    ['Rxb7 splits a7-b7-c7 into two islands', '4k3/ppp5/8/8/8/8/8/1R2K3 w - - 0 1', 'b1b7', true],
    ['near-miss: Rxa7 leaves one island', '4k3/ppp5/8/8/8/8/8/R3K3 w - - 0 1', 'a1a7', false],
  ],
  'good-and-bad-bishops': [
    [
      'Bxg4 trades the bad light-squared bishop (Nxg4 takes back)',
      '4k3/8/3p1n2/2pPp3/2P1P1b1/8/4B3/4K3 w - - 0 1',
      'e2g4',
      true,
    ],
    [
      'near-miss: Bxg4 wins a bishop nothing takes back, a piece won, not a trade',
      '4k3/8/3p4/2pPp3/2P1P1b1/8/4B3/4K3 w - - 0 1',
      'e2g4',
      false,
    ],
    [
      'near-miss: Bxf6 opens the bishop’s diagonal by taking a loose queen (a tactic)',
      '4r1k1/ppp2pb1/2n2Qpp/6N1/2P1p3/2P1B2P/P4PP1/3R2K1 b - - 0 23',
      'g7f6',
      false,
    ],
    [
      'near-miss: Nxg7+ takes a loose good bishop (a tactic)',
      '8/6b1/4k3/p2p3N/P1p2K2/8/2P5/8 w - - 0 47',
      'h5g7',
      false,
    ],
    [
      'Bd3: the good bishop leaves f1 for an open diagonal',
      '4k3/8/8/8/3P4/2P1P3/5PPP/4KB2 w - - 0 1',
      'f1d3',
      true,
    ],
    [
      'near-miss: the bad bishop takes a pawn, no trade',
      '4k3/8/3p4/2pPp3/2P1P1p1/8/4B3/4K3 w - - 0 1',
      'e2g4',
      false,
    ],
    [
      'near-miss: the bad bishop just shuffles',
      '4k3/8/3p4/2pPp3/2P1P3/8/4B3/4K3 w - - 0 1',
      'e2f1',
      false,
    ],
  ],
  'bishop-pair': [
    [
      'Nxe5 takes one of Black’s two bishops (dxe5 takes back)',
      '4k3/8/2bp4/4b3/8/5N2/8/2B1KB2 w - - 0 1',
      'f3e5',
      true,
    ],
    [
      'near-miss: Nxe5 takes a loose bishop, a piece won, not the bishop pair',
      '4k3/8/2b5/4b3/8/5N2/8/2B1KB2 w - - 0 1',
      'f3e5',
      false,
    ],
    [
      'near-miss: White already had the pair',
      '4k3/8/8/4b3/8/5N2/8/2B1KB2 w - - 0 1',
      'f3e5',
      false,
    ],
  ],
  'king-safety': [
    ['O-O tucks the king away', '4k3/8/8/8/8/8/5PPP/4K2R w K - 0 1', 'e1g1', true],
    [
      'Bxf7+ rips open the uncastled king',
      'rn1qkbnr/ppp2pp1/3p3p/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6',
      'c4f7',
      true,
    ],
    [
      'Rg1 onto the open g-file beside the king',
      '6k1/5p1p/8/8/8/8/5P1P/5R1K w - - 0 1',
      'f1g1',
      true,
    ],
    [
      'near-miss: the king walks instead of castling',
      '4k3/8/8/8/8/8/5PPP/4K2R w K - 0 1',
      'e1f1',
      false,
    ],
    [
      'near-miss: a bishop move far from the king',
      '6k1/5ppp/8/8/8/8/B4PPP/6K1 w - - 0 1',
      'a2b1',
      false,
    ],
    ['Bxg6 takes a pawn of the shield', '5rk1/5pb1/6p1/8/8/3B4/5PPP/6K1 w - - 0 1', 'd3g6', true],
    [
      'near-miss: it takes a knight beside the king, not the pawn shield',
      '5rk1/5pbp/6n1/8/8/3B4/5PPP/6K1 w - - 0 1',
      'd3g6',
      false,
    ],
  ],
  development: [
    [
      'Nf3 develops toward the centre',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'g1f3',
      true,
    ],
    [
      'near-miss: Nh3 goes to the rim',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'g1h3',
      false,
    ],
    [
      'near-miss: the knight moves a second time',
      'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
      'f3g5',
      false,
    ],
  ],
};

describe('strategy detectors', () => {
  for (const [id, rows] of Object.entries(table))
    describe(id, () => {
      it.each(rows)('%s', (_name, fen, move, expected, line) => {
        expect(strategyDetectors[id]!({ fen, move, line })).toBe(expected);
      });
    });
  it('covers every detector with a pass and a near-miss', () => {
    for (const id of Object.keys(strategyDetectors)) {
      if (id === 'pawn-weaknesses') continue;
      expect(
        table[id]?.some((r) => r[3]),
        id,
      ).toBe(true);
      expect(
        table[id]?.some((r) => !r[3]),
        id,
      ).toBe(true);
    }
  });
  it('pawn-weaknesses accepts any structural weakness', () => {
    const d = strategyDetectors['pawn-weaknesses']!;
    expect(d({ fen: '4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1', move: 'd1d5' })).toBe(true);
    expect(d({ fen: '4k3/8/3p4/2p1p3/2P1P3/2N5/8/4K3 w - - 0 1', move: 'c3d5' })).toBe(true);
    expect(d({ fen: '4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1', move: 'd1d2' })).toBe(false);
  });
  it('an illegal move never passes', () => {
    expect(strategyDetectors.outpost!({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', move: 'c3d5' })).toBe(
      false,
    );
  });
});
