import { describe, expect, it } from 'vitest';
import { checkAnswer, publicPayload } from './index.ts';

describe('checkAnswer', () => {
  it('treats an info card as always answered', () => {
    expect(checkAnswer({ type: 'info_type', payload: { text: 'Hello' } }, {})).toEqual({
      correct: true,
    });
  });

  it('refuses an answer of the wrong shape instead of throwing', () => {
    const ex = {
      type: 'objective_type' as const,
      payload: {
        question: 'Q',
        options: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
        correct_option_id: 'a',
      },
    };
    expect(checkAnswer(ex, { moves: ['e2e4'] })).toEqual({
      correct: false,
      reason: 'The answer is not in the expected form',
    });
    expect(checkAnswer(ex, null).correct).toBe(false);
  });
});

describe('publicPayload', () => {
  it('drops fields the contract does not know and keeps what the browser checker needs', () => {
    const payload = {
      question: 'Q',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correct_option_id: 'a',
      author_note: 'secret',
    };
    expect(publicPayload({ type: 'objective_type', payload })).toEqual({
      question: 'Q',
      options: payload.options,
      correct_option_id: 'a',
    });
  });
});
