import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import { Check, Lock, Star, Trophy, Zap } from 'lucide-react';
import './climb.css';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { lessonHref, type NodeState } from '../lib/path.ts';
import type { LessonItem } from '../lib/types.ts';

interface LessonNodeProps {
  lesson: LessonItem;
  state: NodeState;
  /** -1…1, times the path's amplitude (the --amp custom property). */
  offset: number;
  /** Word on the current lesson's bubble: Start or Continue. */
  bubble: string;
  lessonsInUnit: number;
}

const face: Record<NodeState, string> = {
  done: 'bg-amber-400 text-white shadow-[0_6px_0_var(--color-amber-600)] hover:brightness-105',
  current: 'bg-brand-500 text-white shadow-[0_6px_0_var(--color-brand-700)] hover:bg-brand-400',
  open: 'bg-brand-500 text-white shadow-[0_6px_0_var(--color-brand-700)] hover:bg-brand-400',
  locked: 'bg-slate-200 text-slate-400 shadow-[0_6px_0_var(--color-slate-300)]',
};

const stateWords: Record<NodeState, string> = {
  done: 'completed',
  current: 'your next lesson',
  open: 'open',
  locked: 'locked',
};

const Icon = ({ state, checkpoint }: { state: NodeState; checkpoint: boolean }) =>
  state === 'done' ? (
    <Check aria-hidden="true" strokeWidth={4} className="size-9" />
  ) : checkpoint ? (
    <Trophy aria-hidden="true" strokeWidth={2.5} className="size-8" />
  ) : state === 'locked' ? (
    <Lock aria-hidden="true" strokeWidth={2.5} className="size-8" />
  ) : (
    <Star aria-hidden="true" className="size-9 fill-current" />
  );

/** One stop on the winding path. Pressing it opens a card with the lesson and its action. */
export function LessonNode({ lesson, state, offset, bubble, lessonsInUnit }: LessonNodeProps) {
  const action =
    state === 'done'
      ? 'Practise again'
      : lesson.status === 'in_progress'
        ? 'Continue'
        : lesson.checkpoint && state === 'open'
          ? 'Test out'
          : 'Start';
  // An open checkpoint that is not the next lesson is the "test out" offer (ADR 0021).
  const testOut = lesson.checkpoint && state === 'open';
  return (
    <li
      className="relative flex justify-center"
      style={{ transform: `translateX(calc(var(--amp) * ${offset}))` }}
    >
      {state === 'current' && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-12 z-10 animate-[climb-bubble-float_1.6s_ease-in-out_infinite] rounded-xl border-2 border-slate-200 bg-white px-3 py-1.5 text-sm font-extrabold uppercase tracking-wide text-brand-600 shadow-sm after:absolute after:left-1/2 after:top-full after:-ml-1.5 after:border-[6px] after:border-transparent after:border-t-white"
        >
          {bubble}
        </span>
      )}
      {state === 'current' && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0 size-[72px] animate-[climb-ring-pulse_2s_ease-out_infinite] rounded-full"
        />
      )}
      <Popover.Root>
        <Popover.Trigger asChild>
          <button
            type="button"
            data-testid="lesson-node"
            data-node={state}
            data-lesson-id={lesson.id}
            data-checkpoint={lesson.checkpoint || undefined}
            aria-label={`${lesson.checkpoint ? 'Checkpoint' : `Lesson ${lesson.number}`}: ${lesson.title}, ${stateWords[state]}`}
            className={cn(
              'grid size-[72px] place-items-center rounded-full transition active:translate-y-1 active:shadow-none',
              'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-400',
              face[state],
              state === 'current' && 'ring-[10px] ring-brand-100',
              lesson.checkpoint && 'rounded-[22px]',
            )}
          >
            <Icon state={state} checkpoint={lesson.checkpoint} />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            sideOffset={14}
            collisionPadding={12}
            className={cn(
              'z-40 w-72 rounded-2xl p-4 shadow-xl animate-[fade-in_120ms_ease-out] focus:outline-none',
              state === 'locked'
                ? 'border-2 border-slate-200 bg-white text-ink'
                : 'bg-brand-500 text-white',
            )}
          >
            <p className="text-lg font-extrabold leading-tight">{lesson.title}</p>
            <p
              className={cn(
                'mt-1 text-sm font-medium',
                state === 'locked' ? 'text-muted' : 'text-white/90',
              )}
            >
              {lesson.checkpoint
                ? 'Unit checkpoint · a mix of the whole unit'
                : `Lesson ${lesson.number} of ${lessonsInUnit}`}
              {lesson.status === 'in_progress' &&
                ` · ${lesson.exercises_answered} of ${lesson.exercises_total} done`}
            </p>
            {state === 'locked' ? (
              <p className="mt-3 rounded-xl bg-slate-100 px-3 py-2 text-sm text-muted">
                {lesson.checkpoint
                  ? 'Finish the unit to unlock its checkpoint. Passing it opens the next unit.'
                  : 'Finish the lessons before this one to unlock it.'}
              </p>
            ) : (
              <>
                {testOut && (
                  <p className="mt-2 text-sm font-medium text-white/90">
                    Already know this unit? Pass the checkpoint to skip ahead.
                  </p>
                )}
                <Link
                  to={lessonHref(lesson.id)}
                  className={buttonClass(
                    'secondary',
                    'md',
                    'mt-3 w-full ring-0 text-brand-700 shadow-[0_4px_0_rgba(0,0,0,0.15)]',
                  )}
                >
                  {action}
                  <span className="inline-flex items-center gap-0.5 text-amber-600">
                    <Zap aria-hidden="true" className="size-4 fill-current" />+{lesson.xp} xp
                  </span>
                </Link>
              </>
            )}
            <Popover.Arrow
              className={state === 'locked' ? 'fill-slate-200' : 'fill-brand-500'}
              width={16}
              height={8}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </li>
  );
}
