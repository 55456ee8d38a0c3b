import { describe, expect, it } from 'vitest';
import { checkAnswer, trackPiece } from './index.ts';

const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const visual = (payload: object) => ({
  type: 'visual_type' as const,
  payload: { prompt: 'Look', ...payload } as never,
});

describe('visual_type checker', () => {
  it.each([
    [
      'find_square: the right square',
      { mode: 'find_square', square: 'e4' },
      { square: 'e4' },
      true,
    ],
    ['find_square: a neighbour', { mode: 'find_square', square: 'e4' }, { square: 'd4' }, false],
    ['name_square: the right name', { mode: 'name_square', square: 'b7' }, { square: 'b7' }, true],
    [
      'name_square: a colour instead of a square',
      { mode: 'name_square', square: 'b7' },
      { color: 'light' },
      false,
    ],
    ['square_color: a1 is dark', { mode: 'square_color', square: 'a1' }, { color: 'dark' }, true],
    ['square_color: h1 is light', { mode: 'square_color', square: 'h1' }, { color: 'light' }, true],
    [
      'square_color: d1 is not dark',
      { mode: 'square_color', square: 'd1' },
      { color: 'dark' },
      false,
    ],
    ['square_color: e4 is light', { mode: 'square_color', square: 'e4' }, { color: 'light' }, true],
    [
      'knight tour g1-f3-g5',
      { mode: 'piece_after_moves', fen: start, track: 'g1', moves: ['g1f3', 'b8c6', 'f3g5'] },
      { square: 'g5' },
      true,
    ],
    [
      'knight tour, the middle square',
      { mode: 'piece_after_moves', fen: start, track: 'g1', moves: ['g1f3', 'b8c6', 'f3g5'] },
      { square: 'f3' },
      false,
    ],
  ])('%s', (_name, payload, answer, correct) => {
    expect(checkAnswer(visual(payload), answer).correct).toBe(correct);
  });

  it.each([
    ['a rook that castles', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1g1'], 'h1', 'f1'],
    ['a rook on the long side', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1c1'], 'a1', 'd1'],
    ['a piece that is captured', start, ['e2e4', 'd7d5', 'e4d5'], 'd7', null],
    ['an illegal line', start, ['e2e5'], 'e2', null],
  ])('trackPiece follows %s', (_name, fen, moves, from, to) => {
    expect(trackPiece(fen, moves, from)).toBe(to);
  });
});
