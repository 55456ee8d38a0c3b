import { Chess, type Square } from 'chess.js';
import type { IdeaCase } from '../types.ts';
import {
  attackersOf,
  between,
  isCheck,
  lineOf,
  looseBoard,
  other,
  value,
  type Line,
  type Ply,
} from './board.ts';
import { forcing } from './double.ts';

/** The learner's moves after `p` that land somewhere that matters: captures, checks or mate. */
const laterHits = (l: Line, p: Ply) =>
  l.mine.filter((q) => q.index > p.index && (q.move.captured || isCheck(q)));

/**
 * Removing the defender: a capture takes a piece that guarded the square a later move uses, or
 * a square from which the learner mates after the reply (the defender of h7 taken: Qxh7#).
 */
export function removeDefender(l: Line): Ply | undefined {
  const enemy = other(l.solver);
  return l.mine.slice(0, 2).find((p) => {
    if (!p.move.captured) return false;
    const guarded = (t: Square) => attackersOf(p.before, t, enemy).includes(p.move.to as Square);
    if (laterHits(l, p).some((q) => guarded(q.move.to as Square))) return true;
    // The capture threatens mate there (as if it were the learner's move again).
    return !l.plies[p.index + 2] && matesOn(passTurn(p.after), guarded);
  });
}

/** The position with the other side to move (no en passant), or null when that is illegal. */
const passTurn = (fen: string) => {
  const f = fen.split(' ');
  f[1] = f[1] === 'w' ? 'b' : 'w';
  f[3] = '-';
  return f.join(' ');
};
/** Whether the side to move has a mate landing on a square `on` accepts. */
function matesOn(fen: string, on: (s: Square) => boolean): boolean {
  let board: Chess;
  try {
    board = new Chess(fen);
  } catch {
    return false;
  }
  return board.moves({ verbose: true }).some((m) => {
    if (!on(m.to)) return false;
    board.move(m);
    const mate = board.isCheckmate();
    board.undo();
    return mate;
  });
}
export const removingTheDefender = (c: IdeaCase) => {
  const l = lineOf(c);
  return !!l && !!removeDefender(l);
};

/**
 * A forcing move makes an enemy piece leave its post (the reply), and a later move uses a square
 * that piece guarded from there. Returns the forcing ply and the reply.
 */
export function deflected(l: Line): { p: Ply; r: Ply; q: Ply } | undefined {
  const enemy = other(l.solver);
  for (const p of l.mine.slice(0, 2)) {
    const r = l.plies[p.index + 1];
    if (!r || !forcing(p)) continue;
    const from = r.move.from as Square;
    const q = laterHits(l, p).find((q) => {
      const t = q.move.to as Square;
      return (
        attackersOf(r.before, t, enemy).includes(from) &&
        !attackersOf(r.after, t, enemy).includes(r.move.to as Square)
      );
    });
    if (q) return { p, r, q };
  }
  return undefined;
}
export const deflection = (c: IdeaCase) => {
  const l = lineOf(c);
  return !!l && !!deflected(l);
};

/** Decoy: the reply steps (or takes) onto the learner's square, and a later move hits it there. */
export function decoy(c: IdeaCase): boolean {
  const l = lineOf(c);
  if (!l) return false;
  return l.mine.slice(0, 2).some((p) => {
    const r = l.plies[p.index + 1];
    if (!r || r.move.to !== p.move.to) return false;
    const lured = r.move.to as Square;
    return l.mine.some(
      (q) =>
        q.index > r.index &&
        (q.move.to === lured ||
          attackersOf(q.after, lured, l.solver).includes(q.move.to as Square) ||
          (r.move.piece === 'k' && isCheck(q))),
    );
  });
}

/**
 * Overloading: the first capture hits a piece the defender also guards; the defender takes back
 * and abandons the other square, which the next move uses.
 */
export function overloading(c: IdeaCase): boolean {
  const l = lineOf(c);
  const d = l && deflected(l);
  return !!d && !!d.p.move.captured && d.r.move.to === d.p.move.to && d.q.move.to !== d.p.move.to;
}

