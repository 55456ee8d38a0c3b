import { cn } from '../../../lib/cn.ts';

const medals: Record<number, { emoji: string; label: string }> = {
  1: { emoji: '🥇', label: 'Gold medal, rank 1' },
  2: { emoji: '🥈', label: 'Silver medal, rank 2' },
  3: { emoji: '🥉', label: 'Bronze medal, rank 3' },
};

/** A medal for the top three, the plain rank number for everyone else. */
export function RankBadge({ rank, compact = false }: { rank: number; compact?: boolean }) {
  const medal = medals[rank];
  if (medal) {
    return (
      <span
        role="img"
        aria-label={medal.label}
        className={cn('text-center leading-none', compact ? 'w-8 text-xl' : 'w-10 text-2xl')}
      >
        {medal.emoji}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'text-center text-base font-bold tabular-nums text-muted',
        compact ? 'w-8' : 'w-10',
      )}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}
