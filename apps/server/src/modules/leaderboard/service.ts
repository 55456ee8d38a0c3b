import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardData,
  type LeaderboardPeriod,
  type LeaderboardRow,
} from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { boardFor, weekStart, type RankedEntry } from './board.ts';
import type { Boards } from './boards.ts';
import { removeFromLeaderboards } from './hooks.ts';
import { accountGone } from '../../plugins/auth.ts';

const SPAN = 2;

async function read(
  boards: Boards,
  deps: Deps,
  userId: number,
  period: LeaderboardPeriod,
  page: number,
) {
  const board = boardFor(period, deps.clock.now());
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const view = await boards.ranking.view(
    board,
    { offset, limit: LEADERBOARD_PAGE_SIZE },
    { userId, span: SPAN },
  );
  const ids = [...view.entries, ...view.window].map((e) => e.userId);
  return { view, missing: ids.filter((id) => !view.cards.has(id)) };
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
  let result = await read(boards, deps, userId, period, page);
  // The route skips the preHandler's account read (accountCheckedInQuery): the view reads it.
  if (!result.view.callerActive) throw accountGone();
  if (result.missing.length) {
    for (const id of new Set(result.missing)) await removeFromLeaderboards(deps, id);
    result = await read(boards, deps, userId, period, page);
  }
  const { view } = result;
  const { cards } = view;
  const row = (e: RankedEntry): LeaderboardRow[] => {
    const card = cards.get(e.userId);
    return card ? [{ rank: e.rank, user_id: e.userId, ...card, xp: e.xp }] : [];
  };
  return {
    results: view.entries.flatMap(row),
    page,
    page_size: LEADERBOARD_PAGE_SIZE,
    total: view.total,
    period,
    period_start: period === 'week' ? weekStart(deps.clock.now()).toISOString() : null,
    me: {
      user_id: userId,
      rank: view.me?.rank ?? view.total + 1,
      xp: view.me?.xp ?? 0,
      on_board: view.me !== null,
      neighbours: view.window.flatMap(row),
    },
  };
}
