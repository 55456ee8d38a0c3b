import { describe, expect, it } from 'vitest';
import { formatTimeLeft, nextWeeklyReset } from './week-reset.ts';

describe('nextWeeklyReset', () => {
  it.each([
    ['2026-11-22T04:00:00Z', '2026-11-23T00:00:00.000Z'], // Sunday
    ['2026-11-23T00:00:00Z', '2026-11-30T00:00:00.000Z'], // Monday at the reset itself
    ['2026-11-23T13:30:00Z', '2026-11-30T00:00:00.000Z'], // Monday afternoon
    ['2026-11-25T23:59:59Z', '2026-11-30T00:00:00.000Z'], // Wednesday
    ['2026-12-29T10:00:00Z', '2027-01-04T00:00:00.000Z'], // across a year
  ])('after %s is %s', (now, reset) => {
    expect(nextWeeklyReset(new Date(now)).toISOString()).toBe(reset);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [2 * 86_400_000 + 5 * 3_600_000 + 59_000, '2d 5h'],
    [5 * 3_600_000 + 12 * 60_000, '5h 12m'],
    [12 * 60_000 + 30_000, '12m'],
    [30_000, 'under a minute'],
    [-5, 'under a minute'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
