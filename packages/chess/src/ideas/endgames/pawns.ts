import { Chess, type Color } from 'chess.js';
import { playUci } from '../../position.ts';
import type { IdeaCase } from '../types.ts';
import {
  dist,
  fileOf,
  isPassed,
  kingInSquare,
  kingOf,
  movesToPromote,
  onBoard,
  onlyKingsAndPawns,
  other,
  passedPawns,
  pawnDefends,
  pawnsOf,
  play,
  promotionSquare,
  rankOf,
  relRank,
  sq,
} from './board.ts';

/*
 * King and pawn endings. Every detector here asks for a board of kings and pawns only.
 */

/**
 * Kings in opposition: on one file, rank or diagonal with an odd number of squares between
 * them — one square is the direct (or diagonal) opposition, three or five the distant one.
 */
export function kingsInOpposition(a: string, b: string): boolean {
  const df = Math.abs(fileOf(a) - fileOf(b));
  const dr = Math.abs(rankOf(a) - rankOf(b));
  const gap = df === 0 ? dr : dr === 0 ? df : df === dr ? df : 0;
  return gap >= 2 && gap % 2 === 0;
}

/** Only kings and pawns, and the right move is a king move that takes the opposition. */
export function opposition({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before) || p.move.piece !== 'k') return false;
  return kingsInOpposition(p.move.to, kingOf(p.after, other(p.mover)));
}

/**
 * Key squares of a pawn: the squares where its king guarantees promotion. A pawn up to its
 * fourth rank: the three squares two ranks ahead; on the fifth or sixth: the three squares one
 * and two ranks ahead; a rook pawn: the two squares on the neighbouring file next to promotion.
 */
export function keySquaresOf(pawn: string, color: Color): string[] {
  const f = fileOf(pawn);
  const ahead = (k: number) => rankOf(pawn) + (color === 'w' ? k : -k);
  if (f === 0 || f === 7) {
    const g = f === 0 ? 1 : 6;
    const last = color === 'w' ? 7 : 0;
    return [sq(g, last), sq(g, color === 'w' ? 6 : 1)];
  }
  const r = relRank(pawn, color);
  const steps = r <= 3 ? [2] : [1, 2];
  return steps.flatMap((k) =>
    [f - 1, f, f + 1].filter((x) => onBoard(x, ahead(k))).map((x) => sq(x, ahead(k))),
  );
}

/**
 * Only kings and pawns; the right move is a king move that reaches a key square of one of its
 * pawns, or heads for one: it ends one king step from a key square it was farther from before.
 */
export function keySquares({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before) || p.move.piece !== 'k') return false;
  const keys = pawnsOf(p.after, p.mover).flatMap((s) => keySquaresOf(s, p.mover));
  const near = (s: string) => Math.min(...keys.map((k) => dist(s, k)));
  if (!keys.length) return false;
  return near(p.move.to) === 0 || (near(p.move.to) === 1 && near(p.move.from) > 1);
}

/**
 * The square of the pawn, both ways: the defender's king steps into the square of an enemy
 * passed pawn (it was outside the square as counted with the pawn to move, and now is inside),
 * or a passed pawn runs while the enemy king is outside its square.
 */
export function squareOfThePawn({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before)) return false;
  const enemy = other(p.mover);
  if (p.move.piece === 'k')
    return passedPawns(p.after, enemy).some((e) => {
      const n = movesToPromote(e, enemy);
      const promo = promotionSquare(e, enemy);
      return dist(p.move.from, promo) > n && dist(p.move.to, promo) <= n;
    });
  return (
    p.move.piece === 'p' &&
    isPassed(p.after, p.move.to, p.mover) &&
    !kingInSquare(p.move.to, p.mover, kingOf(p.after, enemy), true)
  );
}

