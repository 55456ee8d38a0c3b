import { describe, expect, it } from 'vitest';
import { expandPlacement, fenProblem, squareColor, uciToSan } from './position.ts';

describe('fenProblem', () => {
  it.each([
    ['the start position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', null],
    ['the side to move in check', '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', null],
    [
      'the side not to move in check',
      '4k3/8/8/8/8/8/8/4R1K1 w - - 0 1',
      'the side not to move (b) is in check',
    ],
    [
      'a pawn on the last rank',
      '3Pk3/8/8/8/8/8/8/4K3 w - - 0 1',
      'Invalid FEN: some pawns are on the edge rows',
    ],
  ])('%s', (_name, fen, problem) => {
    expect(fenProblem(fen)).toBe(problem);
  });

  it('rejects a board without kings', () => {
    expect(fenProblem('8/8/8/8/8/8/8/8 w - - 0 1')).not.toBeNull();
  });
});

describe('position helpers', () => {
  it('writes a UCI line as SAN, castling and promotion included', () => {
    expect(uciToSan('r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1', ['e1g1', 'e8d7', 'b7a8q'])).toEqual([
      'O-O',
      'Kd7',
      'bxa8=Q',
    ]);
  });

  it.each([
    ['a1', 'dark'],
    ['h1', 'light'],
    ['a8', 'light'],
    ['h8', 'dark'],
    ['d5', 'light'],
  ] as const)('%s is %s', (square, colour) => {
    expect(squareColor(square)).toBe(colour);
  });

  it('expands placements and refuses malformed ranks', () => {
    expect(expandPlacement('8/8/8/8/8/8/8/R3K2R')?.slice(56).join('')).toBe('R...K..R');
    expect(expandPlacement('8/8/8/8/8/8/8/R3K2R1')).toBeNull();
    expect(expandPlacement('8/8/8')).toBeNull();
  });
});
