import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageOpen, TriangleAlert } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function PuzzleLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center px-4">
      <div className="flex items-center gap-3 text-muted">
        <Spinner className="text-brand-600" label="Finding a puzzle" />
        <p aria-hidden="true" className="font-semibold">
          Finding a puzzle…
        </p>
      </div>
    </div>
  );
}

function StateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-4 my-10 flex max-w-md sm:mx-auto flex-col items-center gap-4 rounded-2xl bg-white px-6 py-8 text-center ring-1 ring-slate-200">
      {icon}
      <h2 className="text-2xl font-extrabold text-ink">{title}</h2>
      <div className="text-muted">{children}</div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}

/** No unplayed puzzle of the theme in any range (the server already widened the range). */
export function PuzzleEmpty({ theme, onSettings }: { theme: string; onSettings: () => void }) {
  return (
    <StateCard
      icon={<PackageOpen aria-hidden="true" className="size-14 text-brand-600" />}
      title="No puzzles found"
      actions={
        <>
          <Link to="/app/select-puzzle-type" className={buttonClass('primary', 'md')}>
            Choose another theme
          </Link>
          <button type="button" onClick={onSettings} className={buttonClass('secondary', 'md')}>
            Change difficulty
          </button>
        </>
      }
    >
      <p>
        There are no puzzles left for you in “{theme}”: you have played them all, or the theme has
        none yet.
      </p>
    </StateCard>
  );
}

export function PuzzleError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StateCard
      icon={<TriangleAlert aria-hidden="true" className="size-14 text-rose-600" />}
      title="Error loading puzzle"
      actions={
        <>
          <button type="button" onClick={onRetry} className={buttonClass('primary', 'md')}>
            Try again
          </button>
          <Link to="/app/select-puzzle-type" className={buttonClass('secondary', 'md')}>
            Choose another theme
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </StateCard>
  );
}
