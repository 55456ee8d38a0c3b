import { describe, expect, it } from 'vitest';
import {
  MAX_PLIES,
  PgnError,
  classify,
  gameAccuracy,
  moveAccuracy,
  nameMistake,
  parsePgn,
  winChance,
  winPercent,
} from './index.ts';

const scholar = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0';
const thirty =
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7';

describe('win chance (hand-computed with 2/(1+exp(-0.00368208·cp))-1)', () => {
  it('matches the formula at 0, ±100, 300 cp and caps at 1000 cp', () => {
    expect(winChance({ cp: 0 })).toBe(0);
    expect(winChance({ cp: 100 })).toBeCloseTo(0.182052, 6);
    expect(winChance({ cp: -100 })).toBeCloseTo(-0.182052, 6);
    expect(winChance({ cp: 300 })).toBeCloseTo(0.502251, 6);
    expect(winChance({ cp: 2000 })).toBeCloseTo(0.950895, 6);
    expect(winPercent({ cp: 100 })).toBeCloseTo(59.10259, 4);
  });
  it('maps mates to ±1', () => {
    expect(winChance({ mate: 3 })).toBe(1);
    expect(winChance({ mate: -1 })).toBe(-1);
  });
});

describe('classification thresholds (0.1 / 0.2 / 0.3 of win chance)', () => {
  it('classes each loss at and around its threshold', () => {
    expect(classify(0.5, true)).toBe('best');
    expect(classify(0.099, false)).toBe('good');
    expect(classify(0.1, false)).toBe('inaccuracy');
    expect(classify(0.199, false)).toBe('inaccuracy');
    expect(classify(0.2, false)).toBe('mistake');
    expect(classify(0.3, false)).toBe('blunder');
    expect(classify(0.9, false)).toBe('blunder');
  });
});

describe('accuracy (103.1668·exp(-0.04354·drop)-3.1669, mean per side)', () => {
  it('matches hand-computed move accuracies', () => {
    expect(moveAccuracy(60, 50)).toBeCloseTo(63.58262, 4);
    expect(moveAccuracy(80, 30)).toBeCloseTo(8.53027, 4);
    expect(moveAccuracy(50, 50)).toBeCloseTo(99.9999, 4);
    // A move that raises the mover's win % is as good as a perfect one, never above 100.
    expect(moveAccuracy(40, 70)).toBeCloseTo(99.9999, 4);
    expect(moveAccuracy(100, 0)).toBe(0);
  });
  it('averages a side arithmetically', () => {
    expect(gameAccuracy([100, 50, 30])).toBeCloseTo(60, 6);
    expect(gameAccuracy([])).toBeNull();
  });
});

describe('PGN parsing', () => {
  it('reads headers, comments, variations, NAGs and move numbers', () => {
    const g = parsePgn(
      `[Event "Club"]\n[White "Me"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3!? $1 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *`,
    );
    expect(g.headers.White).toBe('Me');
    expect(g.moves.map((m) => m.san).join(' ')).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    expect(g.moves[8]).toMatchObject({ ply: 9, uci: 'e1g1', color: 'w' });
  });
  it('names the illegal move by number and side', () => {
    expect(() =>
      parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Nf3'),
    ).toThrow(new PgnError('Move 7 for White, Nf3, is not legal in that position.'));
    expect(() =>
      parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 Ke6'),
    ).toThrow('Move 6 for Black, Ke6, is not legal in that position.');
  });
  it('refuses text that is not a move, unclosed comments and variations', () => {
    expect(() => parsePgn('1. e4 hello')).toThrow(
      'Move 1 for Black, "hello", is not a move in algebraic notation (like e4, Nf3, exd5, O-O).',
    );
    expect(() => parsePgn('1. e4 { e5')).toThrow('A comment opened with "{" is never closed');
    expect(() => parsePgn('1. e4 (1. d4 e5')).toThrow(
      'A variation opened with "(" is never closed',
    );
    expect(() => parsePgn('   ')).toThrow('No moves found');
    expect(() => parsePgn(`[White "A"]\n\n${thirty} 1-0\n\n[White "B"]\n\n1. d4 d5 *`)).toThrow(
      'The text holds more than one game. Paste or upload one game at a time.',
    );
  });
  it('enforces the shortest and longest game', () => {
    // A short loss by mate or resignation is the lesson; a short game that just stops is not.
    expect(parsePgn(scholar).moves).toHaveLength(7);
    const resigned = '[Result "0-1"]\n[Termination "Normal"]\n\n1. f3 e5 2. g4 Qh4+ 0-1';
    expect(parsePgn(resigned).moves).toHaveLength(4);
    expect(
      parsePgn(
        '[Termination "White won by resignation"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Ke7 1-0',
      ).moves,
    ).toHaveLength(4);
    expect(() => parsePgn('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6')).toThrow(
      'The game has 6 half-moves; an analysis needs at least 10 (5 moves each), unless it ends in checkmate or a resignation.',
    );
    expect(() =>
      parsePgn('[Result "1-0"]\n[Termination "Time forfeit"]\n\n1. e4 e5 2. Qh5 Ke7 1-0'),
    ).toThrow('needs at least 10');
    const shuffle = ['Nf3 Nf6', 'Ng1 Ng8'];
    const long = Array.from({ length: MAX_PLIES / 2 + 1 }, (_, i) => `${i + 1}. ${shuffle[i % 2]}`);
    expect(() => parsePgn(long.join(' '))).toThrow('longer than 100 moves each (200 half-moves)');
    expect(parsePgn(long.slice(0, MAX_PLIES / 2).join(' ')).moves).toHaveLength(MAX_PLIES);
  });
  it('starts from a [FEN] header and refuses a broken one', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const g = parsePgn(
      `[FEN "${fen}"]\n[SetUp "1"]\n\n3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6`,
    );
    expect(g.startFen).toBe(fen);
    expect(() => parsePgn('[FEN "nonsense"]\n\n1. e4')).toThrow('is not a legal starting position');
  });
  it('reads a 30-move game', () => {
    expect(parsePgn(thirty).moves).toHaveLength(20);
  });
});

