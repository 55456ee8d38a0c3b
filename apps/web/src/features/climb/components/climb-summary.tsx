import { Link } from 'react-router';
import { Flag, Mountain, Trophy } from 'lucide-react';
import { levelOf, isLevel } from '../lib/levels.ts';
import type { SectionProgress } from '../lib/types.ts';

/** The whole climb at a glance, and the way back to choosing a starting level. */
export function ClimbSummary({ progress }: { progress: SectionProgress }) {
  const stats = [
    {
      label: 'Lessons',
      done: progress.completed.lessons,
      total: progress.totals.lessons,
      Icon: Flag,
    },
    { label: 'Units', done: progress.completed.units, total: progress.totals.units, Icon: Trophy },
    {
      label: 'Sections',
      done: progress.completed.sections,
      total: progress.totals.sections,
      Icon: Mountain,
    },
  ];
  return (
    <section
      aria-labelledby="climb-summary"
      className="rounded-3xl border-2 border-slate-200 bg-white p-5"
    >
      <h2 id="climb-summary" className="text-sm font-bold uppercase tracking-widest text-muted">
        Your climb
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {stats.map(({ label, done, total, Icon }) => (
          <div key={label} className="rounded-2xl bg-slate-50 px-2 py-3">
            <Icon aria-hidden="true" className="mx-auto size-5 text-brand-600" />
            <dd className="mt-1 text-lg font-extrabold text-ink">
              {done}
              <span className="text-sm font-semibold text-muted">/{total}</span>
            </dd>
            <dt className="text-xs font-semibold text-muted">{label}</dt>
          </div>
        ))}
      </dl>
      {isLevel(progress.placement) && (
        <p className="mt-4 text-sm text-muted">
          Started as “{levelOf(progress.placement).title}”.{' '}
          <Link
            to="/app/onboarding"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Change level
          </Link>
        </p>
      )}
    </section>
  );
}
