export interface BadgeStep {
  achieved: boolean;
  name: string;
  image: string;
  range_from: number;
  range_to: number;
}

export interface BadgeProgress {
  /** The highest badge reached, or null before the first one. */
  last: BadgeStep | null;
  /** The badge after it, or null at the top. */
  next: BadgeStep | null;
  /** 0–100 of the way from `last` to `next` (100 at the top). */
  percent: number;
  /** Points still needed for `next` (0 at the top). */
  toNext: number;
}

/** Where a points total sits between the last achieved badge and the next (spec §2 puzzle header). */
export function badgeProgress(badges: readonly BadgeStep[], points: number): BadgeProgress {
  const sorted = [...badges].sort((a, b) => a.range_from - b.range_from);
  const reached = sorted.filter((b) => points >= b.range_from);
  const last = reached.at(-1) ?? null;
  const next = sorted.find((b) => b.range_from > points) ?? null;
  if (!next) return { last, next, percent: 100, toNext: 0 };
  const start = last?.range_from ?? 0;
  const span = next.range_from - start;
  const percent = span > 0 ? ((points - start) / span) * 100 : 0;
  return {
    last,
    next,
    percent: Math.min(100, Math.max(0, percent)),
    toNext: next.range_from - points,
  };
}
