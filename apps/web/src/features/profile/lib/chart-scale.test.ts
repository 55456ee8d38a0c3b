import { describe, expect, it } from 'vitest';
import { niceCeil, paddedRange, scale, ticks, WHOLE_STEPS } from './chart-scale.ts';

describe('chart scales', () => {
  it.each([
    [0, 1],
    [7, 10],
    [12, 20],
    [23, 25],
    [40, 50],
    [120, 200],
    [1500, 2000],
  ])('niceCeil(%d) = %d', (value, nice) => {
    expect(niceCeil(value)).toBe(nice);
  });

  it('places ticks on round steps inside the range', () => {
    expect(ticks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(1400, 1600)).toEqual([1400, 1450, 1500, 1550, 1600]);
  });

  it('keeps whole-number ticks for whole quantities', () => {
    expect(niceCeil(23, WHOLE_STEPS)).toBe(50);
    expect(ticks(0, 10, 4, WHOLE_STEPS)).toEqual([0, 5, 10]);
    expect(ticks(0, 2, 4, WHOLE_STEPS)).toEqual([0, 1, 2]);
  });

  it('pads a flat series so it is not drawn on the edge', () => {
    const [lo, hi] = paddedRange([1500, 1500]);
    expect(lo).toBeLessThan(1500);
    expect(hi).toBeGreaterThan(1500);
    const [lo2, hi2] = paddedRange([1210, 1390]);
    expect(lo2).toBeLessThanOrEqual(1192);
    expect(hi2).toBeGreaterThanOrEqual(1408);
  });

  it('maps linearly and handles a zero-width domain', () => {
    expect(scale(0, 10, 100, 0)(5)).toBe(50);
    expect(scale(3, 3, 0, 10)(3)).toBe(5);
  });
});
