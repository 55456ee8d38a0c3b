import { useId } from 'react';
import { Check } from 'lucide-react';
import { DAILY_GOALS } from '@ascend/contract';
import { cn } from '../../lib/cn.ts';

// Roughly what each goal asks: a first lesson pays 10 xp, a solved puzzle a few points.
const effort: Record<number, string> = {
  10: 'About one lesson a day',
  20: 'Two lessons, or a lesson and some puzzles',
  30: 'Three lessons a day',
  50: 'Five lessons or a long puzzle session',
};

interface GoalPickerProps {
  value: number | null;
  onChange: (goal: number) => void;
  legend?: string;
  /** Hides the legend visually (the page heading says it). */
  hideLegend?: boolean;
}

/**
 * The four daily goals as cards. Native radio inputs stretched over each card give the
 * browser's keyboard behaviour: Tab into the group, arrows to choose.
 */
export function GoalPicker({
  value,
  onChange,
  legend = 'Daily goal',
  hideLegend,
}: GoalPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className={cn('mb-2 font-semibold text-ink', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DAILY_GOALS.map((goal) => {
          const checked = value === goal.xp;
          return (
            <label
              key={goal.xp}
              data-testid={`goal-${goal.xp}`}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white p-3 transition',
                'has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400',
                checked
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-200 hover:border-brand-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={goal.xp}
                checked={checked}
                onChange={() => onChange(goal.xp)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-extrabold text-ink">{goal.name}</span>
                  <span className="text-sm font-bold text-amber-700">{goal.xp} xp/day</span>
                </span>
                <span className="block text-sm text-muted">{effort[goal.xp]}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border-2',
                  checked ? 'border-brand-500 bg-brand-500 text-white' : 'border-slate-300',
                )}
              >
                {checked && <Check className="size-4" />}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
