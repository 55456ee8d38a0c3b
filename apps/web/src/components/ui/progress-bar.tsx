import * as Progress from '@radix-ui/react-progress';
import { cn } from '../../lib/cn.ts';

/** The spec's rule: the percentage is clamped to 0–100 (section 5). */
export const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

interface ProgressBarProps {
  /** 0–100; values outside are clamped. */
  value: number;
  label: string;
  className?: string;
  fillClassName?: string;
}

/** The fill follows the percentage with a 500 ms ease-out transition. */
export function ProgressBar({ value, label, className, fillClassName }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <Progress.Root
      value={percent}
      aria-label={label}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <Progress.Indicator
        className={cn(
          'h-full rounded-full bg-brand-500 transition-[width] duration-500 ease-out',
          fillClassName,
        )}
        style={{ width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
