import type { LeaderboardData } from '@ascend/contract';
import { LeaderboardRow } from './leaderboard-row.tsx';

interface MyRankCardProps {
  me: LeaderboardData['me'];
  weekly: boolean;
  /** The caller's row is already in the list: small screens skip the repeat. */
  onPage: boolean;
  /** Offered when the caller's row is on another page than the one shown. */
  onShowMyPage?: () => void;
}

/** The caller's own rank and the learners just around it, shown on every page of the board. */
export function MyRankCard({ me, weekly, onPage, onShowMyPage }: MyRankCardProps) {
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white shadow-sm p-4 sm:p-5"
      aria-labelledby="my-rank-title"
      role="region"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="my-rank-title" className="text-lg font-bold text-ink">
          Your rank
        </h2>
        <p className="text-sm text-muted">
          <span
            data-testid="my-rank"
            className="text-2xl font-extrabold tabular-nums text-brand-700"
          >
            #{me.rank}
          </span>{' '}
          · {me.xp.toLocaleString('en')} xp
        </p>
      </div>
      {!me.on_board && (
        <p className="mt-2 text-sm text-muted">
          {weekly
            ? 'Earn xp this week to climb onto the board.'
            : 'Earn your first xp to join the board.'}
        </p>
      )}
      {me.neighbours.length > 0 && (
        <ol
          aria-label="Learners around you"
          className={onPage ? 'mt-3 hidden space-y-1 lg:block' : 'mt-3 space-y-1'}
        >
          {me.neighbours.map((row) => (
            <LeaderboardRow key={row.user_id} row={row} isMe={row.user_id === me.user_id} compact />
          ))}
        </ol>
      )}
      {onShowMyPage && (
        <button
          type="button"
          onClick={onShowMyPage}
          className="mt-3 min-h-10 text-sm font-semibold text-brand-700 hover:underline"
        >
          Show my page of the board
        </button>
      )}
    </div>
  );
}
