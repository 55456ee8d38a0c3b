import { describe, expect, it } from 'vitest';
import { checkAnswer } from './index.ts';

// Scholar's-mate position: Qxf7# is the mate; Bxf7+ is a legal non-mate.
const scholar = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
// Back rank: Rd8+ Rxd8 Rxd8# (doubled rooks against a boxed-in king with one defender).
const backRank = '2r3k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1';
// Two mates in one: Ra8# and Re8# against a king boxed in by its own pawns.
const twoMates = '7k/6pp/8/8/8/8/8/R3R1K1 w - - 0 1';

const bm = (fen: string, solution: string[], accept_any_mate?: boolean) => ({
  type: 'best_move_type' as const,
  payload: { prompt: 'Play', fen, solution, accept_any_mate },
});

describe('best_move_type checker', () => {
  it.each([
    ['the solution move', bm(scholar, ['h5f7']), ['h5f7'], true],
    ['a legal but wrong move', bm(scholar, ['h5f7']), ['c4f7'], false],
    ['an illegal move', bm(scholar, ['h5f7']), ['h5h8'], false],
    ['no move at all', bm(scholar, ['h5f7']), [], false],
    [
      'the whole forcing line',
      bm(backRank, ['d2d8', 'c8d8', 'd1d8']),
      ['d2d8', 'c8d8', 'd1d8'],
      true,
    ],
    ['a line stopped halfway', bm(backRank, ['d2d8', 'c8d8', 'd1d8']), ['d2d8', 'c8d8'], false],
    [
      'a reply that is not the scripted one',
      bm(backRank, ['d2d8', 'c8d8', 'd1d8']),
      ['d2d8', 'g8h8'],
      false,
    ],
    ['moves past the end of the line', bm(scholar, ['h5f7']), ['h5f7', 'e8e7'], false],
    ['another mate with accept_any_mate', bm(twoMates, ['a1a8'], true), ['e1e8'], true],
    ['another mate without accept_any_mate', bm(twoMates, ['a1a8']), ['e1e8'], false],
    ['a non-mate with accept_any_mate', bm(twoMates, ['a1a8'], true), ['a1a7'], false],
    ['a garbage answer', bm(scholar, ['h5f7']), 'h5f7', false],
  ])('%s', (_name, exercise, moves, correct) => {
    expect(checkAnswer(exercise, { moves }).correct).toBe(correct);
  });

  it('names the wrong move in the reason', () => {
    expect(checkAnswer(bm(scholar, ['h5f7']), { moves: ['c4f7'] }).reason).toContain('Bxf7+');
  });
});

describe('best_move_type line drill (ADR 0047)', () => {
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const drill = {
    type: 'best_move_type' as const,
    payload: {
      prompt: 'Play the Italian Game',
      fen: START,
      solution: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4'],
      drill: {
        kind: 'line' as const,
        name: 'Italian Game',
        margin_cp: 60,
        alternatives: [{ ply: 2, move: 'b1c3' }],
      },
    },
  };

  it('is right when the whole line is played', () => {
    expect(checkAnswer(drill, { moves: drill.payload.solution })).toEqual({ correct: true });
  });

  it('answers an alternative of that ply as "also good", naming the line move in SAN', () => {
    expect(checkAnswer(drill, { moves: ['e2e4', 'e7e5', 'b1c3'] })).toEqual({
      correct: false,
      reason: "Also good — but this lesson's line is Nf3.",
      alsoGood: { ply: 2, move: 'b1c3', lineMove: 'g1f3' },
    });
  });

  it('is wrong for an alternative played at another ply, and for any other move', () => {
    expect(checkAnswer(drill, { moves: ['b1c3'] })).toMatchObject({ correct: false });
    expect(checkAnswer(drill, { moves: ['b1c3'] }).alsoGood).toBeUndefined();
    const wrong = checkAnswer(drill, { moves: ['e2e4', 'e7e5', 'd1h5'] });
    expect(wrong).toMatchObject({ correct: false, reason: 'Qh5 is not the best move here' });
    expect(wrong.alsoGood).toBeUndefined();
  });
});
