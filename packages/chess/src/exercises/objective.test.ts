import { describe, expect, it } from 'vitest';
import { checkAnswer } from './index.ts';

const stalemate = {
  type: 'objective_type' as const,
  payload: {
    question: 'Black to move. What is this?',
    fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1',
    options: [
      { id: 'mate', text: 'Checkmate' },
      { id: 'stalemate', text: 'Stalemate' },
      { id: 'check', text: 'Check' },
    ],
    correct_option_id: 'stalemate',
  },
};

describe('objective_type checker', () => {
  it.each([
    ['the correct option', { option_id: 'stalemate' }, true],
    ['another option', { option_id: 'mate' }, false],
    ['an option that does not exist', { option_id: 'draw' }, false],
    ['an empty answer', {}, false],
  ])('%s', (_name, answer, correct) => {
    expect(checkAnswer(stalemate, answer).correct).toBe(correct);
  });

  it('tells the right answer after a wrong one', () => {
    expect(checkAnswer(stalemate, { option_id: 'check' }).reason).toBe('The answer is: Stalemate');
  });
});
