import type { LucideIcon } from 'lucide-react';
import { BookOpenCheck, CalendarRange, Gauge, Mountain, Star, Zap } from 'lucide-react';
import type { PublicProfile } from '@ascend/contract';

interface Stat {
  label: string;
  value: string;
  Icon: LucideIcon;
  tone: string;
}

function statsOf(p: PublicProfile): Stat[] {
  const n = (v: number) => v.toLocaleString('en');
  return [
    { label: 'Total xp', value: n(p.xp), Icon: Zap, tone: 'bg-amber-50 text-amber-600' },
    { label: 'This week', value: `${n(p.weekly_xp)} xp`, Icon: CalendarRange, tone: 'bg-orange-50 text-orange-600' },
    { label: 'Lessons completed', value: n(p.lessons_completed), Icon: BookOpenCheck, tone: 'bg-brand-50 text-brand-700' },
    {
      label: 'Current section',
      value: p.current_section ? `${p.current_section.number}. ${p.current_section.title}` : 'Not started',
      Icon: Mountain,
      tone: 'bg-sky-50 text-sky-700',
    },
    { label: 'Puzzle rating', value: p.puzzle_rating === null ? 'Unrated' : String(p.puzzle_rating), Icon: Gauge, tone: 'bg-violet-50 text-violet-700' },
    { label: 'Puzzle points', value: n(p.puzzle_points), Icon: Star, tone: 'bg-rose-50 text-rose-600' },
  ];
}

/** The learner's numbers as a grid of labelled tiles (a description list for screen readers). */
export function ProfileStats({ profile }: { profile: PublicProfile }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {statsOf(profile).map(({ label, value, Icon, tone }) => (
        <div key={label} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="truncate text-lg font-extrabold text-ink" title={value}>
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
