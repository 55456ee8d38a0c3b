import { useState } from 'react';
import { Chess } from 'chess.js';
import type { GameMoveItem, PracticeAnswerBody } from '@ascend/contract';
import { ChessBoard } from '../../../components/board/chess-board.tsx';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : null;

/**
 * "Learn from your mistakes" (issue 28): the position before a mistake of the learner's in
 * one of their own games; one move answers, the server decides whether it is within an
 * inaccuracy of the engine's best, and the verdict shows the engine's line and the game's.
 */
export function PracticeGameMove({
  item,
  onAnswer,
  verdict,
  failed,
}: {
  item: GameMoveItem;
  onAnswer: (body: PracticeAnswerBody) => void;
  /** The server's verdict once it has come back: right, wrong, or null while waiting. */
  verdict: boolean | null;
  /** Sending the move failed: the board takes a move again. */
  failed: boolean;
}) {
  const [fen, setFen] = useState(item.fen);
  const [played, setPlayed] = useState<string | null>(null);
  const side = item.color === 'white' ? 'White' : 'Black';
  const date = when(item.played_at);
  const moveNumber = Math.ceil(item.ply / 2);

  // After a failed send the learner plays again from the position of the game.
  const locked = played !== null && !failed;
  const status = !played
    ? `Your turn: you play ${side}.`
    : failed
      ? 'Your move could not be checked. Play it again.'
      : verdict === null
        ? 'Orion is checking your move…'
        : verdict
          ? 'Checked: a better move than the one you played in the game.'
          : 'Checked: not one of the better moves. The answer is below.';

  function onMove(uci: string) {
    if (locked) return;
    const chess = new Chess(item.fen);
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    setFen(chess.fen());
    setPlayed(uci);
    onAnswer({ moves: [uci] });
  }

  return (
    <div className="flex flex-col items-center gap-4 lg:flex-row lg:items-start lg:gap-8">
      <div className="w-full lg:w-80 lg:shrink-0">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">From your game</p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink">Find a better move for {side}</h1>
        <p className="mt-2 text-muted">
          {item.white} – {item.black}
          {date ? `, ${date}` : ''}. On move {moveNumber} you played{' '}
          <strong className="text-ink">{item.played_san}</strong>, a mistake. What was better?
        </p>
        <p aria-live="polite" data-testid="game-move-status" className="mt-2 text-sm text-muted">
          {status}
        </p>
      </div>
      <ChessBoard
        id="practice-game-move"
        position={played && failed ? item.fen : fen}
        orientation={item.color}
        onMove={locked ? undefined : onMove}
        label={`Position from your game, ${side} to play`}
        className="w-full max-w-[min(100%,520px,calc(100dvh-260px))] min-w-[min(100%,300px)]"
      />
    </div>
  );
}
