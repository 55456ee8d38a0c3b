import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { formatTimeLeft, nextWeeklyReset } from '../lib/week-reset.ts';

const WEEK_MS = 7 * 86_400_000;

/** Time left until the weekly board resets (Monday 00:00 UTC), ticking every minute. */
export function WeekCountdown({ periodStart }: { periodStart: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // The server says when its week started; fall back to the calendar when it does not.
  const fromServer = periodStart ? new Date(Date.parse(periodStart) + WEEK_MS) : null;
  const reset = fromServer && fromServer > now ? fromServer : nextWeeklyReset(now);
  return (
    <p data-testid="week-reset" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted">
      <Clock aria-hidden="true" className="size-4" />
      Resets in <span className="font-bold text-ink">{formatTimeLeft(reset.getTime() - now.getTime())}</span>
      <span className="sr-only">(every Monday at 00:00 UTC)</span>
    </p>
  );
}
