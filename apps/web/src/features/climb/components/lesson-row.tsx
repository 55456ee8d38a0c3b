import { Link } from 'react-router';
import { Check, Lock, RotateCcw, Star, Trophy, Zap } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { lessonHref } from '../lib/path.ts';
import type { LessonItem } from '../lib/types.ts';
import { StatusBadge } from './status-badge.tsx';

const action = (lesson: LessonItem) =>
  lesson.status === 'completed' ? 'Replay' : lesson.status === 'in_progress' ? 'Continue' : 'Start';

/** One lesson of a unit: its state, its xp and the button that opens it. */
export function LessonRow({ lesson, current }: { lesson: LessonItem; current: boolean }) {
  const locked = lesson.status === 'locked';
  const Icon =
    lesson.status === 'completed' ? Check : lesson.checkpoint ? Trophy : locked ? Lock : Star;
  return (
    <li
      data-testid="lesson-row"
      data-status={lesson.status}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl border-2 bg-white p-4 sm:flex-nowrap',
        current ? 'border-brand-300 shadow-[0_4px_0_var(--color-brand-200)]' : 'border-slate-200',
      )}
    >
      <span
        className={cn(
          'grid size-14 shrink-0 place-items-center rounded-full',
          lesson.status === 'completed'
            ? 'bg-amber-400 text-white'
            : locked
              ? 'bg-slate-100 text-slate-400'
              : 'bg-brand-500 text-white',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn(
            'size-7',
            !locked && !lesson.checkpoint && lesson.status !== 'completed' && 'fill-current',
          )}
          strokeWidth={lesson.status === 'completed' ? 3.5 : 2}
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold uppercase tracking-widest text-muted">
          {lesson.checkpoint ? 'Unit checkpoint' : `Lesson ${lesson.number}`}
        </p>
        <h2 className="text-lg font-extrabold leading-tight text-ink">{lesson.title}</h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-muted">
          <StatusBadge status={lesson.status} />
          <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
            <Zap aria-hidden="true" className="size-4 fill-current" /> {lesson.xp} xp
          </span>
          <span>
            {lesson.status === 'in_progress'
              ? `${lesson.exercises_answered} of ${lesson.exercises_total} exercises`
              : `${lesson.exercises_total} exercises`}
          </span>
        </div>
      </div>
      {locked ? (
        <span className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-slate-100 px-5 font-semibold text-slate-600 sm:w-auto">
          <Lock aria-hidden="true" className="size-4" /> Locked
        </span>
      ) : (
        <Link
          to={lessonHref(lesson.id)}
          aria-label={`${action(lesson)} lesson ${lesson.number}: ${lesson.title}`}
          className={buttonClass(
            lesson.status === 'completed' ? 'secondary' : 'primary',
            'md',
            'w-full sm:w-auto',
          )}
        >
          {lesson.status === 'completed' && <RotateCcw aria-hidden="true" className="size-4" />}
          {action(lesson)}
        </Link>
      )}
    </li>
  );
}
