import type { PlanType } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';

const options: { value: PlanType; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** The Hero card's monthly/yearly switch; yearly carries the spec's "9% Off" tag. */
export function PlanToggle({
  value,
  onChange,
}: {
  value: PlanType;
  onChange: (plan: PlanType) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="grid grid-cols-2 gap-1 rounded-2xl bg-white/15 p-1"
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold transition',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white',
              checked ? 'bg-white text-brand-800 shadow' : 'text-white hover:bg-white/10',
            )}
          >
            {option.label}
            {option.value === 'yearly' && (
              <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-extrabold text-amber-950">
                9% Off
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