/**
 * Interference: the move lands between an enemy line piece and a square it guarded, and a
 * later move uses that square. Returns the move, the cut-off defender and the move that uses it.
 */
export function interferenceOf(l: Line): { p: Ply; defender: Square; q: Ply } | undefined {
  const enemy = other(l.solver);
  for (const p of l.mine.slice(0, 2)) {
    const s = p.move.to as Square;
    for (const q of laterHits(l, p)) {
      const t = q.move.to as Square;
      const defender = attackersOf(p.before, t, enemy).find(
        (e) => between(e, t)?.includes(s) && !attackersOf(p.after, t, enemy).includes(e),
      );
      if (defender) return { p, defender, q };
    }
  }
  return undefined;
}
export const interference = (c: IdeaCase) => {
  const l = lineOf(c);
  return !!l && !!interferenceOf(l);
};

/**
 * In-between move: a piece the learner could take at once is taken only later; first comes a
 * check or a threat elsewhere.
 */
export function zwischenzug(c: IdeaCase): boolean {
  const l = lineOf(c);
  const first = l?.mine[0];
  if (!l || !first || l.mine.length < 2) return false;
  const start = looseBoard(c.fen);
  return l.mine.slice(1).some((q) => {
    const t = q.move.to as Square;
    const prey = start.get(t);
    return (
      !!q.move.captured &&
      prey?.color === other(l.solver) &&
      prey.type !== 'p' &&
      first.move.to !== t &&
      attackersOf(c.fen, t, l.solver).length > 0 &&
      forcing(first)
    );
  });
}

/** Whether the enemy piece on `s` would be lost where it stands (attacked, and cheaply or loose). */
const lostOn = (fen: string, s: Square, v: number, by: 'w' | 'b') => {
  const atk = attackersOf(fen, s, by);
  if (!atk.length) return false;
  const cheapest = Math.min(...atk.map((a) => value(looseBoard(fen).get(a)!.type)));
  return cheapest < v || attackersOf(fen, s, other(by)).length === 0;
};

/** Trapped piece: after the learner's move an enemy piece is attacked and every square it has loses it. */
export function trappedOf(l: Line): { p: Ply; square: Square } | undefined {
  for (const p of l.mine.slice(0, 2)) {
    const board = new Chess(p.after);
    if (board.isCheck()) continue;
    const t = board
      .board()
      .flat()
      .find(
        (t) =>
          t &&
          t.color !== l.solver &&
          !'pk'.includes(t.type) &&
          caught(p.after, t.square, value(t.type), l.solver) &&
          !caught(p.before, t.square, value(t.type), l.solver),
      );
    if (t) return { p, square: t.square };
  }
  return undefined;
}
export const trappedPiece = (c: IdeaCase) => {
  const l = lineOf(c);
  return !!l && !!trappedOf(l);
};

/** The enemy piece on `s` is lost where it stands and on every square it can go to. */
function caught(fen: string, s: Square, v: number, by: 'w' | 'b'): boolean {
  if (!lostOn(fen, s, v, by)) return false;
  const enemyToMove = passTurn(fen).replace(/ [wb] /, ` ${other(by)} `);
  let board: Chess;
  try {
    board = new Chess(enemyToMove);
  } catch {
    return false;
  }
  return board.moves({ square: s, verbose: true }).every((m) => {
    if (m.captured && value(m.captured) >= v) return false;
    const next = new Chess(enemyToMove);
    next.move(m);
    return lostOn(next.fen(), m.to, v, by);
  });
}

/** Clearance: the first move vacates a square or line that another piece of the line then uses. */
export function clearance(c: IdeaCase): boolean {
  const l = lineOf(c);
  const first = l?.mine[0];
  if (!l || !first) return false;
  const f = first.move.from as Square;
  return l.mine
    .slice(1)
    .some(
      (q) =>
        q.move.from !== first.move.to &&
        (q.move.to === f || !!between(q.move.from as Square, q.move.to as Square)?.includes(f)),
    );
}
