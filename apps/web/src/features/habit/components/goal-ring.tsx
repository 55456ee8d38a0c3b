import { cn } from '../../../lib/cn.ts';

interface GoalRingProps {
  xp: number;
  goal: number;
  className?: string;
  /** Stroke width in the 36-unit view box. */
  stroke?: number;
}

/** Today's goal as a ring that fills clockwise; green once met. Decorative: callers label it. */
export function GoalRing({ xp, goal, className, stroke = 4 }: GoalRingProps) {
  const r = 18 - stroke / 2;
  const length = 2 * Math.PI * r;
  const share = goal > 0 ? Math.min(1, xp / goal) : 0;
  const met = share >= 1;
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" className={cn('-rotate-90', className)}>
      <circle cx="18" cy="18" r={r} fill="none" strokeWidth={stroke} className="stroke-slate-200" />
      <circle
        cx="18"
        cy="18"
        r={r}
        fill="none"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={length}
        strokeDashoffset={length * (1 - share)}
        className={cn(
          'transition-[stroke-dashoffset] duration-700 ease-out motion-reduce:transition-none',
          met ? 'stroke-brand-500' : 'stroke-amber-500',
        )}
        style={{ opacity: share === 0 ? 0 : 1 }}
      />
    </svg>
  );
}
