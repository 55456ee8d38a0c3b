import { describe, expect, it } from 'vitest';
import { drawOfferPossible, replay, resultOf, scoreOf, toPgn } from './game.ts';

describe('a Play game', () => {
  it('reads mate, the captured material and the PGN of the scholar\u2019s mate', () => {
    const p = replay(['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']);
    expect(p.ending).toBe('checkmate');
    expect(p.captured).toEqual({ w: ['p'], b: [] });
    expect(p.balance).toBe(1);
    expect(p.last).toEqual(['h5', 'f7']);
    expect(toPgn(p.sans, '1-0')).toBe('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0');
    expect(scoreOf('checkmate', 'w', 'w')).toBe(1);
    expect(scoreOf('checkmate', 'b', 'w')).toBe(0);
    expect(resultOf(0, 'b')).toBe('1-0');
    expect(resultOf(0.5, 'w')).toBe('1/2-1/2');
  });

  it('puts a draw offer to the engine only after ten moves each, in a game still going', () => {
    const early = replay(['e2e4', 'e7e5']);
    expect(drawOfferPossible(early, 2)).toBe(false);
    const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
    const twenty = Array.from({ length: 5 }, () => moves).flat();
    const level = replay(twenty.slice(0, 20));
    expect(level.ending).toBe('threefold_repetition');
    expect(drawOfferPossible(level, 20)).toBe(false);
    const open = replay([
      ...'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 b1c3 g8f6 d2d3 d7d6 c1g5 c8g4 h2h3 g4h5 a2a3 a7a6 c3a4 c5a7 c2c3 h7h6'.split(
        ' ',
      ),
    ]);
    expect(open.ending).toBeNull();
    expect(drawOfferPossible(open, 20)).toBe(true);
  });
});
