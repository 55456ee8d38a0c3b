import type { Subscriber } from '../../events.ts';
import { ALL_TIME, weekBoard } from './board.ts';
import { recordXp, removeFromLeaderboards } from './hooks.ts';
import { BUCKET_BITS, recordXpInTransaction } from './pg-scores.ts';

/**
 * The leaderboard follows the xp: the answer that closes a run moves both PostgreSQL boards in
 * the answer's own statement (its score rows, the per-score counts and the buckets the ranks
 * are read from), then Redis after the commit; a game against the app's opponent moves them in
 * the transaction that pays its xp, then Redis (ADR 0046); a deleted account leaves every board.
 */
export const leaderboardSubscriber: Subscriber = {
  answerStatement: {
    ctes: (arg) => `up as (
      insert into leaderboard_scores (board, user_id, xp, reached_at)
      select b.board, $1, ev.amount, date_trunc('second', $6::timestamptz)
      from ev cross join (values (${arg(0)}::text), (${arg(1)}::text)) b(board)
      on conflict (board, user_id) do update
        set xp = leaderboard_scores.xp + excluded.xp,
            reached_at = greatest(leaderboard_scores.reached_at, excluded.reached_at)
      returning board, xp),
    moves as (
      select up.board, up.xp - ev.amount as xp, -1 as d from up, ev where up.xp - ev.amount > 0
      union all select board, xp, 1 from up),
    counts as (
      insert into leaderboard_xp_counts (board, xp, learners)
      select board, xp, sum(d) from moves group by board, xp
      on conflict (board, xp) do update set learners = leaderboard_xp_counts.learners + excluded.learners),
    buckets as (
      insert into leaderboard_xp_buckets (board, bucket, learners)
      select board, xp >> ${BUCKET_BITS}, sum(d) from moves group by 1, 2 having sum(d) <> 0
      on conflict (board, bucket) do update set learners = leaderboard_xp_buckets.learners + excluded.learners)`,
    params: ({ now }) => [ALL_TIME, weekBoard(now)],
  },
  answerRecorded: async (deps, answer) => {
    if (answer.award) await recordXp(deps, answer.userId, answer.now);
  },
  gamePlayed: async (tx, game) => {
    await recordXpInTransaction(tx, game.userId, game.xp, game.now);
  },
  gameRecorded: async (deps, game) => {
    if (game.xp > 0) await recordXp(deps, game.userId, game.now);
  },
  accountDeleted: removeFromLeaderboards,
};
