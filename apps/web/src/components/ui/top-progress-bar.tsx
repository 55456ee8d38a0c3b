import { useEffect, useState } from 'react';

/** Spec §4/§9: start at 30 %, creep toward 90 % every 100 ms, jump to 100 % at 3 s, hide 200 ms later. */
export const PROGRESS_START = 30;
export const PROGRESS_CEILING = 90;
export const PROGRESS_STEP_MS = 100;
export const PROGRESS_COMPLETE_MS = 3000;
export const PROGRESS_HIDE_MS = 200;

/** One creep step: a tenth of the remaining way to the ceiling, so it slows as it nears 90 %. */
export const creep = (value: number): number => value + (PROGRESS_CEILING - value) * 0.1;

/** A thin bar at the very top of the page while `active` (and at most 3 s). */
export function TopProgressBar({ active }: { active: boolean }) {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    setValue(PROGRESS_START);
    const step = setInterval(
      () => setValue((v) => (v === null || v >= 100 ? v : creep(v))),
      PROGRESS_STEP_MS,
    );
    const complete = setTimeout(() => {
      clearInterval(step);
      setValue(100);
    }, PROGRESS_COMPLETE_MS);
    return () => {
      clearInterval(step);
      clearTimeout(complete);
      setValue((v) => (v === null ? v : 100));
    };
  }, [active]);

  useEffect(() => {
    if (value !== 100) return;
    const hide = setTimeout(() => setValue(null), PROGRESS_HIDE_MS);
    return () => clearTimeout(hide);
  }, [value]);

  if (value === null) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="top-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className="h-full bg-brand-500 shadow-[0_0_8px_var(--color-brand-400)] transition-[width] duration-100 ease-linear"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
