import { describe, expect, it } from 'vitest';
import {
  describePosition,
  moveBetween,
  parseTypedMove,
  squareName,
  squaresInView,
} from './describe-position.ts';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
// White to play and promote on e8 (or capture on d8).
const PROMOTE = '3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1';

describe('the board in words', () => {
  it('describes a position side by side, pieces by kind', () => {
    expect(describePosition('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1')).toBe(
      'White: king g1; rook a1; pawns f2, g2, h2. Black: king g8; pawns f7, g7, h7. White to move.',
    );
    expect(describePosition('8/8/8/8/8/8/8/8')).toBe('White: no pieces. Black: no pieces.');
  });

  it('orders squares as seen from either side', () => {
    expect(squaresInView('white')[0]![0]).toBe('a8');
    expect(squaresInView('black')[0]![0]).toBe('h1');
    expect(squaresInView('black')[7]![7]).toBe('a8');
  });

  it('names squares without giving coordinates away when they are hidden', () => {
    expect(squareName('e4', 'white', true)).toBe('e4');
    expect(squareName('a1', 'white', false)).toBe(
      '1st row from the bottom, 1st column from the left',
    );
    expect(squareName('a1', 'black', false)).toBe(
      '8th row from the bottom, 8th column from the left',
    );
  });

  it.each([
    [START, AFTER_E4, { san: 'e4', color: 'w' }],
    [START, START, null],
    [START, '8/8/8/8/8/8/8/8 w - - 0 1', null],
    ['4k3/8/8/8/8/8/8/4K3', '4k3/8/8/8/8/8/4K3/8', null],
  ])('finds the move between two positions (%#)', (before, after, move) => {
    expect(moveBetween(before, after)).toEqual(move);
  });

  it.each([
    ['e4', 'e2e4'],
    ['e2e4', 'e2e4'],
    ['Nf3', 'g1f3'],
    ['g1f3', 'g1f3'],
    ['nf3', null],
    ['e5', null],
    ['', null],
    ['Nf3!?', 'g1f3'],
    ['Ke2', null],
  ])('reads a typed move %s from the start', (typed, uci) => {
    expect(parseTypedMove(START, typed)).toBe(uci);
  });

  it.each([
    ['e8=Q', 'e7e8q'],
    ['e8=N+', 'e7e8n'],
    ['exd8=R', 'e7d8r'],
    ['e7e8', 'e7e8q'],
    ['e7e8n', 'e7e8n'],
    ['E7E8N', 'e7e8n'],
  ])('reads a promotion %s', (typed, uci) => {
    expect(parseTypedMove(PROMOTE, typed)).toBe(uci);
  });
});
