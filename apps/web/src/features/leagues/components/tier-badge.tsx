import { cn } from '../../../lib/cn.ts';
import { tierStyle } from '../lib/tier-style.ts';

/**
 * A shield in the tier's colours with its number; decorative next to the tier's name.
 * `className` sets its size (cn does not merge Tailwind classes, so there is no default to fight).
 */
export function TierBadge({ tier, className = 'size-12' }: { tier: number; className?: string }) {
  const s = tierStyle(tier);
  return (
    <svg aria-hidden="true" viewBox="0 0 40 44" className={cn('shrink-0', className)}>
      <path
        d="M20 2 37 8v13c0 10.5-7 18.5-17 21C10 39.5 3 31.5 3 21V8z"
        fill={s.face}
        stroke={s.rim}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text
        x="20"
        y="28"
        textAnchor="middle"
        fontSize="16"
        fontWeight="800"
        fill="#1e293b"
        fontFamily="system-ui, sans-serif"
      >
        {tier}
      </text>
    </svg>
  );
}