describe('motif naming', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  it('names an allowed mate and a missed mate with N', () => {
    const base = {
      fenBeforePrevious: null,
      previousUci: null,
      fenBefore: start,
      playedUci: 'f2f3',
      bestPv: ['e2e4'],
      replyPv: ['e7e5'],
    };
    expect(nameMistake({ ...base, bestEval: { cp: 20 }, replyEval: { mate: 2 } })).toMatchObject({
      key: 'allowedMate',
      label: 'Allowed mate in 2',
      themes: ['mate', 'mateIn2'],
    });
    expect(nameMistake({ ...base, bestEval: { mate: 3 }, replyEval: { cp: 0 } })).toMatchObject({
      key: 'missedMate',
      label: 'Missed mate in 3',
    });
  });
  it('counts a trade completed just past the window: a queen trade is no queen won', () => {
    // Club night, after 12. Bc4: 12...Nc5?? 13. dxc5 dxc5 14. Nxe5 Qxd1+ 15. Nxd1 leaves Black a
    // knight down; judged after 14...Qxd1 alone, Black would look a queen up.
    const { moves } = parsePgn(
      '1. e4 e5 2. Nc3 d6 3. d4 Nf6 4. Nf3 Nbd7 5. Bd3 c6 6. O-O Ng4 7. Qe2 Ngf6 8. Rd1 Be7 9. a4 O-O 10. h3 Qb6 11. a5 Qd8 12. Bc4',
    );
    const r = nameMistake({
      fenBeforePrevious: moves.at(-1)!.fenBefore,
      previousUci: moves.at(-1)!.uci,
      fenBefore: moves.at(-1)!.fenAfter,
      playedUci: 'd7c5',
      bestPv: ['e5d4', 'f3d4', 'f8e8'],
      bestEval: { cp: 0 },
      replyPv: ['d4c5', 'd6c5', 'f3e5', 'd8d1', 'c3d1', 'b7b5'],
      replyEval: { cp: 737 },
    });
    expect(r).toMatchObject({ key: 'lostMaterial', label: 'Allowed a tactic that wins material' });
  });
  it('names a missed fork from the best line', () => {
    // Black just played ...Qd8-d7?; White's Nc7+ forks king and rook.
    const before = 'r1bqkbnr/ppp2ppp/2n5/1N1pp3/4P3/8/PPPP1PPP/R1BQKBNR b KQkq - 0 4';
    const r = nameMistake({
      fenBeforePrevious: before,
      previousUci: 'd8d7',
      fenBefore: 'r1b1kbnr/pppq1ppp/2n5/1N1pp3/4P3/8/PPPP1PPP/R1BQKBNR w KQkq - 1 5',
      playedUci: 'd2d3',
      bestPv: ['b5c7', 'e8d8', 'c7a8'],
      bestEval: { cp: 450 },
      replyPv: ['a7a6'],
      replyEval: { cp: 0 },
    });
    expect(r).toMatchObject({ key: 'missedFork', label: 'Missed a fork', themes: ['fork'] });
  });
  it('names a piece left hanging from the reply line', () => {
    // White's Nf3-h4?? puts the knight where the g5 queen takes it and nothing takes back.
    const fen = 'rnb1kbnr/pppp1ppp/8/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const r = nameMistake({
      fenBeforePrevious: null,
      previousUci: null,
      fenBefore: fen,
      playedUci: 'f3h4',
      bestPv: ['f3g5'],
      bestEval: { cp: 300 },
      replyPv: ['g5h4'],
      replyEval: { cp: 350 },
    });
    expect(r).toMatchObject({ key: 'leftHanging', label: 'Left a piece hanging' });
  });
});
