import { useState } from 'react';
import { Link } from 'react-router';
import { Gamepad2 } from 'lucide-react';
import type { EngineGame } from '@ascend/contract';
import { MIN_LESSON_GAME_MOVES } from '@ascend/chess';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOrionEngineGamesQuery } from './api.ts';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The learner's side: the side to move in the exercise position. */
export const lessonGameSide = (g: EngineGame) => (g.fen.split(' ')[1] === 'b' ? 'Black' : 'White');

/**
 * The learner's finished "Play it out" games, one native radio each drawn as a card (arrow keys
 * move between them). Too-short games are listed but cannot be picked, with the reason.
 */
export function LessonGamePicker({
  value,
  onChange,
  error,
}: {
  value: EngineGame | null;
  onChange: (game: EngineGame) => void;
  error: string | null;
}) {
  const [page, setPage] = useState(1);
  const q = useOrionEngineGamesQuery(page, { refetchOnMountOrArgChange: true });

  if (q.isLoading)
    return (
      <div
        role="status"
        className="space-y-2"
        aria-busy="true"
        aria-label="Loading your games from the lessons"
      >
        {[0, 1].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (q.isError || !q.data)
    return (
      <p role="alert" className="text-sm text-danger">
        Your games from the lessons could not be loaded.{' '}
        <button type="button" className="font-bold underline" onClick={() => void q.refetch()}>
          Try again
        </button>
      </p>
    );
  if (q.data.total === 0)
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-300 p-5 text-center">
        <Gamepad2 aria-hidden="true" className="mx-auto size-8 text-brand-600" />
        <p className="mt-2 font-bold text-ink">No finished games from your lessons yet</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          Play a “Play it out” exercise in the climb: you play a position to the end against the
          computer. Once you win or lose it, the game appears here for Orion to analyse.
        </p>
        <Link to="/app/climb" className={buttonClass('secondary', 'sm', 'mt-4')}>
          Go to the climb
        </Link>
      </div>
    );

  const { results, page_size, total } = q.data;
  const pages = Math.ceil(total / page_size);
  return (
    <div className="space-y-2">
      <fieldset className="space-y-2" aria-describedby={error ? 'lesson-game-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">
          Pick a game from your lessons
        </legend>
        {results.map((g) => {
          const mine = Math.ceil(g.plies / 2);
          return (
            <label
              key={g.id}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-xl border-2 px-4 py-2 text-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200',
                !g.analysable
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
                  : value?.id === g.id
                    ? 'cursor-pointer border-brand-500 bg-brand-50'
                    : 'cursor-pointer border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="lesson-game"
                value={g.id}
                checked={value?.id === g.id}
                disabled={!g.analysable}
                onChange={() => onChange(g)}
                className="sr-only"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-ink">{g.lesson_title}</span>
                <span className="block text-muted">
                  {date(g.played_at)} · you played {lessonGameSide(g)} · {mine}{' '}
                  {mine === 1 ? 'move' : 'moves'}
                  {g.analysable
                    ? ''
                    : ` · too short to analyse (${MIN_LESSON_GAME_MOVES} moves or more)`}
                </span>
              </span>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold',
                  g.result === 'won'
                    ? 'bg-emerald-100 text-emerald-800'
                    : 'bg-rose-100 text-rose-800',
                )}
              >
                {g.result === 'won' ? 'Won' : 'Lost'}
              </span>
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p id="lesson-game-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center justify-between text-sm">
          <button
            type="button"
            className="font-bold text-brand-700 underline disabled:opacity-40"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Newer games
          </button>
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="font-bold text-brand-700 underline disabled:opacity-40"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older games
          </button>
        </div>
      ) : null}
    </div>
  );
}
