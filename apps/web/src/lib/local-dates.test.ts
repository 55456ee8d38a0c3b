import { describe, expect, it } from 'vitest';
import { addDays, weekOf, weekStart } from './local-dates.ts';

describe('local-date weeks', () => {
  it.each([
    ['2026-03-09', '2026-03-09'], // a Monday
    ['2026-03-15', '2026-03-09'], // a Sunday
    ['2026-03-01', '2026-02-23'], // across a month
  ])('the week of %s starts on %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  it('lists Monday to Sunday and crosses the DST change without losing a day', () => {
    expect(weekOf('2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
