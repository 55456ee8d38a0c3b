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

  it('keeps the moves of which-move options on the server (ADR 0032)', () => {
    const payload = {
      question: 'Which move wins the rook?',
      fen: '1r5k/7p/8/KP6/8/8/8/8 b - - 0 1',
      options: [
        { id: 'a', text: 'Rxb5+', move: 'b8b5' },
        { id: 'b', text: 'h5', move: 'h7h5' },
      ],
      correct_option_id: 'b',
    };
    const sent = publicPayload({ type: 'objective_type', payload });
    expect(sent.options).toEqual([
      { id: 'a', text: 'Rxb5+' },
      { id: 'b', text: 'h5' },
    ]);
    expect(JSON.stringify(sent)).not.toContain('b8b5');
  });
});
