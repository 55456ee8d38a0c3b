import { describe, expect, it } from 'vitest';
import { rankByPosition, weekBoard, weekStart } from './board.ts';
import { encodeScore, memberOf, scoreAbove, userOfMember, xpOfScore } from './redis-score.ts';

describe('weekly boards', () => {
  it.each([
    ['2026-03-02T00:00:00Z', '2026-03-02'], // Monday midnight opens the week
    ['2026-03-04T12:30:00Z', '2026-03-02'],
    ['2026-03-08T23:59:59Z', '2026-03-02'], // Sunday's last second still belongs to it
    ['2026-03-09T00:00:00Z', '2026-03-09'],
    ['2026-01-01T08:00:00Z', '2025-12-29'], // across a year end
  ])('%s is in the week of %s', (at, monday) => {
    expect(weekBoard(new Date(at))).toBe(monday);
    expect(weekStart(new Date(at)).toISOString()).toBe(`${monday}T00:00:00.000Z`);
  });
});

describe('competition ranks by position', () => {
  it('gives equal xp the rank of the first of them (1, 2, 2, 4)', () => {
    const rows = [50, 30, 30, 10].map((xp) => ({ xp }));
    expect(rankByPosition(rows, 1, 1).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });
  it('continues a tie that started on an earlier page', () => {
    const rows = [30, 30, 20].map((xp) => ({ xp }));
    expect(rankByPosition(rows, 18, 21).map((r) => r.rank)).toEqual([18, 18, 23]);
  });
});

describe('Redis scores', () => {
  const t0 = new Date('2026-03-02T10:00:00Z');
  const later = new Date('2026-03-02T10:00:01Z');
  it('orders by xp, then the earlier achiever', () => {
    expect(encodeScore(31, new Date('2100-01-01T00:00:00Z'))).toBeGreaterThan(encodeScore(30, t0));
    expect(encodeScore(30, t0)).toBeGreaterThan(encodeScore(30, later));
    expect(scoreAbove(30)).toBeGreaterThan(encodeScore(30, new Date(0)));
    expect(scoreAbove(30)).toBeLessThanOrEqual(encodeScore(31, new Date('2100-01-01T00:00:00Z')));
  });
  it('keeps xp exact up to its limit', () => {
    const max = 2 ** 21 - 1;
    expect(xpOfScore(encodeScore(max, t0))).toBe(max);
    expect(Number.isSafeInteger(encodeScore(max, new Date(0)))).toBe(true);
  });
  it('lists the lower user id first among equal scores (reverse byte order of members)', () => {
    const members = [7, 10, 123456].map(memberOf).sort().reverse();
    expect(members.map(userOfMember)).toEqual([7, 10, 123456]);
  });
});
