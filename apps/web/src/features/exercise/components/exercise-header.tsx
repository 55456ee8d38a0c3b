import { Heart, Infinity as InfinityIcon, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

interface ExerciseHeaderProps {
  position: number;
  total: number;
  hearts: number | null;
  unlimited: boolean;
  onClose: () => void;
  /** Beside the hearts: the lesson's idea card button. */
  extra?: ReactNode;
}

/** Close, progress (position over total) and hearts — or the unlimited indicator for subscribers. */
export function ExerciseHeader({
  position,
  total,
  hearts,
  unlimited,
  onClose,
  extra,
}: ExerciseHeaderProps) {
  const percent = total > 0 ? (position / total) * 100 : 0;
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 pt-4 pb-2 sm:gap-5 sm:px-6 sm:pt-6">
      <button
        type="button"
        onClick={onClose}
        aria-label="Quit the lesson"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden="true" className="size-7" />
      </button>
      <ProgressBar
        value={percent}
        label={`Exercise ${position} of ${total}`}
        className="h-4"
        fillClassName="bg-brand-500 shadow-[inset_0_-4px_0_rgba(0,0,0,0.12)]"
      />
      <span data-testid="progress-text" className="sr-only">
        {position} / {total}
      </span>
      {extra}
      {unlimited ? (
        <span
          data-testid="exercise-hearts"
          title="Unlimited hearts"
          className="flex shrink-0 items-center gap-1 font-bold text-rose-600"
        >
          <InfinityIcon aria-hidden="true" className="size-7" />
          <span className="sr-only">Unlimited hearts</span>
        </span>
      ) : (
        <span
          data-testid="exercise-hearts"
          className="flex shrink-0 items-center gap-1 text-lg font-bold text-rose-600"
        >
          <Heart aria-hidden="true" className="size-7 fill-current" />
          <span className="sr-only">Hearts:</span>
          {hearts ?? '–'}
        </span>
      )}
    </header>
  );
}
