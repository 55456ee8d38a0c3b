import { cn } from '../../../lib/cn.ts';
import type { PuzzleBadge } from '../api/puzzles-api.ts';

/** Every badge in order: the earned ones in colour, the rest greyed with the points they need. */
export function BadgeShelf({ badges }: { badges: readonly PuzzleBadge[] }) {
  return (
    <ul aria-label="Badges" className="grid grid-cols-4 gap-2 sm:grid-cols-7">
      {badges.map((b) => (
        <li
          key={b.name}
          data-achieved={b.achieved}
          className="flex flex-col items-center gap-1 text-center"
        >
          <img
            src={b.image}
            alt=""
            className={cn('size-12', !b.achieved && 'opacity-40 grayscale')}
          />
          <span className={cn('text-xs font-bold', b.achieved ? 'text-ink' : 'text-muted')}>
            {b.name}
          </span>
          <span className="text-[11px] text-muted tabular-nums">
            <span className="sr-only">{b.achieved ? 'earned, ' : 'not earned yet, '}from </span>
            {b.range_from} pts
          </span>
        </li>
      ))}
    </ul>
  );
}
