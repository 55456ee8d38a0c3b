const DECIMAL_STEPS = [1, 2, 2.5, 5, 10];
/** For whole quantities (xp): never a step of 2.5. */
export const WHOLE_STEPS = [1, 2, 5, 10];

/** The smallest "nice" number (1, 2, 2.5 or 5 × 10ⁿ by default) at or above `value`. */
export function niceCeil(value: number, steps = DECIMAL_STEPS): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = steps.find((m) => m * power >= value - 1e-9)!;
  return step * power;
}

/** Evenly spaced tick values from `lo` to `hi` inclusive, on nice round steps. */
export function ticks(lo: number, hi: number, count = 4, steps = DECIMAL_STEPS): number[] {
  const step = niceCeil((hi - lo) / count, steps);
  const first = Math.ceil(lo / step) * step;
  const out: number[] = [];
  for (let v = first; v <= hi + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/** A y-range that holds every value with some air, snapped to round numbers. */
export function paddedRange(values: number[], minSpan = 50): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = Math.max(minSpan - (hi - lo), 0) / 2 + (hi - lo) * 0.1;
  const step = niceCeil((hi - lo + 2 * pad) / 4);
  return [Math.floor((lo - pad) / step) * step, Math.ceil((hi + pad) / step) * step];
}

/** Maps a value in [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle. */
export function scale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  return (v) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0));
}
