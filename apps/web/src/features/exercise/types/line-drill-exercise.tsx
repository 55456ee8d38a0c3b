import { useEffect, useMemo, useState } from 'react';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { positionAfter } from '../../../lib/puzzle/puzzle-line.ts';
import { playCue } from '../lib/sounds.ts';
import { boardSize, Prompt } from '../components/prompt.tsx';
import { useSolutionLine } from '../hooks/use-solution-line.ts';
import { learnerSide, type ExerciseProps } from './exercise-props.ts';

/** The book's reply comes after this pause, so the learner sees their own move land first. */
const REPLY_DELAY_MS = 600;
/** An "also good" move stays on the board this long before it is taken back. */
const TAKE_BACK_MS = 1200;

/** "1.e4 e5 2.Nf3" from the position's move number and side, one entry per move. */
function numbered(fen: string, sans: string[]): string[] {
  const [, side, , , , full] = fen.split(' ');
  const blackFirst = side === 'b';
  return sans.map((san, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    const move = Number(full ?? 1) + Math.floor(ply / 2);
    if (ply % 2 === 0) return `${move}.${san}`;
    return i === 0 ? `${move}…${san}` : san;
  });
}

/**
 * A line drill (issue 38.5, ADR 0047): the learner plays their side of a book line, the book's
 * replies follow by themselves. A move the content lists as "also good" is shown, named, and
 * taken back — no heart, no answer sent; any other move off the line is the answer (wrong), and
 * the lesson's feedback bar explains it with its refutation.
 */
export function LineDrillExercise(props: ExerciseProps<'best_move_type'>) {
  const { exercise, answer, onAnswer } = props;
  const { prompt, fen, solution, drill } = exercise.payload;
  const [detour, setDetour] = useState<{ move: string; note: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { moves, replyDue, append, board } = useSolutionLine(props, REPLY_DELAY_MS, detour?.move);
  const line = useMemo(() => positionAfter(fen, solution), [fen, solution]);
  const total = Math.ceil(solution.length / 2);
  const learnerPlayed = Math.ceil(moves.length / 2);

  useEffect(() => {
    if (!detour) return;
    const timer = setTimeout(() => setDetour(null), TAKE_BACK_MS);
    return () => clearTimeout(timer);
  }, [detour]);

  function play(uci: string) {
    if (answer || replyDue || detour) return;
    const ply = moves.length;
    if (uci === solution[ply]) {
      const next = append(uci);
      setNote(null);
      if (next.length >= solution.length) onAnswer({ moves: next });
      return;
    }
    if (drill?.alternatives.some((a) => a.ply === ply && a.move === uci)) {
      const lineSan = line.sans[ply] ?? solution[ply];
      const text = `Also good — but this lesson's line is ${lineSan}. No heart lost: play ${lineSan}.`;
      playCue('right');
      setDetour({ move: uci, note: text });
      setNote(text);
      return;
    }
    const next = append(uci);
    setNote(null);
    onAnswer({ moves: next });
  }

  const learnerToMove = !answer && !replyDue && !detour;
  const status = answer
    ? answer.correct
      ? `Line complete: ${total} of ${total} moves.`
      : ''
    : replyDue
      ? 'The book replies…'
      : `${learnerSide(fen) === 'white' ? 'White' : 'Black'} to move · move ${learnerPlayed + 1} of ${total}`;
  const listed = numbered(fen, positionAfter(fen, moves).sans);
  // Phones: the prompt, the board, then the line so far and the notes, so the board stays high
  // on the screen; wide screens: the words on the left, the board on the right.
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-3">
      <div className="lg:col-start-1 lg:row-start-1">
        <Prompt kicker={drill ? `Line drill · ${drill.name}` : 'Play the line'}>{prompt}</Prompt>
        {/* An "also good" note takes the status line's place, so the board does not move. */}
        <p
          className={note ? 'text-base font-semibold text-sky-800' : 'text-base text-muted'}
          aria-live="polite"
          data-testid="drill-status"
        >
          {note ? <span data-testid="drill-note">{note}</span> : status}
        </p>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-gray-200"
          role="progressbar"
          aria-label="Moves of the line played"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answer?.correct ? total : learnerPlayed}
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${(100 * (answer?.correct ? total : learnerPlayed)) / total}%` }}
          />
        </div>
      </div>
      <ChessBoard
        {...board}
        onMove={learnerToMove ? play : undefined}
        label="Play your side of the line"
        className={`${boardSize} lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mx-0`}
      />
      <div className="lg:col-start-1 lg:row-start-2">
        <ol
          className="flex min-h-7 flex-wrap gap-x-2 gap-y-1 font-mono text-base text-ink"
          aria-label="The line so far"
          data-testid="drill-moves"
        >
          {listed.length === 0 ? (
            <li className="font-sans text-muted">No moves yet.</li>
          ) : (
            listed.map((m, i) => <li key={`${i}-${m}`}>{m}</li>)
          )}
        </ol>
      </div>
    </div>
  );
}
