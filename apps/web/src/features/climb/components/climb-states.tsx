import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { CloudOff, Mountain, RotateCcw } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';

/** Grey placeholder blocks in the shape of what is loading; announced once to screen readers. */
export function ClimbSkeleton({ label, kind }: { label: string; kind: 'path' | 'cards' | 'list' }) {
  return (
    <div role="status" aria-live="polite" data-testid="climb-loading" className="animate-pulse">
      <span className="sr-only">{label}</span>
      {kind === 'path' ? (
        <div aria-hidden="true" className="mt-10 flex flex-col items-center gap-7">
          <div className="h-20 w-full rounded-2xl bg-slate-200" />
          {[0, 1, 2, 1, 0, -1].map((o, i) => (
            <div
              key={i}
              className="size-18 rounded-full bg-slate-200"
              style={{ transform: `translateX(${o * 56}px)` }}
            />
          ))}
        </div>
      ) : (
        <div
          aria-hidden="true"
          className={cn('mt-6 grid gap-4', kind === 'cards' && 'sm:grid-cols-2')}
        >
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              className={cn('rounded-2xl bg-slate-200', kind === 'cards' ? 'h-40' : 'h-20')}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface ProblemProps {
  title: string;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  retrying?: boolean;
  /** Already on the climb: no link back to it. */
  onClimb?: boolean;
}

/** A failed load: what happened, in words, and a way to try again. */
export function ClimbError({ title, error, onRetry, retrying, onClimb }: ProblemProps) {
  const notFound = error && 'status' in error && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-md rounded-3xl border-2 border-rose-100 bg-white p-8 text-center shadow-sm"
    >
      <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-rose-50 text-rose-600">
        <CloudOff aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-4 text-xl font-extrabold text-ink">{title}</h2>
      <p className="mt-2 text-muted">{toProblem(error).message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <Button onClick={onRetry} pending={retrying}>
            <RotateCcw aria-hidden="true" className="size-5" /> Try again
          </Button>
        )}
        {!onClimb && (
          <Link to="/app/climb" className={buttonClass(notFound ? 'primary' : 'secondary')}>
            Back to the climb
          </Link>
        )}
      </div>
    </div>
  );
}

/** Nothing to show yet: said plainly, with somewhere to go. */
export function ClimbEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-3xl border-2 border-dashed border-slate-200 bg-white p-8 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Mountain aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-4 text-xl font-extrabold text-ink">{title}</h2>
      <div className="mt-2 text-muted">{children}</div>
    </div>
  );
}
