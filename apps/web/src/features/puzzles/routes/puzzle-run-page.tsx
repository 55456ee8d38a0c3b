import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Flame, Timer, Trophy, X, Zap } from 'lucide-react';
import type { PuzzleRun, RunMode } from '@ascend/contract';
import { PuzzleSessionBoard } from '../../../lib/puzzle/puzzle-session-board.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import {
  useLazyRunStateQuery,
  useRunAnswerMutation,
  useRunBestsQuery,
  useStartRunMutation,
} from '../../../lib/practice-api.ts';
import { usePuzzleSession, type Finish } from '../../../lib/puzzle/use-puzzle-session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { ReplaySession } from '../components/replay-session.tsx';

const modes: Record<RunMode, { title: string; intro: string; icon: typeof Flame }> = {
  streak: {
    title: 'Puzzle Streak',
    intro: 'Puzzles get harder as you go. One mistake ends the run. How far can you climb?',
    icon: Flame,
  },
  timed: {
    title: 'Timed run',
    intro:
      'Three minutes on the clock. A solve adds 5 seconds, five in a row add 5 more, a miss takes 10.',
    icon: Timer,
  },
};

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** /app/puzzles/streak, /app/puzzles/timed (unrated runs) and /app/puzzles/replay (a list again). */
export default function PuzzleRunPage() {
  const { mode } = useParams();
  if (mode === 'replay') return <Replay />;
  if (mode !== 'streak' && mode !== 'timed') return <Navigate to="/app/puzzle/selection" replace />;
  return <Run key={mode} mode={mode} />;
}

function Replay() {
  usePageTitle('Practise puzzles');
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter((id) => /^[A-Za-z0-9_-]{1,32}$/.test(id));
  const title = params.get('title') ?? 'Practise again';
  return <ReplaySession ids={ids} title={title} />;
}

