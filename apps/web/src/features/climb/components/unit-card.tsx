import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { unitHref } from '../lib/path.ts';
import type { UnitItem } from '../lib/types.ts';
import { StatusBadge } from './status-badge.tsx';
import { unitTheme } from './unit-theme.ts';

/** A unit of a section: what it teaches and how far through it the learner is. */
export function UnitCard({ unit, index }: { unit: UnitItem; index: number }) {
  const theme = unitTheme(index);
  const percent =
    unit.lessons_total === 0 ? 0 : (unit.lessons_completed / unit.lessons_total) * 100;
  const locked = unit.status === 'locked';
  return (
    <Link
      to={unitHref(unit.id)}
      data-testid="unit-card"
      className={cn(
        'group flex w-full flex-col rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-[0_4px_0_var(--color-slate-200)] transition hover:-translate-y-0.5 hover:border-slate-300',
        'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-2xl text-lg font-extrabold text-white',
            theme.banner,
            locked && 'saturate-[.55]',
          )}
        >
          {unit.number}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold uppercase tracking-widest text-muted">
            Unit {unit.number}
          </p>
          <h2 className="text-lg font-extrabold leading-tight text-ink">{unit.title}</h2>
        </div>
        <StatusBadge status={unit.status} />
      </div>
      <p className="mt-3 flex-1 text-muted">{unit.description}</p>
      <div className="mt-4 flex items-center gap-3">
        <ProgressBar
          value={percent}
          label={`${unit.title}: ${unit.lessons_completed} of ${unit.lessons_total} lessons`}
          className="h-2.5"
          fillClassName={unit.status === 'completed' ? 'bg-amber-400' : undefined}
        />
        <span className="shrink-0 text-sm font-bold text-muted">
          {unit.lessons_completed}/{unit.lessons_total}
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
        />
      </div>
    </Link>
  );
}
