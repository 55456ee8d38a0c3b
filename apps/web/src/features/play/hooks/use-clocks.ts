import { useEffect, useRef, useState } from 'react';
import type { TimeControl } from '@ascend/contract';
import type { Side } from '../lib/game.ts';

/** Seconds each side starts with and the increment after each move. */
export const CLOCKS: Record<Exclude<TimeControl, 'none'>, { base: number; increment: number }> = {
  '10+0': { base: 600, increment: 0 },
  '5+3': { base: 300, increment: 3 },
};

/**
 * Both clocks, in milliseconds: the side to move's runs from the first move on; a move adds the
 * increment to the side that made it; the end of the game stops them. `flagged` is the side
 * whose time ran out.
 */
export function useClocks(tc: TimeControl, turn: Side, plies: number, over: boolean) {
  const c = tc === 'none' ? null : CLOCKS[tc];
  const [left, setLeft] = useState({ w: (c?.base ?? 0) * 1000, b: (c?.base ?? 0) * 1000 });
  const since = useRef<number | null>(null);
  const lastPlies = useRef(plies);

  useEffect(() => {
    if (!c || plies === lastPlies.current) return;
    const mover: Side = turn === 'w' ? 'b' : 'w';
    const now = performance.now();
    const spent = since.current === null ? 0 : now - since.current;
    if (plies > lastPlies.current)
      setLeft((l) => ({ ...l, [mover]: Math.max(0, l[mover] - spent) + c.increment * 1000 }));
    lastPlies.current = plies;
    since.current = plies >= 1 ? now : null;
  }, [c, plies, turn]);

  // The game is over: the running clock stops where it stood (a flag stays at 0:00).
  useEffect(() => {
    if (!c || !over || since.current === null) return;
    const spent = performance.now() - since.current;
    since.current = null;
    setLeft((l) => ({ ...l, [turn]: Math.max(0, l[turn] - spent) }));
  }, [c, over, turn]);

  const [, tick] = useState(0);
  useEffect(() => {
    if (!c || over) return;
    const t = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(t);
  }, [c, over]);

  const running = since.current !== null ? performance.now() - since.current : 0;
  const shown = { ...left, [turn]: Math.max(0, left[turn] - running) };
  const flagged: Side | null = c && shown[turn] === 0 && since.current !== null ? turn : null;
  return { w: shown.w, b: shown.b, flagged };
}
