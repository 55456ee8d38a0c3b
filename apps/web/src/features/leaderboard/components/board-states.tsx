import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** Placeholder rows while a page loads, the same height as real ones so nothing jumps. */
export function BoardSkeleton() {
  return (
    <ol aria-busy="true" aria-label="Loading the leaderboard" className="space-y-1">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="flex min-h-16 animate-pulse items-center gap-3 px-3">
          <span className="h-5 w-8 rounded bg-slate-200" />
          <span className="size-10 rounded-full bg-slate-200" />
          <span className="h-4 flex-1 rounded bg-slate-200" />
          <span className="h-4 w-16 rounded bg-slate-200" />
        </li>
      ))}
    </ol>
  );
}

export function BoardEmpty({ weekly }: { weekly: boolean }) {
  return (
    <div className="px-4 py-10 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-600">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-3 text-lg font-bold text-ink">
        {weekly ? 'Nobody has earned xp this week yet' : 'Nobody has earned xp yet'}
      </h2>
      <p className="mt-1 text-muted">Finish a lesson to take the lead.</p>
      <Link to="/app/climb" className={buttonClass('primary', 'md', 'mt-5')}>
        Start a lesson
      </Link>
    </div>
  );
}

export function BoardError(props: { message: string; retrying: boolean; onRetry(): void }) {
  return <LoadError title="We could not load the leaderboard" {...props} />;
}

/** A page number past the last page (an old link, or the board shrank at the weekly reset). */
export function BoardPastEnd({
  pageCount,
  onPage,
}: {
  pageCount: number;
  onPage(page: number): void;
}) {
  return (
    <div className="px-4 py-10 text-center">
      <h2 className="text-lg font-bold text-ink">This page of the board is empty</h2>
      <p className="mt-1 text-muted">
        The board has {pageCount} page{pageCount === 1 ? '' : 's'} right now.
      </p>
      <Button className="mt-5" onClick={() => onPage(1)}>
        Go to the top of the board
      </Button>
    </div>
  );
}
