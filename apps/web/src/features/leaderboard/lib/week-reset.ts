const DAY_MS = 86_400_000;

/** The next Monday 00:00 UTC after `now`: when the weekly board starts over. */
export function nextWeeklyReset(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days until the next Monday, a full week on Monday itself.
  const days = (8 - now.getUTCDay()) % 7 || 7;
  return new Date(midnight + days * DAY_MS);
}

/** "2d 5h", "5h 12m", "12m", "under a minute": coarse enough to read at a glance. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  if (mins > 0) return `${mins}m`;
  return 'under a minute';
}
