import { Link } from 'react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { LeagueRow } from '@ascend/contract';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { cn } from '../../../lib/cn.ts';

type Zone = 'up' | 'stay' | 'down';

interface CohortTableProps {
  rows: LeagueRow[];
  promote: number;
  demote: number;
  meId: number | undefined;
  /** The names of the tiers a move leads to, for the zone headings (null at the ends). */
  upName: string | null;
  downName: string | null;
}

const zoneStyle: Record<Zone, { band: string; heading: string }> = {
  up: { band: 'border-l-4 border-emerald-500 bg-emerald-50/70', heading: 'text-emerald-800' },
  stay: { band: 'border-l-4 border-transparent', heading: 'text-muted' },
  down: { band: 'border-l-4 border-rose-500 bg-rose-50/70', heading: 'text-rose-800' },
};

const moves = (count: number, end: 'top' | 'bottom') =>
  count === 1 ? `the ${end === 'top' ? 'leader' : 'last'} moves` : `the ${end} ${count} move`;

function Row({ row, me }: { row: LeagueRow; me: boolean }) {
  return (
    <li
      data-testid="league-row"
      data-me={me || undefined}
      aria-current={me ? 'true' : undefined}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-xl px-2 py-1.5 sm:px-3',
        me && 'bg-white ring-2 ring-brand-500',
      )}
    >
      <span className="w-7 shrink-0 text-center font-bold tabular-nums text-ink">{row.rank}</span>
      <UserAvatar name={row.username} src={row.avatar_url} seed={row.user_id} sizeClass="size-9" />
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <Link
          to={`/app/user/${row.user_id}`}
          className="truncate font-semibold text-ink hover:text-brand-700 hover:underline"
        >
          {row.username}
        </Link>
        {me && (
          <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold uppercase text-white">
            You
          </span>
        )}
      </span>
      <span className="shrink-0 font-bold tabular-nums text-ink">
        {row.xp.toLocaleString('en')} <span className="text-sm font-semibold text-muted">xp</span>
      </span>
    </li>
  );
}

/**
 * The cohort in rank order, cut into the promotion band (green), the middle and the demotion
 * band (red); each band is its own list under a heading, so a screen reader hears the zones.
 */
export function CohortTable({ rows, promote, demote, meId, upName, downName }: CohortTableProps) {
  const n = rows.length;
  const bands: { zone: Zone; title: string; rows: LeagueRow[] }[] = [
    {
      zone: 'up',
      title: `Promotion zone: ${moves(promote, 'top')} up to ${upName}`,
      rows: rows.slice(0, promote),
    },
    { zone: 'stay', title: 'Stay in this league', rows: rows.slice(promote, n - demote) },
    {
      zone: 'down',
      title: `Demotion zone: ${moves(demote, 'bottom')} down to ${downName}`,
      rows: rows.slice(n - demote),
    },
  ];
  return (
    <div data-testid="cohort-table" className="space-y-3">
      {bands
        .filter((b) => b.rows.length > 0)
        .map((b) => (
          <section
            key={b.zone}
            data-zone={b.zone}
            aria-labelledby={`zone-${b.zone}`}
            className={cn('rounded-2xl py-2 pr-1 pl-1 sm:pr-2', zoneStyle[b.zone].band)}
          >
            <h3
              id={`zone-${b.zone}`}
              className={cn(
                'flex items-center gap-1.5 px-2 pb-1 text-xs font-bold uppercase tracking-wide sm:px-3',
                zoneStyle[b.zone].heading,
              )}
            >
              {b.zone === 'up' && <ArrowUp aria-hidden="true" className="size-4" />}
              {b.zone === 'down' && <ArrowDown aria-hidden="true" className="size-4" />}
              {b.title}
            </h3>
            <ol className="space-y-0.5">
              {b.rows.map((row) => (
                <Row key={row.user_id} row={row} me={row.user_id === meId} />
              ))}
            </ol>
          </section>
        ))}
    </div>
  );
}
