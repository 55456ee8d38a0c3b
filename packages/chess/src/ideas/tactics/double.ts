import type { Square } from 'chess.js';
import { forkPly } from '../../puzzles/motifs.ts';
import type { IdeaCase } from '../types.ts';
import {
  attackersOf,
  defended,
  isCheck,
  lineOf,
  looseBoard,
  other,
  targetsOf,
  value,
  worthy,
  type Line,
  type Ply,
} from './board.ts';

/** The worthwhile targets (king, bigger or loose pieces) the piece that moved in `p` attacks. */
export const forkTargets = (p: Ply) => {
  const by = value(p.move.promotion ?? p.move.piece);
  return targetsOf(p.after, p.move.to).filter((t) => worthy(p.after, t, by));
};

/**
 * The ply of the line that forks: the moved piece hits two worthwhile targets, and the line
 * cashes in (the tagger's rule: the forker takes one of them next), mates, or ends there.
 */
export function forkOf(l: Line): Ply | undefined {
  const cashed = forkPly(l.plies, l.solver);
  if (cashed) return cashed;
  return l.mine.find((p, i) => forkTargets(p).length >= 2 && (i === l.mine.length - 1 || l.mates));
}

/** A fork anywhere in the line, by one of `pieces` (p, n, b, r, q, k). */
export const forkBy =
  (pieces: string) =>
  (c: IdeaCase): boolean => {
    const l = lineOf(c);
    const f = l && forkOf(l);
    return !!f && pieces.includes(f.move.piece);
  };

/**
 * Loose pieces drop off: the learner's first capture (in the first two moves) takes a piece,
 * knight or more, that nobody defended when the exercise began nor when it was taken.
 */
export function hangingPiece(c: IdeaCase): boolean {
  const l = lineOf(c);
  const p = l?.mine.slice(0, 2).find((q) => q.move.captured);
  const cap = p?.move.captured;
  if (!l || !p || !cap || cap === 'p') return false;
  const enemy = other(l.solver);
  const start = looseBoard(c.fen).get(p.move.to as Square);
  return (
    start?.color === enemy &&
    !defended(c.fen, p.move.to as Square, enemy) &&
    !defended(p.before, p.move.to as Square, enemy)
  );
}

/**
 * Counting an exchange: the move captures with the cheapest attacker, on a square where the
 * attackers outnumber the defenders or the target is worth more than the capturer.
 */
export function countingExchange(c: IdeaCase): boolean {
  const l = lineOf(c);
  const p = l?.mine[0];
  if (!l || !p?.move.captured) return false;
  const to = p.move.to as Square;
  const mine = attackersOf(p.before, to, l.solver);
  const theirs = attackersOf(p.before, to, other(l.solver));
  const cheapest = Math.min(...mine.map((s) => value(pieceAt(p.before, s))));
  const own = value(p.move.piece);
  return own === cheapest && (value(p.move.captured) > own || mine.length > theirs.length);
}
const pieceAt = (fen: string, s: Square) => looseBoard(fen).get(s)!.type;

/** A forcing move: a check, a capture, a promotion, or a new attack on a worthwhile target. */
export function forcing(p: Ply): boolean {
  if (isCheck(p) || p.move.captured || p.move.promotion) return true;
  // A pawn on its sixth or seventh rank threatens to promote.
  const rank = Number(p.move.to[1]);
  if (p.move.piece === 'p' && (p.move.color === 'w' ? rank >= 6 : rank <= 3)) return true;
  const before = new Set(targetsOf(p.before, p.move.from).map((t) => t.square));
  return forkTargets(p).some((t) => t.type !== 'p' && !before.has(t.square));
}

export const forcingMove = (c: IdeaCase) => {
  const p = lineOf(c)?.mine[0];
  return !!p && forcing(p);
};

/** Three or more moves of the learner, each before the last one forcing. */
export function forcingLine(c: IdeaCase): boolean {
  const l = lineOf(c);
  return !!l && l.mine.length >= 3 && l.mine.slice(0, -1).every(forcing);
}
