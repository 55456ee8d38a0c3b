import { Link } from 'react-router';
import { Shield } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** Placeholder rows while the cohort loads, the height of real ones so nothing jumps. */
export function LeagueSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your league" className="space-y-4">
      <div className="h-20 animate-pulse rounded-2xl bg-slate-200" />
      <ol className="space-y-1">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="flex min-h-14 animate-pulse items-center gap-3 px-3">
            <span className="h-5 w-7 rounded bg-slate-200" />
            <span className="size-9 rounded-full bg-slate-200" />
            <span className="h-4 flex-1 rounded bg-slate-200" />
            <span className="h-4 w-14 rounded bg-slate-200" />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Before the first xp of the week: the learner is in no cohort yet. */
export function LeagueEmpty({ tierName }: { tierName: string }) {
  return (
    <div data-testid="league-empty" className="px-4 py-10 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Shield aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-3 text-lg font-bold text-ink">Earn xp this week to join a league</h2>
      <p className="mx-auto mt-1 max-w-sm text-muted">
        Your first lesson of the week puts you in a {tierName} league with up to 29 other learners.
        The top 7 move up on Monday.
      </p>
      <Link to="/app/climb" className={buttonClass('primary', 'md', 'mt-5')}>
        Start a lesson
      </Link>
    </div>
  );
}

export function LeagueError(props: { message: string; retrying: boolean; onRetry(): void }) {
  return <LoadError title="We could not load your league" {...props} />;
}
