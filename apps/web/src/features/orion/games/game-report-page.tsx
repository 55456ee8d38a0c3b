import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Crosshair, Info } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ANALYSIS_POLL_MS, isRunning, useOrionGameQuery } from './api.ts';
import { EvalGraph } from './eval-graph.tsx';
import { HumanSummaryCard } from './human-level.tsx';
import { statusText } from './game-list.tsx';
import { MomentBoard } from './moment-board.tsx';
import { MoveList } from './move-list.tsx';
import { classStyle, isCritical, moveNumber, skillNames } from './report-bits.ts';

const plural = { inaccuracy: 'Inaccuracies', mistake: 'Mistakes', blunder: 'Blunders' } as const;
const moments = (n: number) => `${n} ${n === 1 ? 'moment' : 'moments'}`;

const back = (
  <Link
    to="/app/orion/games"
    className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-bold text-brand-800 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Your games
  </Link>
);

/** /app/orion/games/:id — progress while the engine works, then the report. */
export default function GameReportPage() {
  const id = Number(useParams().id);
  const first = useOrionGameQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const running = first.data ? isRunning(first.data.status) : false;
  const q = useOrionGameQuery(id, {
    skip: !Number.isInteger(id) || id < 1,
    pollingInterval: running ? ANALYSIS_POLL_MS : 0,
  });
  // ?ply=N opens that moment (the insights link a missed motif to its game this way).
  const asked = Number(useSearchParams()[0].get('ply'));
  const [picked, setPicked] = useState<number | null>(
    Number.isInteger(asked) && asked > 0 ? asked : null,
  );
  // Set by the submit form when the server answered with a game sent before (no charge).
  const reused = (useLocation().state as { reused?: boolean } | null)?.reused === true;
  usePageTitle('Game report');
  const frame = (body: ReactNode) => (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      {back}
      {body}
    </div>
  );

  if (q.isLoading) return frame(<Spinner label="Loading the game" className="mx-auto my-16" />);
  if (q.isError || !q.data)
    return frame(
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-danger ring-1 ring-red-200">
        <h1 className="font-bold">This game could not be opened</h1>
        <p>{toProblem(q.error).message}</p>
      </div>,
    );

  const g = q.data;
  const title = (
    <header>
      <h1 className="text-3xl font-extrabold text-ink">
        {g.white} – {g.black}{' '}
        {g.result !== '*' ? (
          <span className="text-xl font-semibold text-muted">{g.result}</span>
        ) : null}
      </h1>
      <p className="mt-1 text-muted">
        You played {g.color} · {Math.ceil(g.plies / 2)} moves · {g.cost} credits
      </p>
      {reused && (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-xl bg-indigo-50 p-3 font-semibold text-indigo-900 ring-1 ring-indigo-200"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          You sent this game before, so here is its analysis. No credits were spent.
        </p>
      )}
    </header>
  );
  if (g.status !== 'done')
    return frame(
      <>
        {title}
        <Card className="flex flex-col gap-4" aria-live="polite">
          {g.status === 'failed' ? (
            <p role="alert" className="font-semibold text-danger">
              {g.error ?? 'The analysis failed. Your credits were refunded.'}
            </p>
          ) : g.status === 'waiting' ? (
            <>
              <p className="text-lg font-bold text-ink">Waiting for credits</p>
              <p className="text-sm text-muted">
                This imported game is analysed when your credits renew on the 1st of the month, or
                as soon as you get more with Hero. Nothing has been charged for it yet.
              </p>
            </>
          ) : (
            <>
              <p className="text-lg font-bold text-ink">{statusText(g)}</p>
              <ProgressBar
                value={(g.progress.done / g.progress.total) * 100}
                label="Analysis progress"
              />
              <p className="text-sm text-muted">
                Stockfish evaluates every position; this page updates by itself.
              </p>
            </>
          )}
        </Card>
      </>,
    );

  const critical = g.moves.filter((m) => isCritical(m, g.color));
  const selectedPly = picked ?? critical[0]?.ply ?? null;
  const selected =
    g.moves.find((m) => m.ply === selectedPly) ??
    g.moves.find((m) => m.ply === critical[0]?.ply) ??
    null;
  const mine = g.moves.filter((m) => m.color === g.color);
  const count = (c: string) => mine.filter((m) => m.classification === c).length;

  const losses = g.evidence.filter((e) => e.result === 'loss').length;
  const wins = g.evidence.length - losses;
  return frame(
    <>
      {title}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Card className="p-4">
          <p className="text-sm text-muted">Your accuracy</p>
          <p className="text-3xl font-extrabold text-ink">{g.accuracy ?? '–'}%</p>
          <p className="text-xs text-muted">
            Opponent {g.color === 'white' ? g.accuracy_by_side.black : g.accuracy_by_side.white}%
          </p>
        </Card>
        {(['inaccuracy', 'mistake', 'blunder'] as const).map((c) => (
          <Card key={c} className="p-4">
            <p className="text-sm text-muted">{plural[c]}</p>
            <p className={cn('text-3xl font-extrabold', classStyle[c].text)}>{count(c)}</p>
          </Card>
        ))}
      </div>
      <HumanSummaryCard report={g} onSelect={setPicked} />
      <EvalGraph moves={g.moves} learner={g.color} selected={selectedPly} onSelect={setPicked} />
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="moments-title" className="flex flex-col gap-3">
          <h2 id="moments-title" className="text-xl font-bold text-ink">
            Critical moments
          </h2>
          {critical.length === 0 ? (
            <p className="text-muted">
              No mistakes or blunders of yours, and no only-move positions: a clean game.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Pick a moment">
              {critical.map((m) => (
                <li key={m.ply}>
                  <button
                    type="button"
                    aria-pressed={m.ply === selectedPly}
                    onClick={() => setPicked(m.ply)}
                    className={cn(
                      'flex min-h-11 items-center gap-2 rounded-xl border-2 px-3 text-left text-sm',
                      m.ply === selectedPly
                        ? 'border-brand-500 bg-brand-50'
                        : 'border-slate-200 bg-white hover:border-slate-300',
                    )}
                  >
                    <Crosshair
                      aria-hidden="true"
                      className={cn('size-4', classStyle[m.classification].text)}
                    />
                    <span className="font-bold text-ink">
                      {moveNumber(m)} {m.san}
                    </span>
                    {m.skill ? <span className="text-muted">{skillNames[m.skill]}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {selected ? (
            <Card className="p-4 sm:p-5">
              <MomentBoard key={selected.ply} move={selected} learner={g.color} human={g.human} />
            </Card>
          ) : null}
          {g.evidence.length ? (
            <p className="text-sm text-muted">
              {moments(losses)} counted against your skills and {moments(wins)} for them.{' '}
              <Link to="/app/orion" className="font-bold text-brand-800 underline">
                See your skill profile
              </Link>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="moves-title" className="flex flex-col gap-3">
          <h2 id="moves-title" className="text-xl font-bold text-ink">
            Every move
          </h2>
          <MoveList moves={g.moves} selected={selectedPly} onSelect={setPicked} />
        </section>
      </div>
    </>,
  );
}
