import { useCallback, useState } from 'react';
import type { ExerciseItem, PracticeAnswerBody, PracticeItem } from '@ascend/contract';
import { PuzzleSessionBoard } from '../../../lib/puzzle/puzzle-session-board.tsx';
import { usePuzzleSession, type Finish } from '../../../lib/puzzle/use-puzzle-session.ts';
import { playCue } from '../lib/sounds.ts';
import { PracticeGameMove } from './practice-game-move.tsx';
import type { CurrentAnswer } from '../state/exercise-slice.ts';
import { ExerciseOfType, judgeLocally } from '../types/registry.tsx';

interface PracticeItemViewProps {
  item: PracticeItem;
  /** Sends the learner's final answer; the server's verdict comes back through the page. */
  onAnswer: (body: PracticeAnswerBody) => void;
  onBusy: (busy: boolean) => void;
  /** The server's verdict on the answer sent (null until it comes back), and a failed send. */
  verdict?: boolean | null;
  failed?: boolean;
}

/** One practice item: an exercise in its own component, a puzzle, or a mistake from a game. */
export function PracticeItemView({
  item,
  onAnswer,
  onBusy,
  verdict = null,
  failed = false,
}: PracticeItemViewProps) {
  if (item.kind === 'game_move' && item.game_move)
    return (
      <PracticeGameMove
        item={item.game_move}
        onAnswer={onAnswer}
        verdict={verdict}
        failed={failed}
      />
    );
  if (item.kind === 'puzzle' && item.puzzle)
    return <PracticePuzzle puzzle={item.puzzle} onAnswer={onAnswer} />;
  return <PracticeExercise exercise={item.exercise!} onAnswer={onAnswer} onBusy={onBusy} />;
}

function PracticeExercise({
  exercise,
  onAnswer,
  onBusy,
}: {
  exercise: ExerciseItem;
  onAnswer: (body: PracticeAnswerBody) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [answer, setAnswer] = useState<CurrentAnswer | null>(null);
  const answered = useCallback(
    (value: unknown, optionId?: string) => {
      // The shared checker shows the answer at once; the server's verdict is what counts.
      setAnswer(judgeLocally(exercise, value, optionId));
      onAnswer({ answer: value });
    },
    [exercise, onAnswer],
  );
  return <ExerciseOfType exercise={exercise} answer={answer} onAnswer={answered} onBusy={onBusy} />;
}

function PracticePuzzle({
  puzzle,
  onAnswer,
}: {
  puzzle: NonNullable<PracticeItem['puzzle']>;
  onAnswer: (body: PracticeAnswerBody) => void;
}) {
  const onFinish = useCallback(
    (finish: Finish) => {
      playCue(finish.solved ? 'right' : 'wrong');
      onAnswer({ moves: finish.moves });
    },
    [onAnswer],
  );
  const session = usePuzzleSession(puzzle, onFinish);
  const side = session.orientation === 'white' ? 'White' : 'Black';
  return (
    <div className="flex flex-col items-center gap-4 lg:flex-row lg:items-start lg:gap-8">
      <div className="w-full lg:w-80 lg:shrink-0">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Puzzle</p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink">Find the best move for {side}</h1>
        <p data-testid="practice-puzzle-status" aria-live="polite" className="mt-2 text-muted">
          {session.phase === 'intro'
            ? 'Your opponent is about to move…'
            : session.phase === 'reply'
              ? 'Good move! Your opponent replies…'
              : session.phase === 'play'
                ? `Your turn: you play ${side}.`
                : `Puzzle ${puzzle.id} · rated ${puzzle.rating}`}
        </p>
      </div>
      <PuzzleSessionBoard
        id="practice-puzzle"
        session={session}
        className="w-full max-w-[min(100%,520px,calc(100dvh-260px))] min-w-[min(100%,300px)]"
      />
    </div>
  );
}
