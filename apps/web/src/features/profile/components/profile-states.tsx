import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';

export function ProfileSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the profile"
      className="animate-pulse space-y-4"
    >
      <div className="h-44 rounded-3xl bg-slate-200" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-20 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

/** Shown for an id that belongs to nobody (or to a deleted account). */
export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-slate-100 text-muted">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold text-ink">We couldn’t find that climber</h1>
      <p className="mt-2 text-muted">
        The profile may have been removed, or the link is mistyped. Find other learners on the
        leaderboard.
      </p>
      <Link to="/app/leaderboard" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to the leaderboard
      </Link>
    </div>
  );
}

export function ProfileError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-extrabold text-ink">We could not load this profile</h1>
      <p className="mt-2 text-muted">{message}</p>
      <Button className="mt-6" pending={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
