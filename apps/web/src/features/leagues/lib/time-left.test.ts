import { describe, expect, it } from 'vitest';
import { formatCountdown } from './time-left.ts';

describe('formatCountdown', () => {
  it.each([
    [3 * 86_400_000 + 5 * 3_600_000 + 7 * 60_000 + 30_000, '3d 05h 07m'],
    [5 * 3_600_000 + 12 * 60_000 + 9_000, '5h 12m 09s'],
    [12 * 60_000 + 9_000, '12m 09s'],
    [999, '0m 00s'],
    [-5_000, '0m 00s'],
  ])('%i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
