import { Minus, Plus } from 'lucide-react';

interface StepperProps<T> {
  label: string;
  options: readonly T[];
  index: number;
  onChange(index: number): void;
  format(option: T): string;
}

/** Steps through a fixed list; the buttons are disabled at either end (spec section 5). */
export function Stepper<T>({ label, options, index, onChange, format }: StepperProps<T>) {
  const current = options[index];
  const atStart = index <= 0;
  const atEnd = index >= options.length - 1;
  const stepClass =
    'grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-800 ring-1 ring-brand-200 transition hover:bg-brand-100 disabled:opacity-40 disabled:hover:bg-brand-50';
  return (
    <div role="group" aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={stepClass}
        disabled={atStart}
        onClick={() => onChange(index - 1)}
        aria-label={`Lower ${label}`}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <output aria-live="polite" className="min-w-32 text-center text-lg font-bold tabular-nums">
        {current === undefined ? '' : format(current)}
      </output>
      <button
        type="button"
        className={stepClass}
        disabled={atEnd}
        onClick={() => onChange(index + 1)}
        aria-label={`Raise ${label}`}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
