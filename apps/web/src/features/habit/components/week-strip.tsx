import { Flame, Snowflake } from 'lucide-react';
import type { Streak } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';
import { longDate, weekOf, weekdayLetter } from '../../../lib/local-dates.ts';

/** This local week, Monday to Sunday: done days burn, frozen days are ice, today is ringed. */
export function WeekStrip({ streak }: { streak: Streak }) {
  const byDate = new Map(streak.days.map((d) => [d.date, d]));
  return (
    <ol className="grid grid-cols-7 gap-1" aria-label="This week">
      {weekOf(streak.today).map((date) => {
        const day = byDate.get(date);
        const isToday = date === streak.today;
        const future = date > streak.today;
        const state = day?.active ? 'done' : day?.frozen ? 'frozen' : future ? 'ahead' : 'missed';
        const label = `${longDate(date)}: ${
          { done: 'done', frozen: 'saved by a freeze', ahead: 'ahead', missed: 'not done' }[state]
        }${isToday ? ' (today)' : ''}`;
        return (
          <li key={date} className="flex flex-col items-center gap-1" aria-label={label}>
            <span className="text-xs font-bold text-muted" aria-hidden="true">
              {weekdayLetter(date)}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 place-items-center rounded-full',
                state === 'done' && 'bg-orange-500 text-white',
                state === 'frozen' && 'bg-sky-100 text-sky-600',
                state === 'missed' && 'bg-slate-100 text-slate-400',
                state === 'ahead' && 'border-2 border-dashed border-slate-200 text-slate-300',
                isToday && 'ring-2 ring-orange-300 ring-offset-2',
              )}
            >
              {state === 'done' ? (
                <Flame className="size-5 fill-current" />
              ) : state === 'frozen' ? (
                <Snowflake className="size-5" />
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
