import { Link } from 'react-router';
import type { LeaderboardRow as Row } from '@ascend/contract';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { countryName } from '../../../lib/countries.ts';
import { RankBadge } from './rank-badge.tsx';

interface LeaderboardRowProps {
  row: Row;
  isMe: boolean;
  /** Tighter spacing for the narrow "around you" list. */
  compact?: boolean;
}

/** One learner: rank or medal, avatar, flag, name linking to their profile, xp. */
export function LeaderboardRow({ row, isMe, compact = false }: LeaderboardRowProps) {
  const country = countryName(row.country);
  return (
    <li
      data-testid="leaderboard-row"
      data-me={isMe || undefined}
      aria-current={isMe ? 'true' : undefined}
      className={cn(
        'flex items-center rounded-xl',
        compact ? 'min-h-12 gap-2 px-2 py-1.5' : 'min-h-16 gap-3 px-2 py-2 sm:px-3',
        isMe ? 'bg-brand-50 ring-2 ring-brand-300' : 'hover:bg-slate-50',
      )}
    >
      <RankBadge rank={row.rank} compact={compact} />
      <UserAvatar
        name={row.username}
        src={row.avatar_url}
        seed={row.user_id}
        sizeClass={compact ? 'size-8' : 'size-10'}
        textClassName={compact ? 'text-xs' : 'text-sm'}
      />
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Link
          to={`/app/user/${row.user_id}`}
          className="truncate font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {row.username}
        </Link>
        {country && <CountryFlag code={row.country} label={country} />}
        {isMe &&
          (compact ? (
            <span className="sr-only">(you)</span>
          ) : (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold uppercase text-white">
              You
            </span>
          ))}
      </div>
      <span className="shrink-0 text-right font-bold tabular-nums text-ink">
        {row.xp.toLocaleString('en')} <span className="text-sm font-semibold text-muted">xp</span>
      </span>
    </li>
  );
}
