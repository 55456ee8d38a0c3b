import type { Chess, Color } from 'chess.js';
import type { IdeaCase } from '../types.ts';
import {
  dist,
  fileOf,
  isPassed,
  kingOf,
  materialOf,
  other,
  pawnsOf,
  pieces,
  play,
  promotionSquare,
  rankOf,
  relRank,
  sq,
} from './board.ts';

/*
 * Rook endings: Lucena, Philidor, cutting the king off, the rook behind the passed pawn.
 */

/** Rook and pawn against rook: the side with the pawn, or null. */
function rookPawnVsRook(c: Chess): Color | null {
  const m = materialOf(c);
  if (m.w === 'pr' && m.b === 'r') return 'w';
  if (m.b === 'pr' && m.w === 'r') return 'b';
  return null;
}

/**
 * Lucena: rook and pawn against rook with the pawn on its seventh rank, the stronger side to
 * move. The right move is a step of the bridge: the rook checks the defending king away or goes
 * to its fourth rank (the bridge), blocks a check, or the king steps out from in front of the
 * pawn.
 */
export function lucena({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || rookPawnVsRook(p.before) !== p.mover) return false;
  const pawn = pawnsOf(p.before, p.mover)[0]!;
  if (relRank(pawn, p.mover) !== 6) return false;
  const { piece, from, to, san } = p.move;
  if (piece === 'k') return dist(from, pawn) <= 1 || from === promotionSquare(pawn, p.mover);
  if (piece !== 'r') return false;
  return /[+#]/.test(san) || relRank(to, p.mover) === 3 || p.before.inCheck();
}

/**
 * Philidor: the defender of rook and pawn against rook, its king in front of the pawn (on the
 * pawn's file or the next one, nearer the queening square), keeps its rook on its third rank (the
 * attacker's sixth) while the pawn has not reached it; once the pawn stands on the sixth, the
 * rook goes behind the attacking king (two ranks or more below it), or checks from far away
 * (three squares or more from the attacking king). A pawn on the seventh is past the Philidor,
 * and a capture or a mate is a tactic, not this defence.
 */
export function philidor({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  const attacker = other(p?.mover ?? 'w');
  if (!p || rookPawnVsRook(p.before) !== attacker) return false;
  if (p.move.captured || p.after.isCheckmate()) return false;
  const pawn = pawnsOf(p.before, attacker)[0]!;
  const pawnRank = relRank(pawn, attacker);
  const inFront = (k: string) =>
    Math.abs(fileOf(k) - fileOf(pawn)) <= 1 && relRank(k, attacker) > pawnRank;
  if (!inFront(kingOf(p.before, p.mover)) || pawnRank > 5) return false;
  if (p.move.piece === 'k') {
    // The set-up stands (the rook on the third rank, the pawn below it): the king waits on the
    // queening square or next to it, still in front of the pawn.
    const rook = pieces(p.before).find((x) => x.type === 'r' && x.color === p.mover)!;
    return (
      pawnRank <= 4 &&
      relRank(rook.square, attacker) === 5 &&
      inFront(p.move.to) &&
      relRank(p.move.to, attacker) >= 6
    );
  }
  if (p.move.piece !== 'r') return false;
  const to = relRank(p.move.to, attacker);
  if (pawnRank <= 4) return to === 5;
  const ak = kingOf(p.after, attacker);
  return to <= relRank(ak, attacker) - 2 || (/[+#]/.test(p.move.san) && dist(p.move.to, ak) >= 3);
}

const rookEnding = (c: Chess) =>
  pieces(c).every((x) => x.type === 'k' || x.type === 'p' || x.type === 'r');

const strictlyBetween = (x: number, a: number, b: number) =>
  Math.min(a, b) < x && x < Math.max(a, b);

/**
 * Cutting the king off: a rook ending (rooks and pawns only); the right rook move (not a capture) lands on a
 * file (moving along a rank) or a rank (moving along a file) strictly between the enemy king
 * and one of the mover's passed pawns, where the enemy king cannot take it.
 */
export function cuttingOff({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !rookEnding(p.before) || p.move.piece !== 'r' || p.move.captured) return false;
  const { from, to } = p.move;
  const ek = kingOf(p.after, other(p.mover));
  if (dist(ek, to) <= 1) return false;
  const passers = pawnsOf(p.after, p.mover).filter((s) => isPassed(p.after, s, p.mover));
  return passers.some((pawn) =>
    rankOf(from) === rankOf(to)
      ? strictlyBetween(fileOf(to), fileOf(ek), fileOf(pawn))
      : fileOf(from) === fileOf(to) && strictlyBetween(rankOf(to), rankOf(ek), rankOf(pawn)),
  );
}

/** The squares from `a` to `b` on one file, both excluded, are empty. */
function clearFile(c: Chess, a: string, b: string): boolean {
  const f = fileOf(a);
  const lo = Math.min(rankOf(a), rankOf(b));
  const hi = Math.max(rankOf(a), rankOf(b));
  for (let r = lo + 1; r < hi; r++) if (c.get(sq(f, r))) return false;
  return true;
}

/**
 * The rook behind the passed pawn: the right move puts a rook on the file of a passed pawn (its
 * own or the enemy's), behind it as the pawn runs, with nothing between, and it was not there
 * before. A mate is a mate and a capture is a trade or a piece won, not this idea.
 */
export function rookBehindPassedPawn({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || p.move.piece !== 'r' || p.move.captured || p.after.isCheckmate()) return false;
  const behind = (c: Chess, rook: string) =>
    (['w', 'b'] as Color[]).some((color) =>
      pawnsOf(c, color).some(
        (pawn) =>
          fileOf(pawn) === fileOf(rook) &&
          isPassed(c, pawn, color) &&
          relRank(rook, color) < relRank(pawn, color) &&
          clearFile(c, rook, pawn),
      ),
    );
  return behind(p.after, p.move.to) && !behind(p.before, p.move.from);
}
