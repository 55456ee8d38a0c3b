import { cn } from '../../lib/cn.ts';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-current border-t-transparent opacity-80"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
