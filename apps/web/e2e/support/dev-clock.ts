import { expect, type APIRequestContext } from '@playwright/test';

const DAY = 86_400_000;

/**
 * Moves the e2e server's clock forward (the dev-only POST /dev/clock, E2E_CLOCK=1) and
 * returns the server's new time. Each move also ticks the job schedules on the server.
 */
export async function advanceClock(request: APIRequestContext, ms: number): Promise<number> {
  const res = await request.post('/dev/clock', { data: { advance_ms: ms } });
  expect(res.ok(), await res.text()).toBe(true);
  return Date.parse(((await res.json()) as { data: { now: string } }).data.now);
}

/** Moves the server clock to `offsetMs` past the next Monday 00:00 UTC: a fresh league week. */
export async function toNextWeek(request: APIRequestContext, offsetMs = 60_000): Promise<void> {
  const now = await advanceClock(request, 0);
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight + ((8 - today.getUTCDay()) % 7 || 7) * DAY;
  await advanceClock(request, monday + offsetMs - now);
}
