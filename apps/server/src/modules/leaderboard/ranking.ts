import type { Board, RankedEntry } from './board.ts';
import type { LearnerCard } from './learners.ts';

/** A page of a board and the caller's place on it; `me` is null without xp on the board. */
export interface BoardView {
  entries: RankedEntry[];
  total: number;
  me: RankedEntry | null;
  /** Up to `span` entries above the caller, the caller, up to `span` below (board order). */
  window: RankedEntry[];
  /** Cards of the active learners among entries and window; deleted accounts are absent. */
  cards: Map<number, LearnerCard>;
  /** The caller's account exists and is not deleted (read in the same round trip as the cards). */
  callerActive: boolean;
}

/**
 * Where rankings are read from: PostgreSQL tables or Redis sorted sets. Both order a board
 * by xp desc, then the time the xp was reached (whole seconds) asc, then user id asc.
 */
export interface Ranking {
  view(
    board: Board,
    page: { offset: number; limit: number },
    caller: { userId: number; span: number },
  ): Promise<BoardView>;
}

/** Cuts a board-ordered list to `span` entries either side of the caller. */
export function windowAround(ordered: RankedEntry[], userId: number, span: number): RankedEntry[] {
  const at = ordered.findIndex((e) => e.userId === userId);
  if (at < 0) return ordered.slice(-span);
  return ordered.slice(Math.max(0, at - span), at + span + 1);
}
