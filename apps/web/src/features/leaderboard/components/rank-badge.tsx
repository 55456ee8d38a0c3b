import { cn } from '../../../lib/cn.ts';

// Drawn, not emoji: medal emoji depend on the device's fonts and show as empty boxes without one.
const medals: Record<number, { label: string; face: string; rim: string; ribbon: string }> = {
  1: { label: 'Gold medal, rank 1', face: '#facc15', rim: '#ca8a04', ribbon: '#2563eb' },
  2: { label: 'Silver medal, rank 2', face: '#e2e8f0', rim: '#94a3b8', ribbon: '#dc2626' },
  3: { label: 'Bronze medal, rank 3', face: '#f0a86b', rim: '#b45309', ribbon: '#16a34a' },
};

/** A medal for the top three, the plain rank number for everyone else. */
export function RankBadge({ rank, compact = false }: { rank: number; compact?: boolean }) {
  const medal = medals[rank];
  if (medal) {
    return (
      <span className={cn('grid place-items-center', compact ? 'w-8' : 'w-10')}>
        <svg
          role="img"
          aria-label={medal.label}
          viewBox="0 0 32 32"
          className={compact ? 'size-7' : 'size-8'}
        >
          <path d="M9 1h6l4 11h-6z" fill={medal.ribbon} />
          <path d="M23 1h-6l-4 11h6z" fill={medal.ribbon} opacity="0.8" />
          <circle cx="16" cy="20" r="10" fill={medal.face} stroke={medal.rim} strokeWidth="2.5" />
          <text
            x="16"
            y="24.5"
            textAnchor="middle"
            fontSize="12"
            fontWeight="800"
            fill="#1e293b"
            fontFamily="system-ui, sans-serif"
          >
            {rank}
          </text>
        </svg>
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
