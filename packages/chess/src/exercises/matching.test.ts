import { describe, expect, it } from 'vitest';
import { checkAnswer } from './index.ts';

const values = {
  type: 'matching_type' as const,
  payload: {
    prompt: 'Match',
    pairs: [
      { left: 'Pawn', right: '1' },
      { left: 'Knight', right: '3' },
      { left: 'Rook', right: '5' },
    ],
  },
};

describe('matching_type checker', () => {
  it.each([
    [
      'all pairs right, any order',
      [
        [2, 2],
        [0, 0],
        [1, 1],
      ],
      true,
    ],
    [
      'two pairs swapped',
      [
        [0, 1],
        [1, 0],
        [2, 2],
      ],
      false,
    ],
    [
      'a pair missing',
      [
        [0, 0],
        [1, 1],
      ],
      false,
    ],
    [
      'a right item used twice',
      [
        [0, 0],
        [1, 0],
        [2, 2],
      ],
      false,
    ],
    [
      'a left item used twice',
      [
        [0, 0],
        [0, 1],
        [2, 2],
      ],
      false,
    ],
    [
      'an index out of range',
      [
        [0, 0],
        [1, 1],
        [2, 3],
      ],
      false,
    ],
    [
      'too many pairs',
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [2, 2],
      ],
      false,
    ],
  ])('%s', (_name, pairs, correct) => {
    expect(checkAnswer(values, { pairs }).correct).toBe(correct);
  });

  it('says which pair was wrong', () => {
    expect(
      checkAnswer(values, {
        pairs: [
          [0, 1],
          [1, 0],
          [2, 2],
        ],
      }).reason,
    ).toBe('Pawn goes with 1');
  });
});
