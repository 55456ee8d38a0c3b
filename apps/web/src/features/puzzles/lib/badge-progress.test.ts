import { describe, expect, it } from 'vitest';
import { badgesFor } from '@ascend/chess';
import { badgeProgress } from './badge-progress.ts';

describe('badge progress', () => {
  it.each([
    [0, 'Pawn', 'Knight', 0, 100],
    [50, 'Pawn', 'Knight', 50, 50],
    [100, 'Knight', 'Bishop', 0, 200],
    [250, 'Knight', 'Bishop', 75, 50],
    [7000, 'Ascended', null, 100, 0],
  ] as const)('at %i points: %s towards %s, %f%%', (points, last, next, percent, toNext) => {
    const p = badgeProgress(badgesFor(points), points);
    expect(p.last?.name).toBe(last);
    expect(p.next?.name ?? null).toBe(next);
    expect(p.percent).toBeCloseTo(percent);
    expect(p.toNext).toBe(toNext);
  });
  it('has no last badge when none starts at zero', () => {
    const p = badgeProgress(
      [{ achieved: false, name: 'First', image: '', range_from: 10, range_to: 20 }],
      5,
    );
    expect(p.last).toBeNull();
    expect(p.percent).toBe(50);
  });
});
