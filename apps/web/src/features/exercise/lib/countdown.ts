import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../../../lib/server-clock.ts';

/** Spec §9: used-up hearts come back 4 hours after used_up_at; the countdown ticks every 1 s. */
export const HEARTS_RESET_MS = 4 * 60 * 60 * 1000;

/** Milliseconds as hh:mm:ss (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * Milliseconds left until `target` (a time on the server's clock), re-rendering every second;
 * calls onDone once at zero.
 */
export function useCountdown(target: number | null, onDone?: () => void): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  const left = target === null ? 0 : Math.max(0, target - now);
  const done = useRef<number | null>(null);
  const callback = useRef(onDone);
  callback.current = onDone;
  useEffect(() => {
    // Once per target: a refetch that still reports the same used_up_at must not loop.
    if (target === null || left > 0 || done.current === target) return;
    done.current = target;
    callback.current?.();
  }, [target, left]);
  return left;
}
