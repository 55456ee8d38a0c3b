import { cn } from '../../../lib/cn.ts';

const medals: Record<number, { emoji: string; label: string }> = {
  1: { emoji: '🥇', label: 'Gold medal, rank 1' },
  2: { emoji: '🥈', label: 'Silver medal, rank 2' },
  3: { emoji: '🥉', label: 'Bronze medal, rank 3' },
};

/** A medal for the top three, the plain rank number for everyone else. */
export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  const medal = medals[rank];
  if (medal) {
    return (
      <span role="img" aria-label={medal.label} className={cn('w-10 text-center text-2xl leading-none', className)}>
        {medal.emoji}
      </span>
    );
  }
  return (
    <span className={cn('w-10 text-center text-base font-bold tabular-nums text-muted', className)}>
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}
