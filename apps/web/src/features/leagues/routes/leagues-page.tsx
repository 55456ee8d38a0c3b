import { LEAGUE_TIERS } from '@ascend/contract';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LEAGUE_POLL_MS, useLeagueCurrentQuery } from '../api/leagues-api.ts';
import { CohortTable } from '../components/cohort-table.tsx';
import { LeagueCountdown } from '../components/league-countdown.tsx';
import { LeagueHistory } from '../components/league-history.tsx';
import { LeagueEmpty, LeagueError, LeagueSkeleton } from '../components/league-states.tsx';
import { ResultBanner } from '../components/result-banner.tsx';
import { TierBadge } from '../components/tier-badge.tsx';
import { tierStyle } from '../lib/tier-style.ts';

/**
 * /app/leagues: this week's cohort with its promotion and demotion zones, the time left and
 * last week's result. The cohort is polled every 10 s while the page is open, and again when
 * the tab regains focus, so rivals' lessons show up without a reload (ADR 0023).
 */
export default function LeaguesPage() {
  usePageTitle('Leagues');
  const { user } = useAuth();
  const { data, error, isLoading, isFetching, isError, refetch } = useLeagueCurrentQuery(
    undefined,
    { pollingInterval: LEAGUE_POLL_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">Leagues</h1>
      <p className="mt-1 text-muted">
        Earn xp in lessons to climb ten leagues, one week at a time.
      </p>
      <div className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-4">
          {isLoading ? (
            <LeagueSkeleton />
          ) : isError || !data ? (
            <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
              <LeagueError
                message={toProblem(error).message}
                retrying={isFetching}
                onRetry={() => void refetch()}
              />
            </div>
          ) : (
            <>
              {data.last_result && <ResultBanner last={data.last_result} />}
              <div
                className={`flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 shadow-sm sm:flex-row sm:items-center ${tierStyle(data.tier.number).soft}`}
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <TierBadge tier={data.tier.number} />
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-bold uppercase tracking-wide text-muted">
                      League {data.tier.number} of {LEAGUE_TIERS.length}
                    </p>
                    <h2 data-testid="league-tier" className="text-xl font-extrabold text-ink">
                      {data.tier.name} league
                    </h2>
                    {data.me && (
                      <p className="text-sm text-muted">
                        You are <span className="font-bold text-ink">#{data.me.rank}</span> of{' '}
                        {data.cohort.length} with {data.me.xp} xp
                      </p>
                    )}
                  </div>
                </div>
                <LeagueCountdown endsAt={data.week_ends_at} serverTime={data.server_time} />
              </div>
              <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
                {data.cohort.length === 0 ? (
                  <LeagueEmpty tierName={data.tier.name} />
                ) : (
                  <CohortTable
                    rows={data.cohort}
                    promote={data.promote}
                    demote={data.demote}
                    meId={user?.id}
                    upName={LEAGUE_TIERS[data.tier.number] ?? null}
                    downName={LEAGUE_TIERS[data.tier.number - 2] ?? null}
                  />
                )}
              </div>
            </>
          )}
        </div>
        <aside className="space-y-4">
          <section
            aria-labelledby="league-rules"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="league-rules" className="font-bold text-ink">
              How leagues work
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
              <li>Your first xp of the week puts you in a league of up to 30 learners.</li>
              <li>The week ends Monday at 00:00 UTC.</li>
              <li>The top 7 move up a league, the bottom 5 move down.</li>
              <li>Equal xp: whoever reached it first ranks higher.</li>
            </ul>
          </section>
          <LeagueHistory />
        </aside>
      </div>
    </section>
  );
}
