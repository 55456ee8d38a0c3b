import { useEffect, useMemo, useState } from 'react';
import { Clock } from 'lucide-react';
import { formatCountdown } from '../lib/time-left.ts';

interface LeagueCountdownProps {
  endsAt: string;
  /** The server's clock at its last answer: a device clock that is off does not move the end. */
  serverTime: string;
}

/** Time left in the league week, ticking every second; the week ends Monday 00:00 UTC. */
export function LeagueCountdown({ endsAt, serverTime }: LeagueCountdownProps) {
  const skew = useMemo(() => Date.parse(serverTime) - Date.now(), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(endsAt) - (now + skew);
  return (
    <p
      data-testid="league-time-left"
      className="inline-flex items-center gap-1.5 rounded-full bg-white/70 px-3 py-1.5 text-sm font-medium text-amber-900"
    >
      <Clock aria-hidden="true" className="size-4" />
      {left > 0 ? (
        <>
          Ends in{' '}
          <span className="font-bold tabular-nums" role="timer" aria-live="off">
            {formatCountdown(left)}
          </span>
        </>
      ) : (
        <span className="font-bold">Results are being decided</span>
      )}
      <span className="sr-only">(the week ends Monday at 00:00 UTC)</span>
    </p>
  );
}
