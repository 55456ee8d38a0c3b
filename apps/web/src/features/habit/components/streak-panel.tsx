import { Link } from 'react-router';
import { Flame, Snowflake, Target, Trophy } from 'lucide-react';
import { PUZZLES_FOR_STREAK_DAY, type Streak } from '@ascend/contract';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { WeekStrip } from './week-strip.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The streak popover: the streak, today's goal, this week, longest streak and freezes. */
export function StreakPanel({ streak, onNavigate }: { streak: Streak; onNavigate?: () => void }) {
  const goalMet = streak.today_xp >= streak.daily_goal;
  const puzzlesLeft = Math.max(0, PUZZLES_FOR_STREAK_DAY - streak.today_puzzles);
  return (
    <div className="space-y-4 p-4">
      <div className="flex items-center gap-3">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-orange-100 text-orange-500">
          <Flame aria-hidden="true" className="size-8 fill-current" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-extrabold text-ink">{streak.current}-day streak</h2>
          <p className="text-sm text-muted">
            {streak.today_done
              ? 'Today counts. Come back tomorrow to keep it going!'
              : `Finish a lesson or solve ${puzzlesLeft === PUZZLES_FOR_STREAK_DAY ? PUZZLES_FOR_STREAK_DAY : `${puzzlesLeft} more`} puzzle${puzzlesLeft === 1 ? '' : 's'} today to ${streak.current > 0 ? 'extend' : 'start'} it.`}
          </p>
        </div>
      </div>
      <WeekStrip streak={streak} />
      <div className="rounded-2xl bg-slate-50 p-3">
        <div className="mb-2 flex items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 font-bold text-ink">
            <Target aria-hidden="true" className="size-4 text-amber-600" /> Daily goal
          </span>
          <span className="font-semibold text-muted">
            {Math.min(streak.today_xp, streak.daily_goal)} / {streak.daily_goal} xp
          </span>
        </div>
        <ProgressBar
          value={(streak.today_xp / streak.daily_goal) * 100}
          label={`Daily goal: ${streak.today_xp} of ${streak.daily_goal} xp`}
          fillClassName={goalMet ? 'bg-brand-500' : 'bg-amber-500'}
        />
        <p className="mt-2 text-xs text-muted">
          Lesson xp and puzzle points both count (1 point = 1 xp).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-2xl border border-slate-200 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-muted">
            <Trophy aria-hidden="true" className="size-4 text-amber-500" /> Longest
          </dt>
          <dd className="mt-1 text-lg font-extrabold text-ink">{plural(streak.longest, 'day')}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-muted">
            <Snowflake aria-hidden="true" className="size-4 text-sky-500" /> Freezes
          </dt>
          <dd className="mt-1 text-lg font-extrabold text-ink">{streak.freezes} / 2</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        A freeze saves your streak on a day you miss. Earn one every 7 days in a row; Hero members
        get 2 each month.
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-bold">
        <Link to="/app/profile" onClick={onNavigate} className="text-brand-700 hover:underline">
          See your calendar
        </Link>
        <Link to="/app/settings" onClick={onNavigate} className="text-brand-700 hover:underline">
          Change daily goal
        </Link>
      </div>
    </div>
  );
}
