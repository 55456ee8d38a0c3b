import { useCallback, useState } from 'react';
import { ArrowRight, Lightbulb } from 'lucide-react';
import type { Puzzle, SubmitPuzzleBody } from '@ascend/contract';
import { PuzzleSessionBoard } from '../../../lib/puzzle/puzzle-session-board.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmitPuzzleMutation } from '../api/puzzles-api.ts';
import {
  usePuzzleSession,
  type Finish,
  type Phase,
} from '../../../lib/puzzle/use-puzzle-session.ts';
import { expectedSan } from '../../../lib/puzzle/puzzle-line.ts';
import { PuzzleResult } from './puzzle-result.tsx';
import { ViewSolutionButton } from '../../../lib/puzzle/view-solution-button.tsx';

/** Sizes the board to the space left: full width on phones, capped by the window's height on desktops. */
const boardSize = 'w-full max-w-[min(100%,600px,calc(100dvh-200px))] min-w-[min(100%,300px)]';

const turnText: Record<Phase, (side: string) => string> = {
  intro: () => 'Your opponent is about to move…',
  play: (side) => `Your turn: find the best move for ${side}.`,
  reply: () => 'Good move! Your opponent replies…',
  failed: () => '',
  solved: () => '',
};

interface PuzzleSessionProps {
  puzzle: Puzzle;
  onNext: () => void;
}

/** One puzzle on the board with its side panel; the attempt is submitted once, when it ends. */
export function PuzzleSession({ puzzle, onNext }: PuzzleSessionProps) {
  const [submit, submission] = useSubmitPuzzleMutation();
  const [body, setBody] = useState<SubmitPuzzleBody | null>(null);
  const [solved, setSolved] = useState(false);

  const onFinish = useCallback(
    (finish: Finish) => {
      const attempt = {
        puzzle_id: puzzle.id,
        moves: finish.moves,
        hint_used: finish.hint_used,
        time_ms: finish.time_ms,
      };
      setSolved(finish.solved);
      setBody(attempt);
      void submit(attempt);
    },
    [puzzle.id, submit],
  );
  const session = usePuzzleSession(puzzle, onFinish);
  const side = session.orientation === 'white' ? 'White' : 'Black';
  const over = session.phase === 'failed' || session.phase === 'solved';
  const bestMove =
    body && !solved ? expectedSan(puzzle.fen, puzzle.moves, body.moves.length) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-3 py-4 sm:px-6 lg:flex-row lg:items-start lg:justify-center lg:gap-8 lg:py-8">
      <PuzzleSessionBoard
        id="puzzle"
        session={session}
        className={`${boardSize} lg:mx-0 lg:flex-1`}
      />
      <aside aria-label="Puzzle" className="flex w-full flex-col gap-4 lg:w-80 lg:shrink-0">
        <div className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className={`size-8 shrink-0 rounded-full ring-2 ring-slate-300 ${side === 'White' ? 'bg-white' : 'bg-slate-900'}`}
          />
          <div>
            <p className="font-bold text-ink">You play {side}</p>
            <p data-testid="puzzle-status" aria-live="polite" className="text-sm text-muted">
              {over
                ? `Puzzle ${puzzle.id} · rated ${puzzle.rating}`
                : turnText[session.phase](side)}
            </p>
            {session.hintUsed && !over && (
              <p className="mt-1 text-sm font-semibold text-sky-700">
                Hint: move the highlighted piece.
              </p>
            )}
          </div>
        </div>
        {over && (
          <PuzzleResult
            solved={solved}
            bestMove={bestMove}
            result={submission.data}
            saving={submission.isLoading}
            saveFailed={submission.isError}
            onRetrySave={() => body && void submit(body)}
          />
        )}
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          {!over && (
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={session.showHint}
              disabled={session.phase !== 'play' || session.hintUsed}
            >
              <Lightbulb aria-hidden="true" className="size-5" />
              {session.hintUsed ? 'Hint shown' : 'Hint'}
            </Button>
          )}
          {session.phase === 'failed' && <ViewSolutionButton session={session} />}
          {over && (
            <Button size="lg" className="flex-1" onClick={onNext} disabled={submission.isLoading}>
              Next puzzle
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
      </aside>
    </div>
  );
}
