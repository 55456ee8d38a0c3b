import { describe, expect, it } from 'vitest';
import { extend, liveCurrent, settle, streakToday, type StreakState } from './rules.ts';

const base: StreakState = {
  timeZone: 'Europe/London',
  lastDate: '2026-03-10',
  lastZone: 'Europe/London',
  streakEnd: '2026-03-10',
  current: 5,
  longest: 5,
  freezes: 1,
  heroGrantMonth: null,
};

describe('streakToday', () => {
  it.each([
    // [zone now, last zone, last date, instant, today]
    ['Europe/London', 'Europe/London', '2026-03-10', '2026-03-11T00:30:00Z', '2026-03-11'],
    ['Asia/Tokyo', 'America/New_York', '2026-03-10', '2026-03-11T03:50:00Z', '2026-03-10'],
    ['America/New_York', 'Asia/Tokyo', '2026-03-10', '2026-03-10T01:30:00Z', '2026-03-10'],
    ['Pacific/Kiritimati', 'Pacific/Honolulu', '2026-03-10', '2026-03-11T10:30:00Z', '2026-03-11'],
  ])('in %s after a day dated in %s (%s) at %s is %s', (zone, lastZone, lastDate, at, today) => {
    expect(streakToday({ ...base, timeZone: zone, lastZone, lastDate }, new Date(at))).toBe(today);
  });
});

describe('settle and extend', () => {
  it.each([
    ['2026-03-11', 5, 1, []], // yesterday done: nothing to do
    ['2026-03-12', 5, 0, ['2026-03-11']], // one missed day, one freeze
    ['2026-03-13', 0, 1, []], // two missed days, one freeze: lost, freeze kept
  ])('at %s the streak is %i with %i freezes, frozen %j', (today, current, freezes, frozen) => {
    const r = settle(base, today, false);
    expect(r.state.current).toBe(current);
    expect(r.state.freezes).toBe(freezes);
    expect(r.frozen).toEqual(frozen);
    expect(settle(r.state, today, false).frozen).toEqual([]); // idempotent
  });

  it('tops a Hero subscriber up once a month', () => {
    const a = settle({ ...base, freezes: 0 }, '2026-03-11', true).state;
    expect(a).toMatchObject({ freezes: 2, heroGrantMonth: '2026-03' });
    expect(settle({ ...a, freezes: 1 }, '2026-03-20', true).state.freezes).toBe(1);
    expect(settle({ ...a, freezes: 1 }, '2026-04-01', true).state.freezes).toBe(2);
  });

  it('extends by one, restarts after a gap, earns a freeze at every 7th day (max 2)', () => {
    expect(extend({ ...base, current: 6 }, '2026-03-11', false)).toMatchObject({
      current: 7,
      longest: 7,
      freezes: 2,
    });
    expect(extend({ ...base, freezes: 2, current: 13 }, '2026-03-11', false).freezes).toBe(2);
    expect(extend({ ...base, current: 6 }, '2026-03-11', true).freezes).toBe(1);
    expect(extend({ ...base, current: 0 }, '2026-03-12', false).current).toBe(1);
    expect(extend(base, '2026-03-10', false)).toBe(base);
    expect(liveCurrent(base, '2026-03-11')).toBe(5);
    expect(liveCurrent(base, '2026-03-12')).toBe(0);
  });
});
