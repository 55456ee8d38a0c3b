import { Link } from 'react-router';
import { useLeagueCurrentQuery } from '../api/leagues-api.ts';
import { TierBadge } from './tier-badge.tsx';

/** The app bar's way into the league: the learner's tier badge (and name on wider screens). */
export function LeagueChip() {
  const { data } = useLeagueCurrentQuery(undefined);
  const tier = data?.tier;
  return (
    <Link
      to="/app/leagues"
      data-testid="league-chip"
      aria-label={tier ? `Leagues: ${tier.name} league` : 'Leagues'}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full bg-slate-100 px-1.5 font-bold text-ink hover:bg-slate-200 sm:pr-3"
    >
      <TierBadge tier={tier?.number ?? 1} className="size-7" />
      <span className="hidden sm:inline">{tier?.name ?? 'League'}</span>
    </Link>
  );
}