function Run({ mode }: { mode: RunMode }) {
  const info = modes[mode];
  usePageTitle(info.title);
  const navigate = useNavigate();
  const bests = useRunBestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [start, starting] = useStartRunMutation();
  const [answer, answering] = useRunAnswerMutation();
  const [readRun] = useLazyRunStateQuery();
  const [run, setRun] = useState<PuzzleRun | null>(null);
  const [flash, setFlash] = useState<'right' | 'wrong' | null>(null);
  const [now, setNow] = useState(() => serverNow());
  const bestBefore = useRef(0);
  const Icon = info.icon;

  const begin = () => {
    bestBefore.current = bests.data?.[mode] ?? 0;
    setFlash(null);
    void start(mode)
      .unwrap()
      .then(setRun)
      .catch(() => undefined);
  };

  // The timed run's clock, drawn from the server's end time; at zero the server ends the run.
  const timeLeft = run?.ends_at ? Date.parse(run.ends_at) - now : null;
  useEffect(() => {
    if (!run?.ends_at || run.ended_at) return;
    const timer = setInterval(() => setNow(serverNow()), 250);
    return () => clearInterval(timer);
  }, [run?.ends_at, run?.ended_at]);
  useEffect(() => {
    if (run && !run.ended_at && timeLeft !== null && timeLeft <= 0)
      void readRun(run.id)
        .unwrap()
        .then(setRun)
        .catch(() => undefined);
  }, [run, timeLeft, readRun]);

  const onFinish = useCallback(
    (finish: Finish) => {
      if (!run?.puzzle) return;
      setFlash(finish.solved ? 'right' : 'wrong');
      void answer({ id: run.id, puzzle_id: run.puzzle.id, moves: finish.moves })
        .unwrap()
        .then((r) => setTimeout(() => setRun(r.run), 600))
        .catch(() =>
          readRun(run.id)
            .unwrap()
            .then(setRun)
            .catch(() => undefined),
        );
    },
    [answer, readRun, run],
  );

  const quit = () => navigate('/app/puzzle/selection');

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-3 py-3 sm:px-6">
          <button
            type="button"
            onClick={quit}
            aria-label="Quit the run"
            className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-7" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Unrated</p>
            <h1 className="truncate text-lg font-extrabold text-ink sm:text-xl">{info.title}</h1>
          </div>
          {run && (
            <dl className="flex items-center gap-4 text-center" aria-live="polite">
              <div>
                <dt className="text-xs font-bold text-muted uppercase">Score</dt>
                <dd data-testid="run-score" className="text-2xl font-black text-brand-700">
                  {run.score}
                </dd>
              </div>
              {mode === 'timed' && (
                <>
                  <div>
                    <dt className="text-xs font-bold text-muted uppercase">Combo</dt>
                    <dd className="text-2xl font-black text-amber-600">{run.combo}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-bold text-muted uppercase">Time</dt>
                    <dd
                      data-testid="run-clock"
                      className="text-2xl font-black tabular-nums text-ink"
                    >
                      {clock(run.ended_at ? 0 : (timeLeft ?? 0))}
                    </dd>
                  </div>
                </>
              )}
            </dl>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
        {!run ? (
          <section className="mx-auto max-w-md rounded-3xl border-2 border-slate-200 bg-white p-6 text-center sm:p-8">
            <Icon aria-hidden="true" className="mx-auto size-14 text-amber-500" />
            <h2 className="mt-3 text-2xl font-extrabold text-ink">{info.title}</h2>
            <p className="mt-2 text-muted">{info.intro}</p>
            <p className="mt-4 text-sm font-semibold text-slate-700" data-testid="run-best">
              Your best: {bests.data ? bests.data[mode] : '…'}
            </p>
            {starting.isError && (
              <p role="alert" className="mt-3 text-danger">
                {toProblem(starting.error).message}
              </p>
            )}
            <Button size="lg" className="mt-6 w-full" onClick={begin} pending={starting.isLoading}>
              <Zap aria-hidden="true" className="size-5" /> Start
            </Button>
          </section>
        ) : run.ended_at ? (
          <section
            data-testid="run-over"
            className="mx-auto max-w-md rounded-3xl border-2 border-slate-200 bg-white p-6 text-center sm:p-8"
          >
            <Trophy aria-hidden="true" className="mx-auto size-14 text-amber-500" />
            <h2 className="mt-3 text-2xl font-extrabold text-ink">
              {run.score > bestBefore.current ? 'New personal best!' : 'Run over'}
            </h2>
            <p className="mt-2 text-4xl font-black text-brand-700" data-testid="run-final-score">
              {run.score}
            </p>
            <p className="mt-1 text-muted">
              {run.score === 1 ? '1 puzzle solved' : `${run.score} puzzles solved`} · best combo{' '}
              {run.best_combo} · your best {run.personal_best}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Button size="lg" onClick={begin} pending={starting.isLoading}>
                Play again
              </Button>
              <Link to="/app/puzzles/history" className={buttonClass('secondary', 'lg')}>
                See history
              </Link>
            </div>
          </section>
        ) : run.puzzle ? (
          <RunBoard
            key={run.puzzle.id}
            run={run}
            flash={flash}
            saving={answering.isLoading}
            onFinish={(f) => onFinish(f)}
          />
        ) : (
          <div className="grid place-items-center py-24">
            <Spinner label="Loading the next puzzle" />
          </div>
        )}
      </main>
    </div>
  );
}

function RunBoard({
  run,
  flash,
  saving,
  onFinish,
}: {
  run: PuzzleRun;
  flash: 'right' | 'wrong' | null;
  saving: boolean;
  onFinish: (f: Finish) => void;
}) {
  const puzzle = run.puzzle!;
  const session = usePuzzleSession(puzzle, onFinish);
  const side = session.orientation === 'white' ? 'White' : 'Black';
  const over = session.phase === 'failed' || session.phase === 'solved';
  return (
    <div className="flex flex-col items-center gap-5 lg:flex-row lg:items-start lg:justify-center lg:gap-8">
      <PuzzleSessionBoard
        id="run"
        session={session}
        className="w-full max-w-[min(100%,560px,calc(100dvh-200px))] min-w-[min(100%,300px)]"
      />
      <aside className="w-full rounded-2xl bg-white p-4 ring-1 ring-slate-200 lg:w-80">
        <p className="font-bold text-ink">You play {side}</p>
        <p data-testid="run-status" aria-live="polite" className="text-sm text-muted">
          {over
            ? flash === 'right'
              ? 'Solved!'
              : 'Missed it.'
            : session.phase === 'play'
              ? `Puzzle ${run.score + 1} · rated ${puzzle.rating}`
              : 'Your opponent moves…'}
          {saving && ' Checking…'}
        </p>
      </aside>
    </div>
  );
}
