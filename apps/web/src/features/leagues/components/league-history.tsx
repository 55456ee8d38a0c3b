import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { LEAGUE_POLL_MS, useLeagueHistoryQuery } from '../api/leagues-api.ts';

const icon = { promoted: ArrowUp, stayed: Minus, demoted: ArrowDown } as const;
const tone = {
  promoted: 'text-emerald-700',
  stayed: 'text-muted',
  demoted: 'text-rose-700',
} as const;
const verb = { promoted: 'Moved up to', stayed: 'Stayed in', demoted: 'Moved down to' } as const;

const weekOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The learner's last finished weeks (first page of leagues/history). */
export function LeagueHistory() {
  // Polled with the cohort, so a rollover while the page is open shows its week here too.
  const { data, isLoading, isError } = useLeagueHistoryQuery(1, {
    pollingInterval: LEAGUE_POLL_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  if (isLoading || isError || !data) return null;
  return (
    <section
      aria-labelledby="league-history"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="league-history" className="font-bold text-ink">
        Past weeks
      </h2>
      {data.results.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Your finished weeks will show here.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {data.results.map((w) => {
            const Icon = icon[w.result];
            return (
              <li key={w.week_start} className="flex items-center gap-2 py-2 text-sm">
                <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone[w.result]}`} />
                <span className="flex-1 text-ink">
                  {verb[w.result]} <span className="font-semibold">{w.new_tier.name}</span>
                  <span className="block text-xs text-muted">
                    Week of {weekOf(w.week_start)} · #{w.rank} · {w.xp} xp
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
