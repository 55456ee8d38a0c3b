import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { formatTimeLeft, nextWeeklyReset } from '../lib/week-reset.ts';

/** Time left until the weekly board resets (Monday 00:00 UTC), refreshed twice a minute. */
export function WeekCountdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const reset = nextWeeklyReset(now);
  return (
    <p
      data-testid="week-reset"
      className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 sm:self-auto"
    >
      <Clock aria-hidden="true" className="size-4" />
      Resets in <span className="font-bold">{formatTimeLeft(reset.getTime() - now.getTime())}</span>
      <span className="sr-only">(every Monday at 00:00 UTC)</span>
    </p>
  );
}
