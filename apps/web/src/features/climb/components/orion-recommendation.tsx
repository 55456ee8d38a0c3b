import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useOrionTrainingQuery } from '../../../lib/orion-api.ts';
import { lessonHref } from '../lib/path.ts';

const labels = {
  tactics: 'Tactics',
  strategy: 'Strategy',
  calculation: 'Calculation',
  attacking: 'Attacking',
} as const;

/**
 * "Recommended by Orion" on the climb: the open lessons that train the learner's weakest skill
 * (issue 16). Hidden until Orion has measured something, and when no open lesson trains it.
 */
export function OrionRecommendation() {
  const training = useOrionTrainingQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = training.data;
  const lessons = data?.lessons.filter((l) => l.status === 'next').slice(0, 2) ?? [];
  if (!data || data.evidence === 0 || lessons.length === 0) return null;
  return (
    <section
      aria-labelledby="orion-rec-title"
      data-testid="orion-recommendation"
      className="mt-4 rounded-2xl border-2 border-indigo-200 bg-indigo-50 p-4"
    >
      <h2 id="orion-rec-title" className="flex items-center gap-2 font-extrabold text-indigo-900">
        <Sparkles aria-hidden="true" className="size-5" /> Recommended by Orion
      </h2>
      <p className="mt-1 text-sm text-indigo-900">
        {labels[data.skill]} is your weakest skill ({data.rating}). These lessons train it:
      </p>
      <ul className="mt-3 space-y-2">
        {lessons.map((l) => (
          <li key={l.id}>
            <Link
              to={lessonHref(l.id)}
              className="flex items-center justify-between gap-3 rounded-xl bg-white px-3 py-2.5 font-bold text-ink ring-1 ring-indigo-200 transition hover:bg-indigo-100 focus-visible:outline-3 focus-visible:outline-brand-400"
            >
              <span className="min-w-0">
                <span className="block truncate">{l.title}</span>
                <span className="block truncate text-xs font-medium text-muted">
                  {l.unit_title}
                </span>
              </span>
              <span className="shrink-0 text-sm text-indigo-700">Start</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/app/orion"
        className="mt-3 inline-block text-sm font-bold text-indigo-800 underline"
      >
        See your skills
      </Link>
    </section>
  );
}
