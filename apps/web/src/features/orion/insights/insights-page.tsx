import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, BookOpenCheck, ChartLine, Upload, Link2 } from 'lucide-react';
import type { OrionInsights } from '@ascend/contract';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { INSIGHTS_POLL_MS, useOrionInsightsQuery } from './api.ts';
import { OpeningTable } from './opening-table.tsx';
import { MissedMotifs, PhaseBars, ResultCard, TimeControlResults } from './insight-sections.tsx';
import { plural } from './format.ts';
import { TrendChart } from './trend-chart.tsx';

const card = 'rounded-3xl border-2 border-slate-200 bg-white p-5 sm:p-6';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-4 text-lg font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What is still on its way: games being analysed, games waiting for credits. */
function Coming({ games }: { games: OrionInsights['games'] }) {
  if (!games.in_progress && !games.waiting) return null;
  return (
    <p className="text-sm text-muted" aria-live="polite" data-testid="insights-coming">
      {games.in_progress > 0 &&
        `${plural(games.in_progress, 'game is', 'games are')} being analysed; this page updates by itself. `}
      {games.waiting > 0 && `${plural(games.waiting, 'game waits', 'games wait')} for credits.`}
    </p>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6" data-testid="insights-loading">
      <span className="sr-only" role="status">
        Loading your insights
      </span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-3xl bg-slate-100" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="h-64 animate-pulse rounded-3xl bg-slate-100" />
        <div className="h-64 animate-pulse rounded-3xl bg-slate-100" />
      </div>
    </div>
  );
}

function Empty({ games }: { games: OrionInsights['games'] }) {
  return (
    <section className={`${card} flex flex-col gap-4`} data-testid="insights-empty">
      <ChartLine aria-hidden="true" className="size-10 text-indigo-600" />
      <h2 className="text-xl font-extrabold text-ink">No analysed games yet</h2>
      <p className="text-muted">
        Insights come from your own games: which openings you play and how you score with them,
        where your accuracy drops, the tactics you miss. Link your Lichess or Chess.com account, or
        upload a PGN file of your games, and Orion analyses them.
      </p>
      <Coming games={games} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/app/orion/games" className={buttonClass('primary', 'lg')}>
          <Link2 aria-hidden="true" className="size-5" /> Link an account
        </Link>
        <Link to="/app/orion/games" className={buttonClass('secondary', 'lg')}>
          <Upload aria-hidden="true" className="size-5" /> Upload games
        </Link>
      </div>
    </section>
  );
}

function Insights({ data }: { data: OrionInsights }) {
  const o = data.overall;
  const tiles: [string, string][] = [
    ['Games analysed', String(data.games.analysed)],
    ['Score', o.score === null ? '–' : `${Math.round(o.score)}%`],
    ['Accuracy', o.accuracy === null ? '–' : `${Math.round(o.accuracy)}%`],
  ];
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className={`${card} !p-4`} data-testid={`insight-${label}`}>
            <p className="text-sm text-muted">{label}</p>
            <p className="text-3xl font-black tabular-nums text-ink">{value}</p>
          </div>
        ))}
        <div className={`${card} !p-4`}>
          <ResultCard title="Results" r={o} figures={false} />
        </div>
      </div>
      <Coming games={data.games} />
      <section className="flex flex-col gap-4 rounded-3xl bg-indigo-600 p-5 text-white shadow-[0_6px_0_#3730a3] sm:flex-row sm:items-center sm:p-6">
        <p className="flex-1 text-lg font-bold">
          Every mistake Orion finds in your games waits in your review deck as a position to solve.
        </p>
        <Link
          to="/app/review"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 font-bold text-indigo-700 shadow-[0_4px_0_#c7d2fe] hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <BookOpenCheck aria-hidden="true" className="size-5" /> Learn from your mistakes
        </Link>
      </section>
      <Section id="openings-title" title="Your openings">
        <div className="grid gap-6 lg:grid-cols-2">
          <OpeningTable id="openings-white" title="As White" openings={data.openings.white} />
          <OpeningTable id="openings-black" title="As Black" openings={data.openings.black} />
        </div>
        {data.openings.unnamed > 0 && (
          <p className="mt-3 text-xs text-muted">
            {plural(data.openings.unnamed, 'game starts', 'games start')} from a set-up position and
            has no opening name.
          </p>
        )}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="phases-title" title="Accuracy by phase">
          <PhaseBars phases={data.phases} />
        </Section>
        <Section id="motifs-title" title="What you miss most">
          <MissedMotifs motifs={data.motifs} />
        </Section>
      </div>
      <Section id="time-title" title="Results by time control">
        <TimeControlResults rows={data.time_controls} />
      </Section>
      <Section id="trend-title" title="Your trend">
        <TrendChart trend={data.trend} />
      </Section>
    </>
  );
}

/** /app/orion/insights — what the learner's analysed games say across games (issue 28.6). */
export default function InsightsPage() {
  usePageTitle('Orion insights');
  const probe = useOrionInsightsQuery(undefined, { refetchOnMountOrArgChange: true });
  const q = useOrionInsightsQuery(undefined, {
    pollingInterval: probe.data?.games.in_progress ? INSIGHTS_POLL_MS : 0,
  });
  let body;
  if (q.isLoading) body = <Skeleton />;
  else if (!q.data)
    body = (
      <div className={card}>
        <LoadError
          title="We could not load your insights."
          message={toProblem(q.error).message}
          retrying={q.isFetching}
          onRetry={() => void q.refetch()}
        />
      </div>
    );
  else if (q.data.empty) body = <Empty games={q.data.games} />;
  else body = <Insights data={q.data} />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/app/orion"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-bold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Orion
      </Link>
      <header>
        <h1 className="text-3xl font-extrabold text-ink">Insights from your games</h1>
        <p className="mt-1 text-muted">
          Your openings, phases, missed tactics and results, from every game Orion has analysed.
        </p>
      </header>
      {body}
    </div>
  );
}
