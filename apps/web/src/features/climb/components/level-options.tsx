import * as RadioGroup from '@radix-ui/react-radio-group';
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

/** The three starting levels as large cards; arrow keys move between them (a radio group). */
export function LevelOptions({ value, onChange, suggested }: LevelOptionsProps) {
  return (
    <RadioGroup.Root
      aria-label="Your chess level"
      value={value ?? ''}
      onValueChange={(v) => onChange(v as Level)}
      className="space-y-3"
    >
      {levels.map((level) => {
        const checked = value === level.value;
        return (
          <RadioGroup.Item
            key={level.value}
            value={level.value}
            className={cn(
              'flex w-full items-center gap-4 rounded-3xl border-2 bg-white p-3 text-left transition sm:p-4',
              'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
              checked ? 'border-brand-500 bg-brand-50 shadow-[0_4px_0_var(--color-brand-300)]' : 'border-slate-200 shadow-[0_4px_0_var(--color-slate-200)] hover:border-brand-300',
            )}
          >
            <LevelIllustration level={level.value} className="size-16 sm:size-20" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-extrabold leading-tight text-ink">{level.title}</span>
                {suggested === level.value && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">Suggested</span>
                )}
              </span>
              <span className="mt-0.5 block text-sm text-muted sm:text-base">{level.text}</span>
            </span>
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border-2 transition',
                checked ? 'border-brand-500 bg-brand-500 text-white' : 'border-slate-300 text-transparent',
              )}
            >
              <Check aria-hidden="true" strokeWidth={3.5} className="size-4" />
            </span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
