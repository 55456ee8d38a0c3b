import { Flame, Snowflake } from 'lucide-react';
import type { PublicProfile } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';
import { dayNumber, longDate, weekStart, weekdayLetter } from '../../../lib/local-dates.ts';

type Day = PublicProfile['streak_calendar'][number];
const WEEK = [
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-14',
  '2026-03-15',
];

/** The last five weeks of local days: days that counted burn, days a freeze saved are ice. */
export function StreakCalendar({ profile }: { profile: PublicProfile }) {
  const days = profile.streak_calendar;
  if (days.length === 0) return null;
  const first = days[0]!.date;
  // Blank cells before the first day line the grid up on Mondays.
  const lead = Math.round(
    (Date.parse(`${first}T00:00:00Z`) - Date.parse(`${weekStart(first)}T00:00:00Z`)) / 86_400_000,
  );
  const today = days.at(-1)!.date;
  const active = days.filter((d) => d.active).length;
  return (
    <section
      aria-labelledby="streak-calendar"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="streak-calendar" className="text-lg font-bold text-ink">
          Streak calendar
        </h2>
        <p className="text-sm text-muted">
          {active} active day{active === 1 ? '' : 's'} in the last 5 weeks · longest streak{' '}
          {profile.streak_longest} day{profile.streak_longest === 1 ? '' : 's'}
        </p>
      </div>
      <div className="mt-4 grid grid-cols-7 gap-1.5 text-center" role="list">
        {WEEK.map((d) => (
          <span key={d} aria-hidden="true" className="text-xs font-bold text-muted">
            {weekdayLetter(d)}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => (
          <CalendarDay key={day.date} day={day} today={day.date === today} />
        ))}
      </div>
      <p className="mt-4 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-orange-400" /> Streak day
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-sky-200" /> Saved by a freeze
        </span>
      </p>
    </section>
  );
}

function CalendarDay({ day, today }: { day: Day; today: boolean }) {
  const state = day.active ? 'streak day' : day.frozen ? 'saved by a freeze' : 'no activity';
  return (
    <span
      role="listitem"
      aria-label={`${longDate(day.date)}: ${state}${today ? ' (today)' : ''}`}
      className={cn(
        'relative mx-auto grid aspect-square w-full max-w-11 place-items-center rounded-xl text-sm font-bold',
        day.active && 'bg-orange-400 text-orange-950',
        day.frozen && !day.active && 'bg-sky-100 text-sky-700',
        !day.active && !day.frozen && 'bg-slate-50 text-slate-600',
        today && 'ring-2 ring-orange-300 ring-offset-1',
      )}
    >
      {day.active ? (
        <Flame aria-hidden="true" className="absolute size-4 opacity-30" />
      ) : day.frozen ? (
        <Snowflake aria-hidden="true" className="absolute size-4 opacity-40" />
      ) : null}
      <span className="relative">{dayNumber(day.date)}</span>
    </span>
  );
}
