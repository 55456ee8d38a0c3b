import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { unitHref } from '../lib/path.ts';
import type { UnitItem } from '../lib/types.ts';
import { unitTheme } from './unit-theme.ts';

/** The coloured band that opens a unit on the path, with a way into the unit's lesson list. */
export function UnitBanner({ unit, index }: { unit: UnitItem; index: number }) {
  const theme = unitTheme(index);
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-2xl px-5 py-4 text-white',
        theme.banner,
        theme.shadow,
        unit.status === 'locked' && 'saturate-[.55]',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold uppercase tracking-widest text-white">
          Unit {unit.number} · {unit.lessons_completed}/{unit.lessons_total} lessons
        </p>
        <h2 className="mt-0.5 text-xl font-extrabold leading-tight">{unit.title}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-white">{unit.description}</p>
      </div>
      <Link
        to={unitHref(unit.id)}
        aria-label={`Unit ${unit.number} lessons: ${unit.title}`}
        className="grid size-12 shrink-0 place-items-center rounded-xl border-2 border-white/40 transition hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <BookOpen aria-hidden="true" className="size-6" />
      </Link>
    </div>
  );
}
