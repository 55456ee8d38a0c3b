import { Chess, type Color, type Square } from 'chess.js';
import type { Detector, IdeaCase } from '../types.ts';
import {
  dist,
  fileOf,
  isPassed,
  kingOf,
  materialOf,
  onBoard,
  other,
  pieces,
  play,
  rankOf,
  sq,
} from './board.ts';

/*
 * The basic mates against a lone king, and queen endings.
 */

/**
 * The lone king's box: the squares it can walk to through squares the strong side does not
 * attack (lines are counted through the lone king), its own square included.
 */
export function boxSize(c: Chess, lone: Color): number {
  const k = kingOf(c, lone);
  const strong = other(lone);
  const board = new Chess(c.fen());
  board.remove(k as Square);
  const seen = new Set<string>([k]);
  const todo = [k];
  while (todo.length) {
    const s = todo.pop()!;
    for (let df = -1; df <= 1; df++)
      for (let dr = -1; dr <= 1; dr++) {
        const f = fileOf(s) + df;
        const r = rankOf(s) + dr;
        if (!onBoard(f, r)) continue;
        const t = sq(f, r);
        if (seen.has(t) || board.get(t) || board.isAttacked(t, strong)) continue;
        seen.add(t);
        todo.push(t);
      }
  }
  return seen.size;
}

/**
 * A basic mate: the material is exactly `material` (sorted piece letters, kings left out)
 * against a lone king, and the right move mates, or keeps or shrinks the lone king's box (or
 * brings the king closer to help) without stalemate and without leaving a piece to be taken.
 */
export function basicMate(...material: string[]): Detector {
  return ({ fen, move }: IdeaCase) => {
    const p = play(fen, move);
    if (!p) return false;
    const m = materialOf(p.before);
    if (m[other(p.mover)] !== '' || !material.includes(m[p.mover])) return false;
    if (p.after.isCheckmate()) return true;
    if (p.after.isStalemate() || materialOf(p.after)[p.mover] !== m[p.mover]) return false;
    const lone = other(p.mover);
    const hanging = p.after
      .moves({ verbose: true })
      .some((x) => x.captured && !p.after.isAttacked(x.to, p.mover));
    if (hanging) return false;
    const lk = kingOf(p.after, lone);
    const approaches = p.move.piece === 'k' && dist(p.move.to, lk) < dist(p.move.from, lk);
    return approaches || boxSize(p.after, lone) <= boxSize(p.before, lone);
  };
}

/** Two bishops of opposite colours. */
export const twoBishops: Detector = (c) => {
  const p = play(c.fen, c.move);
  if (!p) return false;
  const bishops = pieces(p.before).filter((x) => x.type === 'b');
  const shade = (s: string) => (fileOf(s) + rankOf(s)) % 2;
  return (
    bishops.length === 2 &&
    shade(bishops[0]!.square) !== shade(bishops[1]!.square) &&
    basicMate('bb')(c)
  );
};

/**
 * A queen ending: kings, one queen a side and pawns; the right move checks (or mates), promotes, takes
 * the queen, or pushes a passed pawn.
 */
export const queenEnding: Detector = ({ fen, move }) => {
  const p = play(fen, move);
  if (!p) return false;
  const m = materialOf(p.before);
  if (!/^p*q$/.test(m.w) || !/^p*q$/.test(m.b)) return false;
  const { san, piece, promotion, captured } = p.move;
  if (/[+#]/.test(san) || promotion || captured === 'q') return true;
  return piece === 'p' && isPassed(p.after, p.move.to, p.mover);
};
