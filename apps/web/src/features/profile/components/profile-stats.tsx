import type { LucideIcon } from 'lucide-react';
import {
  BookOpenCheck,
  CalendarRange,
  Flame,
  Gauge,
  Mountain,
  Star,
  Trophy,
  Zap,
} from 'lucide-react';
import type { PublicProfile } from '@ascend/contract';

interface Stat {
  label: string;
  value: string;
  Icon: LucideIcon;
  tone: string;
  /** Long values (a section title) get a whole row instead of being cut short. */
  wide?: boolean;
  testId?: string;
}

function statsOf(p: PublicProfile): Stat[] {
  const n = (v: number) => v.toLocaleString('en');
  return [
    { label: 'Total xp', value: n(p.xp), Icon: Zap, tone: 'bg-amber-50 text-amber-600' },
    {
      label: 'This week',
      value: `${n(p.weekly_xp)} xp`,
      Icon: CalendarRange,
      tone: 'bg-orange-50 text-orange-600',
    },
    {
      label: 'Lessons completed',
      value: n(p.lessons_completed),
      Icon: BookOpenCheck,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Puzzle rating',
      value: p.puzzle_rating === null ? 'Unrated' : String(p.puzzle_rating),
      Icon: Gauge,
      tone: 'bg-violet-50 text-violet-700',
    },
    {
      label: 'Puzzle points',
      value: n(p.puzzle_points),
      Icon: Star,
      tone: 'bg-rose-50 text-rose-600',
    },
    {
      label: 'Streak',
      value: `${p.streak_days} day${p.streak_days === 1 ? '' : 's'}`,
      Icon: Flame,
      tone: 'bg-orange-50 text-orange-600',
      testId: 'profile-streak',
    },
    {
      label: 'Puzzle Streak best',
      value: n(p.puzzle_streak_best),
      Icon: Trophy,
      tone: 'bg-amber-50 text-amber-700',
      testId: 'profile-puzzle-streak',
    },
    {
      label: 'Current section',
      value: p.current_section
        ? `Section ${p.current_section.number}: ${p.current_section.title}`
        : 'Not started',
      Icon: Mountain,
      tone: 'bg-sky-50 text-sky-700',
      wide: true,
    },
  ];
}

/** The learner's numbers as a grid of labelled tiles (a description list for screen readers). */
export function ProfileStats({ profile }: { profile: PublicProfile }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {statsOf(profile).map(({ label, value, Icon, tone, wide, testId }) => (
        // dt and dd stay direct children of the group div, as a description list requires.
        <div
          key={label}
          data-testid={testId}
          className={`relative rounded-2xl border border-slate-200 bg-white py-3 pl-16 pr-3 shadow-sm sm:py-4 sm:pl-[4.5rem] ${wide ? 'col-span-2' : ''}`}
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
            <span
              className={`absolute left-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-xl sm:left-4 ${tone}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-lg font-extrabold leading-snug text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
