import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { SubmitResult } from '../api/puzzles-api.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '±0');

function Figures({ result }: { result: SubmitResult }) {
  if (!result.rated)
    return (
      <p className="text-sm text-muted">
        You have played this puzzle before, so it is not rated again.
      </p>
    );
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div className="rounded-xl bg-white/70 px-3 py-2">
        <dt className="text-xs font-semibold text-muted uppercase">Rating</dt>
        <dd data-testid="rating-change" className="text-lg font-extrabold tabular-nums">
          {result.rating_after}{' '}
          <span
            className={cn(
              'text-sm',
              result.rating_change >= 0 ? 'text-brand-700' : 'text-rose-700',
            )}
          >
            {signed(result.rating_change)}
          </span>
        </dd>
      </div>
      <div className="rounded-xl bg-white/70 px-3 py-2">
        <dt className="text-xs font-semibold text-muted uppercase">Points</dt>
        <dd data-testid="points-gained" className="text-lg font-extrabold tabular-nums">
          {result.user_puzzle_point}{' '}
          <span className="text-sm text-brand-700">{signed(result.points_gained)}</span>
        </dd>
      </div>
    </dl>
  );
}

interface PuzzleResultProps {
  solved: boolean;
  /** The solution's first move for the learner, in SAN, when they went wrong. */
  bestMove?: string;
  result: SubmitResult | undefined;
  saving: boolean;
  saveFailed: boolean;
  onRetrySave: () => void;
}

/** The verdict card: solved or failed, and once saved the rating change and points. */
export function PuzzleResult({
  solved,
  bestMove,
  result,
  saving,
  saveFailed,
  onRetrySave,
}: PuzzleResultProps) {
  const Icon = solved ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      data-testid="puzzle-result"
      data-outcome={solved ? 'solved' : 'failed'}
      className={cn(
        'flex flex-col gap-3 rounded-2xl p-4 ring-2',
        solved ? 'bg-brand-50 ring-brand-200' : 'bg-rose-50 ring-rose-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn('size-9 shrink-0', solved ? 'text-brand-600' : 'text-rose-600')}
        />
        <div>
          <p className={cn('text-xl font-extrabold', solved ? 'text-brand-800' : 'text-rose-700')}>
            {solved ? 'Puzzle solved!' : 'Puzzle failed'}
          </p>
          <p className={cn('text-sm', solved ? 'text-brand-900' : 'text-rose-900')}>
            {solved
              ? 'Well played: that was the winning line.'
              : bestMove
                ? `That move misses it. The best move was ${bestMove}.`
                : 'That move misses it.'}
          </p>
        </div>
      </div>
      {result && <Figures result={result} />}
      {result?.new_badge && (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800 ring-1 ring-amber-200">
          <img src={result.new_badge.image} alt="" className="size-8" /> New badge:{' '}
          {result.new_badge.name}!
        </p>
      )}
      {saving && <p className="text-sm text-muted">Saving your result…</p>}
      {saveFailed && (
        <p className="text-sm text-rose-800">
          We could not save your result.{' '}
          <button type="button" onClick={onRetrySave} className="font-bold underline">
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
