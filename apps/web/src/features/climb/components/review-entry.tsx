import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { useReviewSummaryQuery } from '../../../lib/practice-api.ts';

/** "Review (N due)" on the climb when the review deck has something due (ADR 0016). */
export function ReviewEntry() {
  const summary = useReviewSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const due = summary.data?.due_now ?? 0;
  if (due <= 0) return null;
  return (
    <Link
      to="/app/review"
      data-testid="review-entry"
      className="mt-4 flex items-center gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 font-bold text-amber-900 shadow-[0_4px_0_var(--color-amber-300)] transition hover:bg-amber-100 focus-visible:outline-4 focus-visible:outline-brand-400"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-400 text-white">
        <RotateCcw aria-hidden="true" className="size-5" strokeWidth={3} />
      </span>
      <span className="flex-1">
        Review ({due} due)
        <span className="block text-sm font-medium text-amber-800">
          Mistakes to practise before they fade
        </span>
      </span>
    </Link>
  );
}
