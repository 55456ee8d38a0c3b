import type { Board, RankedEntry } from './board.ts';

/** The caller's place on a board: `me` is null when the caller has no xp on it. */
export interface Around {
  me: RankedEntry | null;
  window: RankedEntry[];
  total: number;
}

/**
 * Where rankings are read from: PostgreSQL tables or Redis sorted sets. Both order a board
 * by xp desc, then the time the xp was reached (whole seconds) asc, then user id asc.
 */
export interface Ranking {
  page(
    board: Board,
    offset: number,
    limit: number,
  ): Promise<{ entries: RankedEntry[]; total: number }>;
  /** The caller with up to `span` entries above and below, in board order. */
  around(board: Board, userId: number, span: number): Promise<Around>;
}

/** Cuts a board-ordered list to `span` entries either side of the caller. */
export function windowAround(ordered: RankedEntry[], userId: number, span: number): RankedEntry[] {
  const at = ordered.findIndex((e) => e.userId === userId);
  if (at < 0) return ordered.slice(-span);
  return ordered.slice(Math.max(0, at - span), at + span + 1);
}
