import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { GameSummary } from '@ascend/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { cn } from '../../../lib/cn.ts';
import { ANALYSIS_POLL_MS, isRunning, useOrionAccountsQuery, useOrionGamesQuery } from './api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Status in words, with the progress while the engine works. */
export function statusText(g: Pick<GameSummary, 'status' | 'progress'>): string {
  if (g.status === 'queued') return 'Waiting for the engine';
  if (g.status === 'analysing')
    // Positions run from the start to after the last move: position n is move n's verdict.
    return `Analysing: move ${Math.min(g.progress.done, g.progress.total - 1)} of ${g.progress.total - 1}`;
  if (g.status === 'failed') return 'Failed, credits refunded';
  if (g.status === 'waiting') return 'Waiting for credits';
  return 'Analysed';
}

const badge: Record<GameSummary['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  analysing: 'bg-sky-100 text-sky-800',
  done: 'bg-brand-100 text-brand-800',
  failed: 'bg-red-100 text-red-800',
  waiting: 'bg-amber-100 text-amber-900',
};

/** The learner's analysed games, newest first; polls while one is still being analysed. */
export function GameList({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const probe = useOrionGamesQuery(page, { refetchOnMountOrArgChange: true });
  // A linked account's first import is under way: its games are about to arrive.
  const accounts = useOrionAccountsQuery(undefined);
  const syncing = accounts.data?.some((a) => !a.last_synced_at && !a.sync_error) ?? false;
  const running = (probe.data?.results.some((g) => isRunning(g.status)) ?? false) || syncing;
  const q = useOrionGamesQuery(page, { pollingInterval: running ? ANALYSIS_POLL_MS : 0 });

  if (q.isLoading)
    return (
      <div className="grid place-items-center py-10">
        <Spinner label="Loading your games" />
      </div>
    );
  if (q.isError || !q.data)
    return (
      <div
        role="alert"
        className="rounded-xl bg-red-50 p-4 text-sm text-danger ring-1 ring-red-200"
      >
        Your games could not be loaded.{' '}
        <button type="button" className="font-bold underline" onClick={() => void q.refetch()}>
          Try again
        </button>
      </div>
    );
  if (q.data.total === 0)
    return (
      <p className="rounded-xl border-2 border-dashed border-slate-200 p-6 text-center text-muted">
        No games yet. Send your first one above: Orion finds the moments that decided it.
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label="Your analysed games">
        {q.data.results.map((g) => (
          <li key={g.id}>
            <Link
              to={`/app/orion/games/${g.id}`}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none sm:p-4"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-3 shrink-0 rounded-full ring-1 ring-slate-400',
                  g.color === 'white' ? 'bg-white' : 'bg-slate-900',
                )}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-ink">
                  {g.white} – {g.black}{' '}
                  {g.result !== '*' ? (
                    <span className="font-normal text-muted">{g.result}</span>
                  ) : null}
                </span>
                <span className="block text-sm text-muted">
                  {when(g.played_at ?? g.created_at)} · {Math.ceil(g.plies / 2)} moves · you played{' '}
                  {g.color}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span
                  className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', badge[g.status])}
                >
                  {statusText(g)}
                </span>
                {g.accuracy !== null ? (
                  <span className="text-sm font-bold text-ink">{g.accuracy}% accuracy</span>
                ) : null}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        label="Game pages"
        page={page}
        pageSize={q.data.page_size}
        total={q.data.total}
        onPage={onPage}
      />
    </div>
  );
}
