import { loadFen } from '@ascend/chess';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { positionAfter } from '../../../lib/puzzle/puzzle-line.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import { useSolutionLine } from '../hooks/use-solution-line.ts';
import { learnerSide, type ExerciseProps } from './exercise-props.ts';
import { LineDrillExercise } from './line-drill-exercise.tsx';

const REPLY_DELAY_MS = 450;

/**
 * Find the best move on the board. In a longer line the opponent's replies (the solution's odd
 * moves) play by themselves; the board is "being played" until the line ends or a move is wrong.
 */
export function BestMoveExercise(props: ExerciseProps<'best_move_type'>) {
  // A line drill (ADR 0047) has its own screen: the line so far, "also good" moves taken back.
  return props.exercise.payload.drill ? (
    <LineDrillExercise {...props} />
  ) : (
    <FindBestMove {...props} />
  );
}

function FindBestMove(props: ExerciseProps<'best_move_type'>) {
  const { exercise, answer, onAnswer } = props;
  const { prompt, fen, solution, accept_any_mate, arrows, highlights } = exercise.payload;
  const { moves, replyDue, append, board } = useSolutionLine(props, REPLY_DELAY_MS);

  function play(uci: string) {
    if (answer || replyDue) return;
    const next = append(uci);
    const expected = solution[moves.length];
    const after = positionAfter(fen, next).fen;
    const mates = Boolean(accept_any_mate && loadFen(after)?.isCheckmate());
    // A wrong move, a mate, or the line's last move ends the attempt; otherwise the reply follows.
    if (uci !== expected || mates || next.length >= solution.length) onAnswer({ moves: next });
  }

  const marks = moves.length === 0 ? { arrows, highlights } : {};
  const learnerToMove = !answer && !replyDue;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-10">
      <div className="lg:w-2/5">
        <Prompt kicker="Find the best move">{prompt}</Prompt>
        <p className="text-base text-muted" aria-live="polite">
          {answer
            ? ''
            : replyDue
              ? 'Your opponent replies…'
              : `${learnerSide(fen) === 'white' ? 'White' : 'Black'} to move${solution.length > 1 ? ` · move ${moves.length / 2 + 1} of ${Math.ceil(solution.length / 2)}` : ''}`}
        </p>
      </div>
      <ChessBoard
        {...board}
        {...marks}
        onMove={learnerToMove ? play : undefined}
        label="Play the best move"
        className={`${boardSize} lg:mx-0 lg:flex-1`}
      />
    </div>
  );
}
