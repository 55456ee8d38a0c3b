import { describe, expect, it } from 'vitest';
import { checkAnswer } from './index.ts';

const setup = {
  type: 'board_arrangement' as const,
  payload: {
    prompt: 'Set up the white pieces',
    start_fen: '8/8/8/8/8/8/PPPPPPPP/8',
    target: '8/8/8/8/8/8/PPPPPPPP/RNBQKBNR',
    palette: ['K', 'Q', 'R', 'B', 'N'] as ('K' | 'Q' | 'R' | 'B' | 'N')[],
  },
};

describe('board_arrangement checker', () => {
  it.each([
    ['the exact target', '8/8/8/8/8/8/PPPPPPPP/RNBQKBNR', true],
    ['king and queen swapped', '8/8/8/8/8/8/PPPPPPPP/RNBKQBNR', false],
    ['a piece missing', '8/8/8/8/8/8/PPPPPPPP/RNBQKBN1', false],
    ['an extra piece', '8/8/8/8/4Q3/8/PPPPPPPP/RNBQKBNR', false],
    ['a rank with too many squares', '8/8/8/8/8/8/PPPPPPPP/RNBQKBNR1', false],
  ])('%s', (_name, placement, correct) => {
    expect(checkAnswer(setup, { placement }).correct).toBe(correct);
  });

  it('points at the first wrong square', () => {
    expect(checkAnswer(setup, { placement: '8/8/8/8/8/8/PPPPPPPP/RNBKQBNR' }).reason).toBe(
      'd1 needs a white queen',
    );
  });

  it('accepts an empty target board spelled differently', () => {
    const empty = { ...setup, payload: { ...setup.payload, target: '8/8/8/8/8/8/8/8' } };
    expect(checkAnswer(empty, { placement: '8/8/8/8/8/8/8/44' }).correct).toBe(true);
  });
});
