import { useEffect, useRef, useState, type RefObject } from 'react';
import { moveBetween } from './describe-position.ts';

/**
 * react-chessboard makes every piece a nameless `role="button"` tab stop (its drag handles).
 * The picture is for the eyes and the pointer; the keyboard grid stands for it to assistive
 * technology, so the handles are taken out of the tab order and the accessibility tree.
 */
export function useQuietPieces(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const quiet = () => {
      for (const el of root.querySelectorAll<HTMLElement>(
        '[aria-roledescription], [role="button"]',
      )) {
        el.removeAttribute('role');
        el.removeAttribute('aria-roledescription');
        el.removeAttribute('aria-describedby');
        el.removeAttribute('aria-disabled');
        el.removeAttribute('aria-pressed');
        el.setAttribute('tabindex', '-1');
      }
    };
    quiet();
    const observer = new MutationObserver(quiet);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributeFilter: ['role', 'aria-roledescription', 'tabindex'],
    });
    return () => observer.disconnect();
  }, [ref]);
}

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * What the board says in its live region: the move just played ("You played Nf3", "Opponent
 * replied e5") when a position follows from the last by one legal move, or the position when
 * asked for it.
 */
export function useBoardAnnouncer(position: string, learner: 'white' | 'black') {
  const previous = useRef(position);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = position;
    if (before === position) return;
    const move = moveBetween(before, position);
    if (!move) return;
    const mine = (move.color === 'w') === (learner === 'white');
    setMessage(mine ? `You played ${move.san}.` : `Opponent replied ${move.san}.`);
  }, [position, learner]);
  return { message, say: setMessage };
}
