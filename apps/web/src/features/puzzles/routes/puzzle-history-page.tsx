import { Link, useSearchParams } from 'react-router';
import { CircleCheck, CircleX, History, Play, Star } from 'lucide-react';
import type { PuzzleHistoryItem } from '@ascend/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  useBookmarksQuery,
  usePuzzleHistoryQuery,
  useSetBookmarkMutation,
} from '../../../lib/practice-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const modeNames: Record<PuzzleHistoryItem['mode'], string> = {
  rated: 'Rated',
  replay: 'Replay',
  review: 'Review',
  streak: 'Streak',
  timed: 'Timed',
};
const replayHref = (ids: string[], title: string) =>
  `/app/puzzles/replay?ids=${ids.join(',')}&title=${encodeURIComponent(title)}`;

/** /app/puzzles/history — every attempt, and the bookmarked puzzles (?tab=bookmarks). */
export default function PuzzleHistoryPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bookmarks' ? 'bookmarks' : 'history';
  const result = (['failed', 'solved'] as const).find((r) => r === params.get('result')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  usePageTitle(tab === 'bookmarks' ? 'Bookmarked puzzles' : 'Puzzle history');
  const set = (next: Record<string, string>) =>
    setParams({ tab, result, page: '1', ...next }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-ink">Your puzzles</h1>
          <p className="mt-1 text-muted">Every attempt you made, and the puzzles you starred.</p>
        </div>
        <div role="tablist" aria-label="Show" className="flex rounded-xl bg-slate-100 p-1">
          {(['history', 'bookmarks'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              onClick={() => set({ tab: t })}
              className={cn(
                'rounded-lg px-4 py-2 text-sm font-bold',
                tab === t ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink',
              )}
            >
              {t === 'history' ? 'History' : 'Bookmarks'}
            </button>
          ))}
        </div>
      </header>
      {tab === 'history' ? (
        <HistoryList page={page} result={result} set={set} />
      ) : (
        <BookmarkList page={page} set={set} />
      )}
    </div>
  );
}

function StarButton({ id, on }: { id: string; on: boolean }) {
  const [setBookmark, state] = useSetBookmarkMutation();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `Remove the bookmark of puzzle ${id}` : `Bookmark puzzle ${id}`}
      disabled={state.isLoading}
      onClick={() => void setBookmark({ id, on: !on })}
      className="grid size-11 place-items-center rounded-full hover:bg-amber-50"
    >
      <Star
        aria-hidden="true"
        className={cn('size-6', on ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
      />
    </button>
  );
}

