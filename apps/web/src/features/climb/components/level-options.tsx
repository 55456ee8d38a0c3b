import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { levels } from '../lib/levels.ts';
import type { Level } from '../lib/types.ts';
import { LevelIllustration } from './level-illustration.tsx';

interface LevelOptionsProps {
  value: Level | null;
  onChange: (level: Level) => void;
  /** Marks the level the placement test suggested. */
  suggested?: Level;
}

/**
 * The three starting levels as large cards. Native radio inputs (stretched invisibly over each
 * card) give the browser's own keyboard behaviour: Tab into the group, arrows to choose.
 */
export function LevelOptions({ value, onChange, suggested }: LevelOptionsProps) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Your chess level</legend>
      {levels.map((level) => {
        const checked = value === level.value;
        return (
          <label
            key={level.value}
            className={cn(
              'relative flex w-full cursor-pointer items-center gap-4 rounded-3xl border-2 bg-white p-3 transition sm:p-4',
              'has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400',
              checked
                ? 'border-brand-500 bg-brand-50 shadow-[0_4px_0_var(--color-brand-300)]'
                : 'border-slate-200 shadow-[0_4px_0_var(--color-slate-200)] hover:border-brand-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={checked}
              onChange={() => onChange(level.value)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-3xl opacity-0"
            />
            <LevelIllustration level={level.value} className="size-16 sm:size-20" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-extrabold leading-tight text-ink">{level.title}</span>
                {suggested === level.value && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">
                    Suggested
                  </span>
                )}
              </span>
              <span className="mt-0.5 block text-sm text-muted sm:text-base">{level.text}</span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border-2 transition',
                checked
                  ? 'border-brand-500 bg-brand-500 text-white'
                  : 'border-slate-300 text-transparent',
              )}
            >
              <Check strokeWidth={3.5} className="size-4" />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
