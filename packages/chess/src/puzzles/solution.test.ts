import { describe, expect, it } from 'vitest';
import { checkAttempt } from './solution.ts';

// Real puzzles from the Lichess sample (ids cited), CC0.
const mateIn2 = {
  id: '1iTkn',
  fen: '2r2b1r/1k2pppp/1B1p4/P2P4/8/5Q2/3N1PPP/1q4K1 w - - 0 24',
  moves: ['d2b1', 'c8c1', 'f3d1', 'c1d1'],
};
const twoMates = {
  id: '4xvU6',
  fen: 'r1bqkbnr/1pppppp1/p1n4p/7Q/2B1P3/2N5/PPPP1PPP/R1B1K1NR b KQkq - 1 4',
  moves: ['g8f6', 'c4f7'],
};
const underPromo = {
  id: 'k9UPt',
  fen: '8/1P1R2pp/q3kp2/4p3/2p5/2P4P/5PP1/6K1 b - - 0 41',
  moves: ['e6d7', 'b7b8n', 'd7d6', 'b8a6'],
};

describe('checkAttempt', () => {
  it.each([
    ['the full solution', mateIn2, ['c8c1', 'c1d1'], true, undefined],
    [
      'the solution with the setup move in front',
      mateIn2,
      ['d2b1', 'c8c1', 'c1d1'],
      true,
      undefined,
    ],
    ['a wrong first move', mateIn2, ['c8c7'], false, 'wrong_move'],
    ['an illegal move', mateIn2, ['c8b7', 'c1d1'], false, 'illegal_move'],
    ['only the first of two moves', mateIn2, ['c8c1'], false, 'unfinished'],
    ['the other mating move of a mate in 1', twoMates, ['h5f7'], true, undefined],
    ['the listed mate in 1', twoMates, ['c4f7'], true, undefined],
    [
      'a queen instead of the knight underpromotion',
      underPromo,
      ['b7b8q', 'b8a6'],
      false,
      'wrong_move',
    ],
    ['the knight underpromotion', underPromo, ['b7b8n', 'b8a6'], true, undefined],
  ])('%s', (_name, p, played, correct, failure) => {
    const r = checkAttempt(p.fen, p.moves, played);
    expect(r.correct).toBe(correct);
    expect(r.failure).toBe(failure);
  });
});
