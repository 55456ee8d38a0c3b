import { Link } from 'react-router';
import { CalendarClock, Heart, History, RotateCcw, Star, Zap } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/hooks.ts';
import { useReviewSummaryQuery } from '../../../lib/practice-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useExerciseHeartsQuery } from '../api/exercise-api.ts';

/** /app/review — the review deck's due counts, heart practice and the ways to practise puzzles. */
export default function ReviewPage() {
  usePageTitle('Review');
  const summary = useReviewSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const hearts = useExerciseHeartsQuery(undefined, { refetchOnMountOrArgChange: true });
  const hero = useAuth().user?.subscription.is_active ?? false;
  const due = summary.data?.due_now ?? 0;
  const canEarn =
    !hero && hearts.data && !hearts.data.unlimited && hearts.data.hearts < hearts.data.max_hearts;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold text-ink">Review</h1>
        <p className="mt-1 text-muted">
          Every exercise you got wrong, every puzzle you failed and every mistake Orion found in
          your own games comes back here, when it is due.
        </p>
      </header>

      <section
        aria-labelledby="deck-title"
        className="rounded-3xl border-2 border-slate-200 bg-white p-5 sm:p-6"
        data-testid="review-deck"
      >
        <h2 id="deck-title" className="text-lg font-extrabold text-ink">
          Your mistakes
        </h2>
        {summary.isLoading ? (
          <div className="mt-4 flex items-center gap-3 text-muted">
            <Spinner className="[&>span:first-child]:size-5" label="Loading your review deck" />
          </div>
        ) : summary.isError ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-danger">
            We could not load your review deck.
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void summary.refetch()}
            >
              Try again
            </button>
          </div>
        ) : summary.data && summary.data.total === 0 ? (
          <div className="mt-4 rounded-2xl bg-brand-50 p-4 text-brand-900">
            <p className="font-bold">No mistakes to review — great! Try a Puzzle Streak.</p>
            <Link to="/app/puzzles/streak" className={buttonClass('primary', 'md', 'mt-3')}>
              <Zap aria-hidden="true" className="size-5" /> Start a Puzzle Streak
            </Link>
          </div>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              <div className="rounded-2xl bg-amber-50 p-4">
                <dt className="text-sm font-semibold text-amber-800">Due now</dt>
                <dd data-testid="due-now" className="text-3xl font-black text-amber-700">
                  {due}
                </dd>
              </div>
              <div className="rounded-2xl bg-slate-50 p-4">
                <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
                  <CalendarClock aria-hidden="true" className="size-4" /> Later this week
                </dt>
                <dd data-testid="due-later" className="text-3xl font-black text-slate-700">
                  {summary.data?.due_later_this_week ?? 0}
                </dd>
              </div>
            </dl>
            {summary.data ? (
              <p data-testid="review-sources" className="mt-3 text-sm text-muted">
                In your deck: {summary.data.sources.exercises} from lessons,{' '}
                {summary.data.sources.puzzles} puzzles, {summary.data.sources.games} mistakes from
                your own games.
              </p>
            ) : null}
            {due > 0 ? (
              <Link
                to="/app/review/session"
                className={buttonClass('primary', 'lg', 'mt-4 w-full sm:w-auto')}
              >
                <RotateCcw aria-hidden="true" className="size-5" /> Start review ({due})
              </Link>
            ) : (
              <p className="mt-4 text-muted">
                Nothing is due right now. Items come back on a schedule that spaces them out as you
                get them right.
              </p>
            )}
          </>
        )}
      </section>

      <section
        aria-labelledby="hearts-title"
        className="rounded-3xl border-2 border-rose-100 bg-rose-50/60 p-5 sm:p-6"
      >
        <h2 id="hearts-title" className="flex items-center gap-2 text-lg font-extrabold text-ink">
          <Heart aria-hidden="true" className="size-5 fill-rose-500 text-rose-500" /> Earn a heart
          back
        </h2>
        {hero || hearts.data?.unlimited ? (
          <p className="mt-2 text-muted">Your Hero plan gives you unlimited hearts.</p>
        ) : canEarn ? (
          <>
            <p className="mt-2 text-slate-700">
              You have {hearts.data!.hearts} of {hearts.data!.max_hearts} hearts. Finish a short
              practice without a mistake to get one back.
            </p>
            <Link
              to="/app/review/hearts"
              className={buttonClass('primary', 'lg', 'mt-4 w-full sm:w-auto')}
            >
              <Heart aria-hidden="true" className="size-5" /> Practise to earn a heart
            </Link>
          </>
        ) : (
          <p className="mt-2 text-muted">Your hearts are full. Come back here when you lose one.</p>
        )}
      </section>

      <nav aria-label="Puzzle practice" className="grid gap-3 sm:grid-cols-2">
        <Link
          to="/app/puzzles/streak"
          className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 font-bold text-ink hover:border-brand-300"
        >
          <Zap aria-hidden="true" className="size-6 text-amber-500" /> Puzzle Streak
        </Link>
        <Link
          to="/app/puzzles/timed"
          className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 font-bold text-ink hover:border-brand-300"
        >
          <CalendarClock aria-hidden="true" className="size-6 text-sky-600" /> Timed run
        </Link>
        <Link
          to="/app/puzzles/history"
          className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 font-bold text-ink hover:border-brand-300"
        >
          <History aria-hidden="true" className="size-6 text-slate-600" /> Puzzle history
        </Link>
        <Link
          to="/app/puzzles/history?tab=bookmarks"
          className="flex items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 font-bold text-ink hover:border-brand-300"
        >
          <Star aria-hidden="true" className="size-6 text-amber-500" /> Bookmarked puzzles
        </Link>
      </nav>
    </div>
  );
}
