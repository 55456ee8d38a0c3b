import { describe, expect, it } from 'vitest';
import {
  acceptedMoves,
  buildReport,
  moveAccuracy,
  parsePgn,
  winPercent,
  type PositionEval,
} from './index.ts';

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7, with made-up engine verdicts.
const { moves } = parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7');
const cp = (n: number, pv: string[], second?: number): PositionEval => ({
  eval: { cp: n },
  pv,
  ...(second === undefined ? {} : { second: { cp: second } }),
});
const evals: PositionEval[] = [
  cp(30, ['e2e4'], -300), // e4 is the only good move: a sharp find
  cp(-30, ['e7e5']),
  cp(30, ['g1f3'], 20), // Nf3 best, but the second best is as good: nothing to count
  cp(-30, ['b8c6']),
  cp(40, ['d2d4', 'e5d4']), // Bb5 drops White from +0.40 to −1.50: a blunder
  cp(150, ['a7a6']),
  cp(-150, ['b5a4']),
  cp(150, ['g8f6']),
  cp(-150, ['d2d3']), // O-O from −1.50 to −2.40: an inaccuracy
  cp(240, ['f8e7']),
  cp(-240, []),
];

describe('buildReport', () => {
  const report = buildReport(moves, evals, 'w');

  it('classes every move from its loss of win chance', () => {
    expect(report.moves.map((m) => m.classification)).toEqual([
      'best',
      'best',
      'best',
      'best',
      'blunder',
      'best',
      'best',
      'best',
      'inaccuracy',
      'best',
    ]);
    expect(report.moves[4]!.winChanceLoss).toBeCloseTo(0.34285, 4);
    expect(report.moves[4]!.bestSan).toBe('d4');
    expect(report.moves[4]!.bestLine).toEqual(['d4', 'exd4']);
    expect(report.moves[8]!.winChanceLoss).toBeCloseTo(0.14583, 4);
    // White's win chance after Bb5 (Black to move at +1.50 for Black).
    expect(report.moves[4]!.whiteWinChance).toBeCloseTo(-0.26934, 4);
  });

  it('counts the blunder against a skill and the only-move find for one', () => {
    expect(report.evidence).toEqual([
      { ply: 1, skill: 'calculation', result: 'win', motif: 'Found the only good move' },
      { ply: 5, skill: expect.any(String), result: 'loss', motif: report.moves[4]!.motif },
    ]);
    expect(report.moves[4]!.motif).toBeTruthy();
    // The inaccuracy is named but not counted.
    expect(report.moves[8]!.motif).toBeTruthy();
    expect(report.evidence.some((e) => e.ply === 9)).toBe(false);
  });

  it('averages each side’s move accuracies', () => {
    const bb5 = moveAccuracy(winPercent({ cp: 40 }), winPercent({ cp: -150 }));
    const castles = moveAccuracy(winPercent({ cp: -150 }), winPercent({ cp: -240 }));
    expect(report.accuracy.w).toBeCloseTo((3 * 99.9999 + bb5 + castles) / 5, 6);
    expect(report.accuracy.b).toBeCloseTo(99.9999, 4);
  });

  it('needs one evaluation per position', () => {
    expect(() => buildReport(moves, evals.slice(1), 'w')).toThrow('one evaluation per position');
  });
});

describe('moves accepted in a mistake’s review (within an inaccuracy of the best)', () => {
  it('keeps the lines within 0.1 win chance of the best, never the move played', () => {
    const lines = [
      { move: 'd1h5', eval: { cp: 300 } },
      { move: 'f1c4', eval: { cp: 260 } },
      { move: 'g1f3', eval: { cp: 150 } },
      { move: 'a2a3', eval: { cp: 0 } },
    ];
    // winChance(300) = 0.502, (260) = 0.446, (150) = 0.269: only the first two are within 0.1.
    expect(acceptedMoves(lines, 'a2a3')).toEqual(['d1h5', 'f1c4']);
    expect(acceptedMoves(lines, 'd1h5')).toEqual(['f1c4']);
    expect(
      acceptedMoves(
        [
          { move: 'e1e2', eval: { mate: 2 } },
          { move: 'a2a3', eval: { mate: 5 } },
        ],
        'h2h3',
      ),
    ).toEqual(['e1e2', 'a2a3']);
    expect(acceptedMoves([], 'e2e4')).toEqual([]);
  });
});