function HistoryList({
  page,
  result,
  set,
}: {
  page: number;
  result: 'all' | 'failed' | 'solved';
  set: (n: Record<string, string>) => void;
}) {
  const q = usePuzzleHistoryQuery({ page, result }, { refetchOnMountOrArgChange: true });
  const failedIds = [
    ...new Set(q.data?.results.filter((r) => !r.solved).map((r) => r.puzzle_id) ?? []),
  ];
  return (
    <section aria-label="History" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {(['all', 'failed', 'solved'] as const).map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={result === r}
            onClick={() => set({ result: r })}
            className={cn(
              'rounded-full border-2 px-4 py-1.5 text-sm font-bold capitalize',
              result === r
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-600',
            )}
          >
            {r}
          </button>
        ))}
        {failedIds.length > 0 && (
          <Link
            to={replayHref(failedIds, 'Failed puzzles')}
            className={buttonClass('primary', 'sm', 'ml-auto')}
          >
            <Play aria-hidden="true" className="size-4" /> Practise the failed ones (
            {failedIds.length})
          </Link>
        )}
      </div>
      {q.isLoading ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading your history" />
        </div>
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          We could not load your history.{' '}
          <button type="button" className="underline" onClick={() => void q.refetch()}>
            Try again
          </button>
        </p>
      ) : q.data && q.data.total === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-slate-200 p-8 text-center">
          <History aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-2 font-bold text-ink">
            {result === 'all' ? 'No puzzles yet' : `No ${result} puzzles`}
          </p>
          <p className="text-muted">Solve a few and they show up here.</p>
          <Link to="/app/puzzle/selection" className={buttonClass('primary', 'md', 'mt-4')}>
            Go to puzzles
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2" data-testid="history-list">
            {q.data!.results.map((a) => {
              const change = a.rating_after - a.rating_before;
              return (
                <li
                  key={a.id}
                  data-testid="history-row"
                  className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-3 sm:flex-nowrap"
                >
                  {a.solved ? (
                    <CircleCheck aria-label="Solved" className="size-7 shrink-0 text-brand-600" />
                  ) : (
                    <CircleX aria-label="Failed" className="size-7 shrink-0 text-rose-600" />
                  )}
                  <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-auto">
                    <p className="font-bold text-ink">
                      Puzzle {a.puzzle_id}{' '}
                      <span className="font-semibold text-muted">· {a.puzzle_rating}</span>
                    </p>
                    <p className="text-sm text-muted sm:truncate">
                      {modeNames[a.mode]} · {new Date(a.created_at).toLocaleString()}
                      {a.time_ms !== null && ` · ${Math.round(a.time_ms / 1000)} s`}
                      {a.themes.length > 0 && ` · ${a.themes.slice(0, 3).join(', ')}`}
                    </p>
                  </div>
                  <span
                    className={cn(
                      'ml-auto text-right text-sm font-bold tabular-nums sm:ml-0 sm:w-28',
                      change > 0 ? 'text-brand-700' : change < 0 ? 'text-rose-700' : 'text-muted',
                    )}
                  >
                    <span className="font-semibold text-muted">Rating </span>
                    {a.rating_before}
                    {change !== 0 && ` ${change > 0 ? '+' : '−'}${Math.abs(change)}`}
                  </span>
                  <StarButton id={a.puzzle_id} on={a.bookmarked} />
                  <Link
                    to={replayHref([a.puzzle_id], `Puzzle ${a.puzzle_id}`)}
                    className={buttonClass('secondary', 'sm')}
                    aria-label={`Replay puzzle ${a.puzzle_id}`}
                  >
                    Replay
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pager
            page={page}
            total={q.data!.total}
            pageSize={q.data!.page_size}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}

function BookmarkList({ page, set }: { page: number; set: (n: Record<string, string>) => void }) {
  const q = useBookmarksQuery(page, { refetchOnMountOrArgChange: true });
  const ids = q.data?.results.map((b) => b.puzzle.id) ?? [];
  return (
    <section aria-label="Bookmarks" className="flex flex-col gap-4">
      {q.isLoading ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading your bookmarks" />
        </div>
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          We could not load your bookmarks.{' '}
          <button type="button" className="underline" onClick={() => void q.refetch()}>
            Try again
          </button>
        </p>
      ) : ids.length === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-slate-200 p-8 text-center">
          <Star aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-2 font-bold text-ink">No bookmarks yet</p>
          <p className="text-muted">Star a puzzle in your history to keep it here.</p>
        </div>
      ) : (
        <>
          <Link
            to={replayHref(ids, 'Bookmarked puzzles')}
            className={buttonClass('primary', 'md', 'self-start')}
          >
            <Play aria-hidden="true" className="size-4" /> Practise these ({ids.length})
          </Link>
          <ul className="flex flex-col gap-2">
            {q.data!.results.map((b) => (
              <li
                key={b.puzzle.id}
                className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-ink">
                    Puzzle {b.puzzle.id}{' '}
                    <span className="font-semibold text-muted">· {b.puzzle.rating}</span>
                  </p>
                  <p className="truncate text-sm text-muted">{b.puzzle.themes.join(', ')}</p>
                </div>
                <StarButton id={b.puzzle.id} on />
                <Link
                  to={replayHref([b.puzzle.id], `Puzzle ${b.puzzle.id}`)}
                  className={buttonClass('secondary', 'sm')}
                >
                  Play
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={q.data!.total}
            pageSize={q.data!.page_size}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}
