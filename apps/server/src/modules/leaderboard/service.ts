import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardData,
  type LeaderboardPeriod,
  type LeaderboardRow,
} from '@ascend/contract';
import type { Deps } from '../../app.ts';
import { boardFor, weekStart, type RankedEntry } from './board.ts';
import type { Boards } from './boards.ts';
import { removeFromLeaderboards } from './hooks.ts';
import { learnerCards } from './learners.ts';

const SPAN = 2;

async function read(
  boards: Boards,
  deps: Deps,
  userId: number,
  period: LeaderboardPeriod,
  page: number,
) {
  const board = boardFor(period, deps.clock.now());
  const list = await boards.ranking.page(
    board,
    (page - 1) * LEADERBOARD_PAGE_SIZE,
    LEADERBOARD_PAGE_SIZE,
  );
  const around = await boards.ranking.around(board, userId, SPAN);
  const ids = [...list.entries, ...around.window].map((e) => e.userId);
  const cards = await learnerCards(deps.db, ids);
  return { list, around, cards, missing: ids.filter((id) => !cards.has(id)) };
}

/**
 * GET leaderboard/: a page of the board plus the caller's place. A ranked learner whose
 * account is gone was not taken off by the deletion hook: take them off now and read again.
 */
export async function leaderboard(
  deps: Deps,
  boards: Boards,
  userId: number,
  period: LeaderboardPeriod,
  page: number,
): Promise<LeaderboardData> {
  let view = await read(boards, deps, userId, period, page);
  if (view.missing.length) {
    for (const id of new Set(view.missing)) await removeFromLeaderboards(deps, id);
    view = await read(boards, deps, userId, period, page);
  }
  const { list, around, cards } = view;
  const row = (e: RankedEntry): LeaderboardRow[] => {
    const card = cards.get(e.userId);
    return card ? [{ rank: e.rank, user_id: e.userId, ...card, xp: e.xp }] : [];
  };
  return {
    results: list.entries.flatMap(row),
    page,
    page_size: LEADERBOARD_PAGE_SIZE,
    total: list.total,
    period,
    period_start: period === 'week' ? weekStart(deps.clock.now()).toISOString() : null,
    me: {
      user_id: userId,
      rank: around.me?.rank ?? around.total + 1,
      xp: around.me?.xp ?? 0,
      on_board: around.me !== null,
      neighbours: around.window.flatMap(row),
    },
  };
}
