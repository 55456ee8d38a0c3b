import type { LeaderboardPeriod } from '@ascend/contract';
import { toProblem } from '../../../lib/api-error.ts';
import { useLeaderboardQuery } from '../api/leaderboard-api.ts';
import { BoardEmpty, BoardError, BoardPastEnd, BoardSkeleton } from './board-states.tsx';
import { LeaderboardRow } from './leaderboard-row.tsx';
import { MyRankBar } from './my-rank-bar.tsx';
import { MyRankCard } from './my-rank-card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

interface BoardPanelProps {
  period: LeaderboardPeriod;
  page: number;
  onPage(page: number): void;
}

/** One board (this week or all time): the page of rows beside the caller's own place. */
export function BoardPanel({ period, page, onPage }: BoardPanelProps) {
  const { data, error, isLoading, isFetching, isError, refetch } = useLeaderboardQuery({
    period,
    page,
  });
  const weekly = period === 'week';
  const pageSize = Math.max(1, data?.page_size ?? 20);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const meOnPage = data?.results.some((r) => r.user_id === data.me.user_id) ?? false;
  const myPage = data?.me.on_board ? Math.ceil(data.me.rank / pageSize) : null;

  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
          {isLoading ? (
            <BoardSkeleton />
          ) : isError || !data ? (
            <BoardError
              message={toProblem(error).message}
              retrying={isFetching}
              onRetry={() => void refetch()}
            />
          ) : data.results.length === 0 && data.total > 0 ? (
            <BoardPastEnd pageCount={pageCount} onPage={onPage} />
          ) : data.results.length === 0 ? (
            <BoardEmpty weekly={weekly} />
          ) : (
            <>
              <ol
                aria-label={weekly ? 'This week’s ranking' : 'All-time ranking'}
                aria-busy={isFetching || undefined}
                className="space-y-1"
              >
                {data.results.map((row) => (
                  <LeaderboardRow
                    key={row.user_id}
                    row={row}
                    isMe={row.user_id === data.me.user_id}
                  />
                ))}
              </ol>
              <Pager
                className="mt-4 justify-between"
                label="Leaderboard pages"
                page={data.page}
                pageSize={pageSize}
                total={data.total}
                onPage={onPage}
              />
            </>
          )}
        </div>
        {data && (
          <div className="lg:sticky lg:top-20">
            <MyRankCard
              me={data.me}
              weekly={weekly}
              onPage={meOnPage}
              onShowMyPage={
                !meOnPage && myPage && myPage !== page ? () => onPage(myPage) : undefined
              }
            />
          </div>
        )}
      </div>
      {data && !meOnPage && <MyRankBar me={data.me} />}
    </>
  );
}
