import type { LeaderboardPeriod } from '@ascend/contract';

/** A board is 'all' or the Monday (YYYY-MM-DD) of a UTC week. */
export type Board = string;
export const ALL_TIME: Board = 'all';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `at`: the weekly board resets then. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

export const weekBoard = (at: Date): Board => weekStart(at).toISOString().slice(0, 10);

/** A board key as this module makes them: 'all' or a YYYY-MM-DD Monday. */
export const isBoard = (key: string): key is Board =>
  key === ALL_TIME || /^\d{4}-\d{2}-\d{2}$/.test(key);

export const boardFor = (period: LeaderboardPeriod, now: Date): Board =>
  period === 'all' ? ALL_TIME : weekBoard(now);

/** One entry of a board in board order; `rank` uses competition ranking (1, 2, 2, 4). */
export interface RankedEntry {
  userId: number;
  xp: number;
  rank: number;
}

/** Given entries in board order and the rank of the first, ranks the rest by position. */
export function rankByPosition<T extends { xp: number }>(
  rows: T[],
  firstRank: number,
  firstPosition: number,
): (T & { rank: number })[] {
  const out: (T & { rank: number })[] = [];
  rows.forEach((row, i) => {
    const prev = out[i - 1];
    const rank = prev && prev.xp === row.xp ? prev.rank : i === 0 ? firstRank : firstPosition + i;
    out.push({ ...row, rank });
  });
  return out;
}
