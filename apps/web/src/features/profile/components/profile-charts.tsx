import { toProblem } from '../../../lib/api-error.ts';
import { useProfileHistoryQuery } from '../api/profile-api.ts';
import { RatingChart } from './rating-chart.tsx';
import { XpChart } from './xp-chart.tsx';

/** The own profile's history: xp per day and puzzle rating over the last 30 days. */
export function ProfileCharts() {
  const { data, error, isLoading } = useProfileHistoryQuery(undefined);
  if (isLoading) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your charts"
        className="grid animate-pulse gap-4 lg:grid-cols-2"
      >
        <div className="h-72 rounded-2xl bg-slate-200" />
        <div className="h-72 rounded-2xl bg-slate-200" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-danger ring-1 ring-red-200"
      >
        Your charts could not be loaded. {toProblem(error).message}
      </p>
    );
  }
  return (
    <section aria-label="Your progress" className="grid gap-4 lg:grid-cols-2">
      <XpChart days={data.xp_by_day} />
      <RatingChart points={data.puzzle_rating} />
    </section>
  );
}