/** A passed pawn on a wing, two files or more from every enemy pawn, all other pawns on one side. */
export function outsidePassers(c: Chess, color: Color): string[] {
  const all = [...pawnsOf(c, 'w'), ...pawnsOf(c, 'b')];
  return passedPawns(c, color).filter((s) => {
    const f = fileOf(s);
    const others = all.filter((x) => x !== s).map(fileOf);
    const enemy = pawnsOf(c, other(color)).map(fileOf);
    return (
      enemy.length > 0 &&
      enemy.every((x) => Math.abs(x - f) >= 2) &&
      (others.every((x) => x >= f) || others.every((x) => x <= f))
    );
  });
}

/**
 * Only kings and pawns, and the mover has an outside passed pawn: the right move pushes it (the
 * decoy), or the king takes a pawn on the other wing while the enemy king is nearer the passer.
 */
export function outsidePassedPawn({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before)) return false;
  const outside = outsidePassers(p.before, p.mover);
  if (!outside.length) return false;
  if (p.move.piece === 'p') return outside.includes(p.move.from);
  if (p.move.piece !== 'k' || !p.move.captured) return false;
  const ek = kingOf(p.before, other(p.mover));
  return outside.some((o) => dist(ek, o) < dist(ek, p.move.to));
}

/** Passed pawns of `color` defended by one of its own pawns. */
export const protectedPassers = (c: Chess, color: Color) =>
  passedPawns(c, color).filter((s) => pawnDefends(c, s, color));

/**
 * Only kings and pawns; the right move is a pawn move after which the moved pawn is a protected
 * passed pawn, or protects one.
 */
export function protectedPassedPawn({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before) || p.move.piece !== 'p') return false;
  const to = p.move.to;
  return protectedPassers(p.after, p.mover).some(
    (s) => s === to || (Math.abs(fileOf(s) - fileOf(to)) === 1 && dist(s, to) === 1),
  );
}

const pawnCaptures = (c: Chess) =>
  c.moves({ verbose: true }).filter((m) => m.piece === 'p' && m.captured === 'p');

/** After the enemy's reply, the mover has a passed pawn or makes one with a pawn capture. */
function passerFollows(c: Chess, mover: Color): boolean {
  if (passedPawns(c, mover).length) return true;
  return pawnCaptures(c).some((m) => {
    c.move(m);
    const ok = passedPawns(c, mover).length > 0;
    c.undo();
    return ok;
  });
}

function lineMakesPasser(fen: string, line: string[], mover: Color): boolean {
  const c = new Chess(fen);
  for (const u of line) {
    const m = playUci(c, u);
    if (!m) return false;
    if (m.promotion && m.color === mover) return true;
  }
  return passedPawns(c, mover).length > 0;
}

/**
 * A breakthrough: only kings and pawns, the mover has no passed pawn, and the right move is a
 * pawn move the enemy pawns can capture after which every pawn capture still leaves the mover a
 * passed pawn (at once or with a recapture). Given the whole line, the line must end with a
 * passed pawn (or a new queen) for the mover.
 */
export function breakthrough({ fen, move, line }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || !onlyKingsAndPawns(p.before) || p.move.piece !== 'p') return false;
  if (passedPawns(p.before, p.mover).length) return false;
  const replies = pawnCaptures(p.after);
  if (!replies.some((m) => m.to === p.move.to)) return false;
  if (line && line.length > 2) return lineMakesPasser(fen, line, p.mover);
  return replies.every((m) => {
    p.after.move(m);
    const ok = passerFollows(p.after, p.mover);
    p.after.undo();
    return ok;
  });
}

/**
 * Advanced passed pawns (any material): the right move pushes a passed pawn to its sixth rank
 * or beyond, or promotes.
 */
export function promotionRace({ fen, move }: IdeaCase): boolean {
  const p = play(fen, move);
  if (!p || p.move.piece !== 'p') return false;
  return (
    !!p.move.promotion ||
    (relRank(p.move.to, p.mover) >= 5 && isPassed(p.after, p.move.to, p.mover))
  );
}
