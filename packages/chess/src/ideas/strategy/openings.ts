import type { IdeaCase } from '../types.ts';
import { attacksFrom, distance, kingOf, play, playLine, relRank } from './board.ts';

/*
 * The opening ideas a detector can check (issue 27): quick mates, the weak f7/f2 square and
 * punishing opening mistakes. Quick mates and opening mistakes ask for the opening (move 15 or
 * earlier); f7 stays weak as long as the king stands beside it.
 */

const early = (c: IdeaCase) => Number(c.fen.split(' ')[5]) <= 15;
const VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** A quick mate: in the opening, the move mates or its line ends in mate. */
export function quickMate(c: IdeaCase): boolean {
  const p = play(c.fen, c.move);
  if (!p || !early(c)) return false;
  if (p.after.isCheckmate()) return true;
  return !!c.line && c.line.length > 1 && playLine(c.fen, c.line, c.line.length).isCheckmate();
}

/**
 * The weak f7 (f2) square: with the enemy king still on its back rank next to it (in the opening
 * or later), the move lands on f7/f2, or the mover takes on f7/f2 within the line's next two own moves.
 */
export function weakF7(c: IdeaCase): boolean {
  const p = play(c.fen, c.move);
  if (!p) return false;
  const f7 = p.me === 'w' ? 'f7' : 'f2';
  const king = kingOf(p.before, p.them);
  if (relRank(king, p.me) < 7 || distance(king, f7) > 2) return false;
  if (p.move.to === f7) return true;
  const line = c.line ?? [];
  return [2, 4].some((i) => line[i]?.slice(2, 4) === f7 && !!line[i]);
}

/**
 * Punishing an opening mistake: in the opening the move mates, wins the queen, or attacks the
 * early queen with a pawn or minor piece (development with gain of time).
 */
export function openingMistake(c: IdeaCase): boolean {
  const p = play(c.fen, c.move);
  if (!p || !early(c)) return false;
  if (p.after.isCheckmate() || p.move.captured === 'q') return true;
  if (VALUE[p.move.piece]! > 3) return false;
  return attacksFrom(p.after, p.move.to).some((s) => {
    const q = p.after.get(s);
    return q?.type === 'q' && q.color === p.them;
  });
}
