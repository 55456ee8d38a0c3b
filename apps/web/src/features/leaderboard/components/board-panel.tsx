import type { LeaderboardPeriod } from '@ascend/contract';
import { Card } from '../../../components/ui/card.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useLeaderboardQuery } from '../api/leaderboard-api.ts';
import { BoardEmpty, BoardError, BoardSkeleton } from './board-states.tsx';
import { LeaderboardRow } from './leaderboard-row.tsx';
import { MyRankCard } from './my-rank-card.tsx';
import { Pagination } from './pagination.tsx';
import { WeekCountdown } from './week-countdown.tsx';

interface BoardPanelProps {
  period: LeaderboardPeriod;
  page: number;
  onPage(page: number): void;
}

/** One board (this week or all time): the page of rows beside the caller's own place. */
export function BoardPanel({ period, page, onPage }: BoardPanelProps) {
  const { data, error, isLoading, isFetching, isError, refetch } = useLeaderboardQuery({ period, page });
  const weekly = period === 'week';
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  const meOnPage = data?.results.some((r) => r.user_id === data.me.user_id) ?? false;
  const myPage = data?.me.on_board ? Math.ceil(data.me.rank / Math.max(1, data.page_size)) : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="space-y-4 lg:order-2 lg:sticky lg:top-20">
        {weekly && (
          <Card className="flex items-center justify-between gap-3 p-4">
            <p className="font-semibold text-ink">Weekly board</p>
            <WeekCountdown periodStart={data?.period_start ?? null} />
          </Card>
        )}
        {data && (
          <MyRankCard
            me={data.me}
            weekly={weekly}
            onShowMyPage={!meOnPage && myPage && myPage !== page ? () => onPage(myPage) : undefined}
          />
        )}
      </div>
      <Card className="p-2 sm:p-4 lg:order-1">
        {isLoading ? (
          <BoardSkeleton />
        ) : isError || !data ? (
          <BoardError message={toProblem(error).message} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.results.length === 0 ? (
          <BoardEmpty weekly={weekly} />
        ) : (
          <>
            <ol aria-label={weekly ? 'This week’s ranking' : 'All-time ranking'} aria-busy={isFetching || undefined} className="space-y-1">
              {data.results.map((row) => (
                <LeaderboardRow key={row.user_id} row={row} isMe={row.user_id === data.me.user_id} />
              ))}
            </ol>
            <Pagination page={data.page} pageCount={pageCount} onPage={onPage} />
          </>
        )}
      </Card>
    </div>
  );
}
