import { Chess } from 'chess.js';

/**
 * Game phase of the position the solver first sees, a simplified version of lila's divider:
 * endgame when at most 6 minor and major pieces remain, opening while both sides still have
 * 12 or more of them and it is move 12 or earlier, middlegame otherwise.
 */
export function phaseOf(fen: string): 'opening' | 'middlegame' | 'endgame' {
  const pieces = new Chess(fen)
    .board()
    .flat()
    .filter((p) => p && 'nbrq'.includes(p.type)).length;
  if (pieces <= 6) return 'endgame';
  const fullmove = Number(fen.split(' ')[5] ?? 1);
  return fullmove <= 12 && pieces >= 12 ? 'opening' : 'middlegame';
}

/** The endgame-type key when only one kind of piece (or queen + rooks) is left beside kings and pawns. */
export function endgameKind(fen: string): string | null {
  const kinds = new Chess(fen)
    .board()
    .flat()
    .filter((p) => p && p.type !== 'k' && p.type !== 'p')
    .map((p) => p!.type);
  const set = new Set(kinds);
  if (set.size === 0) return 'pawnEndgame';
  if (set.size === 1)
    return (
      { r: 'rookEndgame', b: 'bishopEndgame', n: 'knightEndgame', q: 'queenEndgame' } as const
    )[kinds[0] as 'r'];
  const queens = kinds.filter((k) => k === 'q').length;
  if (set.size === 2 && set.has('q') && set.has('r') && queens === 1) return 'queenRookEndgame';
  return null;
}
