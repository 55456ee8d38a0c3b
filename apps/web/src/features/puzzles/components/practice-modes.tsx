import { Link } from 'react-router';
import { Flame, History, RotateCcw, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReviewSummaryQuery, useRunBestsQuery } from '../../../lib/practice-api.ts';

function Tile(props: {
  to: string;
  icon: ReactNode;
  title: string;
  detail: string;
  testId: string;
}) {
  return (
    <Link
      to={props.to}
      data-testid={props.testId}
      className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 transition hover:border-brand-300 focus-visible:outline-4 focus-visible:outline-brand-400"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-50">
        {props.icon}
      </span>
      <span className="min-w-0">
        <span className="block font-extrabold text-ink">{props.title}</span>
        <span className="block truncate text-sm text-muted">{props.detail}</span>
      </span>
    </Link>
  );
}

/** Unrated ways to practise: Puzzle Streak, the timed run, history and bookmarks, the review deck. */
export function PracticeModes() {
  const bests = useRunBestsQuery(undefined);
  const review = useReviewSummaryQuery(undefined);
  const best = (n: number | undefined) => (n === undefined ? '…' : n);
  return (
    <section aria-labelledby="practice-modes" className="flex flex-col gap-3">
      <h2 id="practice-modes" className="text-xl font-extrabold text-ink">
        Practice modes
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          to="/app/puzzles/streak"
          testId="mode-streak"
          icon={<Flame aria-hidden="true" className="size-6 text-orange-500" />}
          title="Puzzle Streak"
          detail={`One life · best ${best(bests.data?.streak)}`}
        />
        <Tile
          to="/app/puzzles/timed"
          testId="mode-timed"
          icon={<Timer aria-hidden="true" className="size-6 text-sky-600" />}
          title="Timed run"
          detail={`3 minutes · best ${best(bests.data?.timed)}`}
        />
        <Tile
          to="/app/puzzles/history"
          testId="mode-history"
          icon={<History aria-hidden="true" className="size-6 text-slate-600" />}
          title="History"
          detail="Replays and bookmarks"
        />
        <Tile
          to="/app/review"
          testId="mode-review"
          icon={<RotateCcw aria-hidden="true" className="size-6 text-amber-600" />}
          title="Review"
          detail={
            review.data
              ? review.data.due_now > 0
                ? `${review.data.due_now} due now`
                : 'Nothing due'
              : 'Your mistakes'
          }
        />
      </div>
    </section>
  );
}
