import type { Square } from 'chess.js';
import { discoveredKind, isDoubleCheck, isPin, isSkewer } from '../../puzzles/motifs.ts';
import type { IdeaCase } from '../types.ts';
import {
  attackersOf,
  between,
  enemyPairs,
  lineOf,
  looseBoard,
  other,
  pinsOf,
  value,
  worthy,
  type Line,
  type Ply,
} from './board.ts';

const key = (p: { slider: Square; front: { square: Square } }) => `${p.slider}${p.front.square}`;

/** What the ply does with a pin (absolute or relative), or null. */
export function pinUse(l: Line, p: Ply): 'makes' | 'wins' | 'attacks' | 'exploits' | null {
  const enemy = other(l.solver);
  const before = pinsOf(p.before, l.solver).filter((x) => x.front.type !== 'p');
  const after = pinsOf(p.after, l.solver).filter((x) => x.front.type !== 'p');
  const had = new Set(before.map(key));
  if (after.some((x) => !had.has(key(x)) && x.slider === p.move.to)) return 'makes';
  if (before.some((x) => x.front.square === p.move.to)) return 'wins';
  if (after.some((x) => attackersOf(p.after, x.front.square, l.solver).includes(p.move.to)))
    return 'attacks';
  // The capture stands because a pinned piece cannot (or dare not) take back.
  if (p.move.captured) {
    const guards = attackersOf(p.before, p.move.to, enemy);
    const pinned = new Set(before.map((x) => x.front.square));
    if (guards.length && guards.every((g) => pinned.has(g))) return 'exploits';
  }
  return null;
}

/** A pin is made or used in the learner's first two moves (or the tagger's pin-and-win). */
export function pin(c: IdeaCase): boolean {
  const l = lineOf(c);
  return !!l && (isPin(l.plies, l.solver) || l.mine.slice(0, 2).some((p) => !!pinUse(l, p)));
}

/** Skewers the moved piece sets up: front is the king or worth more than a real piece behind. */
export const skewersOf = (l: Line, p: Ply) =>
  enemyPairs(p.after, l.solver).filter(
    (x) =>
      x.slider === p.move.to &&
      (x.front.type === 'k' || value(x.front.type) > value(x.back.type)) &&
      x.back.type !== 'k' &&
      worthy(p.after, x.back, value(p.move.piece)),
  );

export function skewer(c: IdeaCase): boolean {
  const l = lineOf(c);
  return !!l && (isSkewer(l.plies) || l.mine.slice(0, 2).some((p) => skewersOf(l, p).length > 0));
}

/**
 * X-ray: a line piece of the learner acts through an enemy piece — a later move of the line
 * goes along a path an enemy piece blocked when the exercise began, or the first move lines a
 * slider up on a target behind an enemy piece that the line then removes.
 */
export function xray(c: IdeaCase): boolean {
  const l = lineOf(c);
  if (!l) return false;
  const start = looseBoard(c.fen);
  return l.mine.some((p, i) => {
    if (!'rbq'.includes(p.move.piece)) return false;
    const path = between(p.move.from as Square, p.move.to as Square) ?? [];
    const through = path.some((s) => start.get(s)?.color === other(l.solver));
    return through && (i > 0 || !!p.move.captured);
  });
}

/** Moving one piece unmasks a line piece onto the king or a worthwhile target. */
export function unmasked(l: Line, p: Ply): boolean {
  const board = looseBoard(p.after);
  return board
    .board()
    .flat()
    .some((t) => {
      if (!t || t.color === l.solver) return false;
      return board.attackers(t.square, l.solver).some((from) => {
        if (from === p.move.to || !between(from, t.square)?.includes(p.move.from as Square))
          return false;
        return worthy(p.after, t, value(board.get(from)!.type));
      });
    });
}

export function discoveredAttack(c: IdeaCase): boolean {
  const l = lineOf(c);
  return (
    !!l && (!!discoveredKind(l.plies, l.solver) || l.mine.slice(0, 2).some((p) => unmasked(l, p)))
  );
}

export function doubleCheck(c: IdeaCase): boolean {
  const l = lineOf(c);
  return !!l && isDoubleCheck(l.plies, l.solver);
}
