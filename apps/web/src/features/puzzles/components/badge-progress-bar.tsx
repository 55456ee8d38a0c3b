import * as Progress from '@radix-ui/react-progress';
import { Trophy } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { BadgeStep } from '../lib/badge-progress.ts';
import { badgeProgress } from '../lib/badge-progress.ts';

function BadgeChip({ badge, role, dim }: { badge: BadgeStep | null; role: string; dim?: boolean }) {
  return (
    <figure
      data-testid={`${role}-badge`}
      className="flex w-12 shrink-0 flex-col items-center gap-0.5"
    >
      {badge ? (
        <img
          src={badge.image}
          alt=""
          className={cn('size-10', dim && 'opacity-60 grayscale-[60%]')}
        />
      ) : (
        <span className="grid size-10 place-items-center rounded-full bg-amber-100 text-amber-600">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
      )}
      <figcaption className="max-w-14 truncate text-[11px] font-bold text-ink">
        <span className="sr-only">{role === 'last' ? 'Last badge: ' : 'Next badge: '}</span>
        {badge?.name ?? (role === 'last' ? 'No badge yet' : 'Top badge')}
      </figcaption>
    </figure>
  );
}

interface BadgeProgressBarProps {
  badges: readonly BadgeStep[];
  points: number;
  className?: string;
}

/**
 * The last achieved badge, a bar towards the next and the next badge (spec §2, §9: 400 px from
 * md up, 250 px below, 10 px high, green, 500 ms transition).
 */
export function BadgeProgressBar({ badges, points, className }: BadgeProgressBarProps) {
  const { last, next, percent, toNext } = badgeProgress(badges, points);
  const label = next
    ? `${points} puzzle points, ${toNext} to the ${next.name} badge`
    : `${points} puzzle points, every badge earned`;
  return (
    <div data-testid="badge-progress" className={cn('flex items-center gap-1.5', className)}>
      <BadgeChip badge={last} role="last" />
      <div className="flex flex-col items-center gap-1">
        <Progress.Root
          value={Math.round(percent)}
          aria-label={label}
          className="relative h-[10px] w-[250px] overflow-hidden rounded-full bg-slate-200 md:w-[400px]"
        >
          <Progress.Indicator
            data-testid="badge-progress-fill"
            className="h-full rounded-full bg-green-500 transition-[width] duration-500 ease-out"
            style={{ width: `${percent}%` }}
          />
        </Progress.Root>
        <p aria-hidden="true" className="text-xs font-semibold text-muted tabular-nums">
          {next ? `${points} / ${next.range_from} points` : `${points} points`}
        </p>
      </div>
      <BadgeChip badge={next} role="next" dim />
    </div>
  );
}
