import { ChessBoard } from '../../components/board/chess-board.tsx';
import type { usePuzzleSession } from './use-puzzle-session.ts';

/** The board of one puzzle attempt: the session's position, last move, marks and moves. */
export function PuzzleSessionBoard({
  id,
  session,
  className,
}: {
  id: string;
  session: ReturnType<typeof usePuzzleSession>;
  className: string;
}) {
  const side = session.orientation === 'white' ? 'White' : 'Black';
  return (
    <ChessBoard
      id={id}
      position={session.view.fen}
      orientation={session.orientation}
      lastMove={session.view.last}
      highlights={session.highlights}
      onMove={session.onMove}
      label={`Puzzle board, ${side} to play`}
      className={className}
    />
  );
}
