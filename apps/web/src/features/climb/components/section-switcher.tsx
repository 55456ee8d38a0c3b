import { Link } from 'react-router';
import { Check, Lock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { sectionHref } from '../lib/path.ts';
import type { SectionItem } from '../lib/types.ts';

/** Every section of the climb, with its state; the one on screen is marked as the current page. */
export function SectionSwitcher({
  sections,
  activeId,
}: {
  sections: readonly SectionItem[];
  activeId: number;
}) {
  return (
    <nav aria-label="Sections" className="rounded-3xl border-2 border-slate-200 bg-white p-4">
      <h2 className="px-2 text-sm font-bold uppercase tracking-widest text-muted">All sections</h2>
      <ul className="mt-2 space-y-1">
        {sections.map((s) => {
          const active = s.id === activeId;
          return (
            <li key={s.id}>
              <Link
                to={sectionHref(s)}
                aria-current={active ? 'page' : undefined}
                data-status={s.status}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-2xl px-2 py-2 transition focus-visible:outline-3 focus-visible:outline-brand-400',
                  active ? 'bg-brand-50 ring-2 ring-brand-200' : 'hover:bg-slate-50',
                )}
              >
                <span
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-xl text-sm font-extrabold',
                    s.status === 'completed'
                      ? 'bg-amber-400 text-white'
                      : s.status === 'locked'
                        ? 'bg-slate-100 text-slate-400'
                        : 'bg-brand-500 text-white',
                  )}
                >
                  {s.status === 'completed' ? (
                    <Check aria-hidden="true" strokeWidth={3} className="size-5" />
                  ) : s.status === 'locked' ? (
                    <Lock aria-hidden="true" className="size-4" />
                  ) : (
                    s.number
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold text-ink">{s.title}</span>
                  <span className="block text-sm text-muted">
                    {s.status === 'locked'
                      ? 'Locked'
                      : `${s.lessons_completed} of ${s.lessons_total} lessons`}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
