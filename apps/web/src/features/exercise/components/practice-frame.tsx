import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

interface PracticeFrameProps {
  title: string;
  /** Progress through the session; null when the length is open (the review deck). */
  progress: { position: number; total: number } | null;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** The practice screens' frame: close, what is being practised, progress, then the item. */
export function PracticeFrame({ title, progress, onClose, children, footer }: PracticeFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 pt-4 pb-2 sm:gap-5 sm:px-6 sm:pt-6">
        <button
          type="button"
          onClick={onClose}
          aria-label="Leave the practice"
          className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-7" />
        </button>
        {progress ? (
          <ProgressBar
            value={progress.total > 0 ? (progress.position / progress.total) * 100 : 0}
            label={`Item ${progress.position} of ${progress.total}`}
            className="h-4"
            fillClassName="bg-brand-500 shadow-[inset_0_-4px_0_rgba(0,0,0,0.12)]"
          />
        ) : (
          <span className="flex-1" />
        )}
        <span className="shrink-0 text-sm font-extrabold uppercase tracking-wide text-brand-700">
          {title}
        </span>
      </header>
      <main
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-4 sm:px-6 sm:py-8"
        data-testid="practice"
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
