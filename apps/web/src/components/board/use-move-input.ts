import { useMemo, useState } from 'react';
import { Chess, type Move, type Square } from 'chess.js';

export interface PendingPromotion {
  from: string;
  to: string;
  color: 'w' | 'b';
}

function legalMoves(fen: string | null): Move[] {
  if (!fen) return [];
  try {
    return new Chess(fen).moves({ verbose: true });
  } catch {
    return [];
  }
}

/**
 * Turns clicks and drags into legal UCI moves for the side to move in `fen`: select a piece to
 * see its targets, click or drop on one to move, pick a piece when a pawn promotes. Illegal
 * attempts are ignored (the piece snaps back), so the learner is never punished for a mis-click.
 */
export function useMoveInput(fen: string | null, onMove: ((uci: string) => void) | undefined) {
  const moves = useMemo(() => (onMove ? legalMoves(fen) : []), [fen, onMove]);
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<PendingPromotion | null>(null);
  const [forFen, setForFen] = useState(fen);
  if (forFen !== fen) {
    // A new position (a reply was played, or a retry): forget the old selection.
    setForFen(fen);
    setSelected(null);
    setPromotion(null);
  }

  const targets = useMemo(
    () => new Set(moves.filter((m) => m.from === selected).map((m) => m.to as string)),
    [moves, selected],
  );
  const movable = useMemo(() => new Set(moves.map((m) => m.from as string)), [moves]);

  /** Tries from→to; returns whether it was a legal move (or opened the promotion picker). */
  function attempt(from: string, to: string, promotion?: string): boolean {
    const candidates = moves.filter((m) => m.from === from && m.to === to);
    if (!onMove || candidates.length === 0) return false;
    setSelected(null);
    if (promotion && candidates.some((m) => m.promotion === promotion)) {
      onMove(`${from}${to}${promotion}`);
      return true;
    }
    if (candidates.some((m) => m.promotion)) {
      setPromotion({ from, to, color: candidates[0]!.color });
      return true;
    }
    onMove(`${from}${to}`);
    return true;
  }

  function clickSquare(square: string) {
    if (!onMove) return;
    if (selected && targets.has(square)) {
      attempt(selected, square);
      return;
    }
    setSelected(movable.has(square) && selected !== square ? square : null);
  }

  return {
    selected,
    targets,
    promotion,
    clickSquare,
    /** For the move box: a typed move, through the same legality and promotion path. */
    attempt,
    /** Where the piece on `square` may go (for announcing a pick-up). */
    targetsOf: (square: string) => moves.filter((m) => m.from === square).map((m) => m.to),
    movable: (square: string) => movable.has(square),
    canDrag: (square: string | null) => Boolean(onMove && square && movable.has(square as Square)),
    startDrag: (square: string | null) =>
      setSelected(square && movable.has(square) ? square : null),
    drop: (from: string, to: string | null) => (to ? attempt(from, to) : false),
    pickPromotion(piece: 'q' | 'r' | 'b' | 'n') {
      if (!promotion || !onMove) return;
      setPromotion(null);
      onMove(`${promotion.from}${promotion.to}${piece}`);
    },
    cancelPromotion: () => setPromotion(null),
  };
}
