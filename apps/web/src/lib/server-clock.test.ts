import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock.ts';

describe('the server clock', () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it('follows a server whose clock is ahead or behind by more than the header’s second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-25T10:00:00.000Z'));
    const now = Date.now();
    noteServerDate('Wed, 25 Nov 2026 10:05:00 GMT', now - 100, now + 100);
    expect(serverNow() - Date.now()).toBe(5 * 60_000 + 500);
    noteServerDate('Wed, 25 Nov 2026 09:00:00 GMT', now, now);
    expect(serverNow() - Date.now()).toBe(-60 * 60_000 + 500);
  });

  it('takes a difference within the header’s resolution as none, and ignores what it cannot read', () => {
    const now = Date.now();
    noteServerDate(new Date(now - 1000).toUTCString(), now, now);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    noteServerDate(new Date(now + 60_000).toUTCString(), now, now);
    expect(serverNow() - Date.now()).toBeGreaterThan(59_000);
    noteServerDate(null, now, now);
    noteServerDate('not a date', now, now);
    expect(serverNow() - Date.now()).toBeGreaterThan(59_000);
  });
});
