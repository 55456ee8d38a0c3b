import { describe, expect, it } from 'vitest';
import { gamePhase, learnerScore, majorsAndMinors, timeControlCategory } from './game-facts.ts';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// After 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 … a Ruy Lopez middlegame with every piece on (ply 25).
const FULL_BOARD = 'r1bq1rk1/2p1bppp/p1np1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 b - - 0 9';
// Queens and a bishop each gone early: 10 pieces at ply 14.
const TRADED = 'r1b1k2r/ppp2ppp/2n2n2/3p4/3P4/2N2N2/PPP2PPP/R1B1K2R w KQkq - 0 8';
// A rook ending from the lessons: 2 pieces.
const ROOK_ENDING = '8/5k2/8/3R4/8/8/r4PK1/8 w - - 0 40';

describe('gamePhase', () => {
  it.each([
    [START, 1, true, 'opening'],
    [FULL_BOARD, 17, true, 'opening'],
    [FULL_BOARD, 21, true, 'middlegame'],
    // A lesson game from a set-up position has no opening.
    [FULL_BOARD, 3, false, 'middlegame'],
    // An early mass exchange ends the opening: 10 pieces left is not more than 10.
    [TRADED, 14, true, 'middlegame'],
    [ROOK_ENDING, 79, true, 'endgame'],
    [ROOK_ENDING, 1, false, 'endgame'],
  ] as const)('%s at ply %i (from the start: %s) is the %s', (fen, ply, fromStart, phase) => {
    expect(gamePhase(fen, ply, fromStart)).toBe(phase);
  });

  it('counts queens, rooks, bishops and knights of both sides', () => {
    expect(majorsAndMinors(START)).toBe(14);
    expect(majorsAndMinors(TRADED)).toBe(10);
    expect(majorsAndMinors(ROOK_ENDING)).toBe(2);
  });
});

describe('timeControlCategory', () => {
  it.each([
    ['60+0', 'bullet'],
    ['120+1', 'bullet'],
    ['180+0', 'blitz'],
    ['180+2', 'blitz'],
    ['300', 'blitz'],
    ['480+0', 'rapid'],
    ['600+5', 'rapid'],
    ['1500+0', 'classical'],
    ['5400+30', 'classical'],
    ['40/5400:1800', 'classical'],
    ['-', 'correspondence'],
    ['1/86400', 'correspondence'],
    ['1/259200', 'correspondence'],
    ['?', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['fast', 'unknown'],
  ])('%s is %s', (tc, category) => {
    expect(timeControlCategory(tc)).toBe(category);
  });
});

describe('learnerScore', () => {
  it.each([
    ['1-0', 'w', 1],
    ['1-0', 'b', 0],
    ['0-1', 'b', 1],
    ['0-1', 'w', 0],
    ['1/2-1/2', 'w', 0.5],
    ['*', 'w', null],
    [undefined, 'b', null],
  ] as const)('%s for %s scores %s', (result, color, score) => {
    expect(learnerScore(result, color)).toBe(score);
  });
});
