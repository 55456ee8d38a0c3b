import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Flame } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useStreakQuery } from '../api/habit-api.ts';
import { useSyncTimeZone } from '../hooks/use-sync-time-zone.ts';
import { GoalRing } from './goal-ring.tsx';
import { HabitMoments } from './habit-moments.tsx';
import { StreakPanel } from './streak-panel.tsx';

/** The app bar's streak flame and goal ring; opens the streak panel. */
export function HabitBar() {
  useSyncTimeZone();
  const [open, setOpen] = useState(false);
  const { data, isLoading, isError, refetch } = useStreakQuery(undefined, {
    refetchOnFocus: true,
  });
  const label = data
    ? `Streak: ${data.current} day${data.current === 1 ? '' : 's'}${data.today_done ? ', today done' : ''}. Daily goal: ${Math.min(data.today_xp, data.daily_goal)} of ${data.daily_goal} xp`
    : 'Streak';
  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          data-testid="habit-bar"
          aria-label={label}
          className="inline-flex min-h-10 items-center gap-1 rounded-full bg-orange-50 py-1 pl-1 pr-2.5 font-bold text-orange-600 hover:bg-orange-100 focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          {/* The ring is today's goal; the flame inside burns once today counts. */}
          <span className="relative grid size-8 place-items-center">
            <GoalRing
              xp={data?.today_xp ?? 0}
              goal={data?.daily_goal ?? 20}
              className="absolute inset-0 size-8"
            />
            <Flame
              aria-hidden="true"
              className={cn('size-4', data?.today_done ? 'fill-current' : 'text-orange-300')}
            />
          </span>
          <span data-testid="streak-count">{data?.current ?? '–'}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-label="Your streak"
            className="z-40 w-[min(22rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl animate-[fade-in_120ms_ease-out] focus:outline-none"
          >
            {data ? (
              <StreakPanel streak={data} onNavigate={() => setOpen(false)} />
            ) : isLoading ? (
              <div className="grid place-items-center p-8">
                <Spinner label="Loading your streak" />
              </div>
            ) : isError ? (
              <div className="p-6 text-center">
                <p role="alert" className="text-danger">
                  Could not load your streak.
                </p>
                <button
                  type="button"
                  onClick={() => void refetch()}
                  className="mt-2 font-bold text-brand-700 hover:underline"
                >
                  Try again
                </button>
              </div>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {data && <HabitMoments streak={data} />}
    </>
  );
}
