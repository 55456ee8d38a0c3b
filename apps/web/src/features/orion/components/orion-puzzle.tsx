import { useCallback, useState, type ReactNode } from 'react';
import { ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import type { Puzzle } from '@ascend/contract';
import { PuzzleSessionBoard } from '../../../lib/puzzle/puzzle-session-board.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePuzzleSession, type Finish } from '../../../lib/puzzle/use-puzzle-session.ts';
import { ViewSolutionButton } from '../../../lib/puzzle/view-solution-button.tsx';

const boardSize = 'w-full max-w-[min(100%,560px,calc(100dvh-220px))] min-w-[min(100%,300px)]';

interface OrionPuzzleProps {
  puzzle: Puzzle;
  /** What this puzzle is for, above the status ("Assessment · Tactics"). */
  kicker: string;
  /** Sends the finished attempt; the page shows the server's verdict through `verdict`. */
  onFinish: (finish: Finish) => void;
  verdict: { correct: boolean } | null;
  saving: boolean;
  saveError: string | null;
  onRetrySave: () => void;
  nextLabel: string;
  onNext: () => void;
  /** Extra panel content under the verdict (rating change, progress). */
  children?: ReactNode;
}

/** One Orion puzzle on the app's puzzle board: the setup move, the learner's moves, the verdict. */
export function OrionPuzzle(props: OrionPuzzleProps) {
  const { puzzle, onFinish, verdict } = props;
  const [finished, setFinished] = useState(false);
  const finish = useCallback(
    (f: Finish) => {
      setFinished(true);
      onFinish(f);
    },
    [onFinish],
  );
  const session = usePuzzleSession(puzzle, finish);
  const side = session.orientation === 'white' ? 'White' : 'Black';
  const status =
    session.phase === 'intro'
      ? 'Your opponent is about to move…'
      : session.phase === 'reply'
        ? 'Good move! Your opponent replies…'
        : session.phase === 'play'
          ? `Your turn: find the best move for ${side}.`
          : `Puzzle ${puzzle.id} · rated ${puzzle.rating}`;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-3 py-4 sm:px-6 lg:flex-row lg:items-start lg:justify-center lg:gap-8 lg:py-8">
      <PuzzleSessionBoard
        id="orion-puzzle"
        session={session}
        className={`${boardSize} lg:mx-0 lg:flex-1`}
      />
      <aside aria-label="Puzzle" className="flex w-full flex-col gap-4 lg:w-80 lg:shrink-0">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <p className="text-xs font-bold uppercase tracking-widest text-brand-700">
            {props.kicker}
          </p>
          <p className="mt-1 font-bold text-ink">You play {side}</p>
          <p data-testid="orion-puzzle-status" aria-live="polite" className="text-sm text-muted">
            {status}
          </p>
        </div>
        {finished && (
          <div
            role="status"
            data-testid="orion-puzzle-verdict"
            className={`rounded-2xl p-4 ${
              !verdict ? 'bg-slate-50' : verdict.correct ? 'bg-emerald-50' : 'bg-rose-50'
            }`}
          >
            {props.saveError ? (
              <div className="flex flex-col gap-2 text-danger">
                <p>{props.saveError}</p>
                <Button variant="secondary" size="sm" onClick={props.onRetrySave}>
                  Try again
                </Button>
              </div>
            ) : !verdict ? (
              <p className="text-muted">Checking your answer…</p>
            ) : verdict.correct ? (
              <p className="flex items-center gap-2 text-lg font-extrabold text-emerald-800">
                <CheckCircle2 aria-hidden="true" className="size-6" /> Solved!
              </p>
            ) : (
              <p className="flex items-center gap-2 text-lg font-extrabold text-rose-800">
                <XCircle aria-hidden="true" className="size-6" /> Not this time
              </p>
            )}
            {props.children}
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          {session.phase === 'failed' && <ViewSolutionButton session={session} />}
          {finished && (
            <Button
              size="lg"
              className="flex-1"
              onClick={props.onNext}
              disabled={!verdict || props.saving}
            >
              {props.nextLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
      </aside>
    </div>
  );
}
