import { useEffect, useMemo, useState } from 'react';
import { positionAfter } from '../../../lib/puzzle/puzzle-line.ts';
import { learnerSide, type ExerciseProps } from '../types/exercise-props.ts';

/**
 * The board wiring of an exercise that plays a solution line (find the best move, a line drill):
 * the learner plays the solution's even moves, the opponent's replies (its odd moves) play by
 * themselves after a pause, the line's last move sends the answer, and the player hears the
 * board is busy while a line is under way. The exercise judges the learner's moves itself.
 */
export function useSolutionLine(
  { exercise, answer, onAnswer, onBusy, shown }: ExerciseProps<'best_move_type'>,
  /** How long the opponent's reply waits, so the learner sees their own move land first. */
  replyDelayMs: number,
  /** A move the board shows after the line without it being played (a drill's "also good" move). */
  aside?: string | null,
) {
  const { fen, solution } = exercise.payload;
  const [moves, setMoves] = useState<string[]>([]);
  const view = useMemo(
    () => positionAfter(fen, aside ? [...moves, aside] : moves),
    [fen, moves, aside],
  );
  const replyDue = !answer && moves.length % 2 === 1 && moves.length < solution.length;

  useEffect(() => {
    if (!replyDue) return;
    const timer = setTimeout(() => {
      const next = [...moves, solution[moves.length]!];
      setMoves(next);
      if (next.length >= solution.length) onAnswer({ moves: next });
    }, replyDelayMs);
    return () => clearTimeout(timer);
  }, [replyDue, moves, solution, onAnswer, replyDelayMs]);

  useEffect(() => {
    onBusy(moves.length > 0 && !answer);
  }, [moves.length, answer, onBusy]);

  /** Adds the learner's move to the line; returns the moves so far, with it. */
  function append(uci: string): string[] {
    const next = [...moves, uci];
    setMoves(next);
    return next;
  }

  // The player's shown position (a wrong move's refutation, played out) takes the line's place.
  const board = {
    id: 'best-move',
    position: shown?.fen ?? view.fen,
    orientation: learnerSide(fen),
    lastMove: shown?.last ?? view.last,
  };
  return { moves, replyDue, append, board };
}
