import { Chess, type Square } from 'chess.js';
import type { IdeaCase } from '../types.ts';
import {
  attacksFrom,
  bishopQuality,
  countPawns,
  distance,
  fileOf,
  isBackward,
  isDoubled,
  isIsolated,
  isLight,
  isPassed,
  kingOf,
  mobility,
  pawnCanEverAttack,
  pawnGuards,
  pawnIslands,
  pawns,
  piecesOf,
  play,
  playLine,
  relRank,
  squareAt,
  stopSquare,
  type Played,
} from './board.ts';

/*
 * The strategy ideas as tests on the right move (issue 27). Each takes the position before the
 * move and the move (UCI), optionally the line that follows, and answers whether the move is
 * the idea — a knight landing on an outpost, a rook reaching the seventh, a pawn becoming passed.
 */

const on = (d: (p: Played, c: IdeaCase) => boolean) => (c: IdeaCase) => {
  const p = play(c.fen, c.move);
  return !!p && d(p, c);
};

/** `sq` is an outpost for `p.me` after the move: in the enemy half (ranks 4–6), guarded by an own pawn, out of every enemy pawn's reach. */
export function outpostSquare(a: Chess, sq: string, me: 'w' | 'b'): boolean {
  const r = relRank(sq, me);
  return (
    r >= 4 &&
    r <= 6 &&
    pawnGuards(a, sq, me).length > 0 &&
    !pawnCanEverAttack(a, sq, me === 'w' ? 'b' : 'w')
  );
}
/** The moved knight (or bishop) lands on an outpost. */
export const outpost = on(
  ({ move, after, me }) =>
    (move.piece === 'n' || move.piece === 'b') && outpostSquare(after, move.to, me),
);

/** A hole: a square in the enemy camp (ranks 5–7) no enemy pawn can ever attack. */
export const holeSquare = (a: Chess, sq: string, me: 'w' | 'b') => {
  const r = relRank(sq, me);
  return r >= 5 && r <= 7 && !pawnCanEverAttack(a, sq, me === 'w' ? 'b' : 'w');
};
/** A piece (not pawn or king) settles on a hole next to the enemy king (within two king steps). */
export const weakSquare = on(
  ({ move, after, me, them }) =>
    move.piece !== 'p' &&
    move.piece !== 'k' &&
    holeSquare(after, move.to, me) &&
    distance(move.to, kingOf(after, them)) <= 2,
);

const pawnsOnFile = (c: Chess, f: number, color: 'w' | 'b') =>
  pawns(c, color).filter((p) => fileOf(p) === f).length;
/** A rook or queen move onto a file (new to it, or up it into the enemy half) whose pawns pass `test`. */
const fileMove = (test: (own: number, theirs: number) => boolean) =>
  on(({ move, after, me, them }) => {
    if (move.piece !== 'r' && move.piece !== 'q') return false;
    const f = fileOf(move.to);
    if (!test(pawnsOnFile(after, f, me), pawnsOnFile(after, f, them))) return false;
    return fileOf(move.from) !== f || relRank(move.to, me) >= 5;
  });
/** Onto a file with no own pawn but an enemy pawn to press. */
export const halfOpenFile = fileMove((own, theirs) => own === 0 && theirs > 0);
/** Onto a file without own pawns (open or half-open). */
export const rookFile = fileMove((own) => own === 0);

/**
 * A rook reaches the opponent's second rank and attacks a pawn there or confines the king to its
 * back rank. Only a rook: the lesson is "Rooks on the seventh", and a queen there is a different
 * (usually tactical) story.
 */
export const seventhRank = on(({ move, after, me, them }) => {
  if (move.piece !== 'r') return false;
  if (relRank(move.to, me) !== 7) return false;
  const hitsPawn = attacksFrom(after, move.to).some((s) => {
    const p = after.get(s);
    return p?.type === 'p' && p.color === them && relRank(s, me) === 7;
  });
  return hitsPawn || relRank(kingOf(after, them), me) === 8;
});

/** In front of an enemy pawn that passes `test`: a non-pawn piece blockades it. */
const blockades = (p: Played, test: (c: Chess, sq: string, color: 'w' | 'b') => boolean) =>
  p.move.piece !== 'p' &&
  pawns(p.before, p.them).some(
    (e) => test(p.before, e, p.them) && stopSquare(e, p.them) === p.move.to,
  );
const captures = (p: Played, test: (c: Chess, sq: string, color: 'w' | 'b') => boolean) =>
  p.move.captured === 'p' && !p.move.isEnPassant() && test(p.before, p.move.to, p.them);

/** Along the line, after some ply the mover has more passed pawns than before, or promotes. */
function lineMakesPasser(c: IdeaCase, p: Played, before: number): boolean {
  const board = new Chess(c.fen);
  for (const u of c.line!) {
    let m;
    try {
      m = board.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    } catch {
      return false;
    }
    if (m.color === p.me && m.promotion) return true;
    if (countPawns(board, p.me, isPassed) > before) return true;
  }
  return false;
}

/**
 * Passed pawns: the moved pawn is passed (a passer advances), or the move — or its line — gives
 * the mover a passed pawn it did not have, or a piece blockades an enemy passer.
 */
export const passedPawn = on((p, c) => {
  if (p.move.piece === 'p' && isPassed(p.after, p.move.to, p.me)) return true;
  const before = countPawns(p.before, p.me, isPassed);
  if (countPawns(p.after, p.me, isPassed) > before) return true;
  if (c.line && lineMakesPasser(c, p, before)) return true;
  return blockades(p, isPassed);
});

/** More of the opponent's pawns pass `test` after the move or after the reply of the line. */
const inflicts = (
  p: Played,
  c: IdeaCase,
  test: (c: Chess, sq: string, color: 'w' | 'b') => boolean,
) => {
  const before = countPawns(p.before, p.them, test);
  if (countPawns(p.after, p.them, test) > before) return true;
  return (
    !!c.line && c.line.length > 1 && countPawns(playLine(c.fen, c.line, 2), p.them, test) > before
  );
};
/** The moved piece attacks an enemy pawn that passes `test` and did not attack it from its old square. */
const newlyAttacks = (p: Played, test: (c: Chess, sq: string, color: 'w' | 'b') => boolean) => {
  if (p.move.piece === 'k') return false;
  const was = new Set(attacksFrom(p.before, p.move.from));
  return attacksFrom(p.after, p.move.to).some((s) => {
    const q = p.after.get(s);
    return q?.type === 'p' && q.color === p.them && !was.has(s) && test(p.after, s, p.them);
  });
};

/** Isolated pawns: capture one, blockade one, attack one, or leave the opponent with a new one. */
export const isolatedPawn = on(
  (p, c) =>
    captures(p, isIsolated) ||
    blockades(p, isIsolated) ||
    newlyAttacks(p, isIsolated) ||
    inflicts(p, c, isIsolated),
);
/** Doubled pawns: capture one, attack one, or make the opponent recapture into doubled pawns. */
export const doubledPawns = on(
  (p, c) => captures(p, isDoubled) || newlyAttacks(p, isDoubled) || inflicts(p, c, isDoubled),
);
/** Backward pawns: occupy the square in front of one, capture it, or attack it. */
export const backwardPawn = on(
  (p) => blockades(p, isBackward) || captures(p, isBackward) || newlyAttacks(p, isBackward),
);
/** Pawn islands: the opponent gets more islands, or the mover fewer (after the move or the line's reply). */
export const pawnIslandsIdea = on((p, c) => {
  const two = c.line && c.line.length > 1 ? playLine(c.fen, c.line, 2) : p.after;
  const them0 = pawnIslands(p.before, p.them);
  const me0 = pawnIslands(p.before, p.me);
  return (
    pawnIslands(p.after, p.them) > them0 ||
    pawnIslands(two, p.them) > them0 ||
    (pawnIslands(two, p.me) < me0 && pawns(two, p.me).length >= pawns(p.before, p.me).length)
  );
});

/**
 * Good and bad bishops (a bishop is bad when most of its own pawns, at least two, stand on its
 * colour): the bad bishop is traded for an enemy minor piece, the opponent's good bishop is
 * traded off, or a good bishop gains at least three squares and reaches seven or more (taking at
 * most a pawn on the way). A piece won for nothing is refused for every positional idea
 * (`winsMaterial` in strategy.ts), so the captures here are trades.
 */
export const goodBadBishop = on(({ before, after, move, me, them }) => {
  if (move.piece === 'b') {
    const q = bishopQuality(before, move.from, me);
    if (q === 'bad' && (move.captured === 'b' || move.captured === 'n')) return true;
    // The scope of a bishop, not a piece it wins: at most a pawn is taken on the way.
    const scope = !move.captured || move.captured === 'p';
    if (scope && (q === 'good' || bishopQuality(after, move.to, me) === 'good')) {
      const gain = mobility(after, move.to) - mobility(before, move.from as Square);
      if (gain >= 3 && mobility(after, move.to) >= 7) return true;
    }
  }
  return move.captured === 'b' && bishopQuality(before, move.to, them) === 'good';
});

const bishops = (c: Chess, color: 'w' | 'b') => piecesOf(c, 'b', color);
const hasPair = (c: Chess, color: 'w' | 'b') => {
  const b = bishops(c, color);
  return b.length >= 2 && new Set(b.map(isLight)).size === 2;
};
/** The bishop pair: after the move (or the line's reply) the mover has both bishops and the opponent no longer has both. */
export const bishopPair = on((p, c) => {
  const had = hasPair(p.before, p.me) && !hasPair(p.before, p.them);
  if (had) return false;
  const ok = (x: Chess) => hasPair(x, p.me) && !hasPair(x, p.them);
  return ok(p.after) || (!!c.line && c.line.length > 1 && ok(playLine(c.fen, c.line, 2)));
});

/** Squares of the enemy king's pawn shelter: its own and the neighbouring files, up to two ranks in front. */
const shelter = (king: string, them: 'w' | 'b'): Square[] => {
  const out: Square[] = [];
  const step = them === 'w' ? 1 : -1;
  for (let df = -1; df <= 1; df++)
    for (let dr = 0; dr <= 2; dr++) {
      const f = fileOf(king) + df;
      const r = Number(king[1]) + dr * step;
      if (f >= 0 && f < 8 && r >= 1 && r <= 8 && (df !== 0 || dr !== 0)) out.push(squareAt(f, r));
    }
  return out;
};
/**
 * King safety: castling; or opening lines to the enemy king — a capture of a pawn of its shelter, a
 * pawn lever against a shelter pawn, or a rook or queen onto a file beside the king with no own pawn.
 */
export const kingSafety = on(({ before, after, move, me, them }) => {
  if (move.isKingsideCastle() || move.isQueensideCastle()) return true;
  const king = kingOf(before, them);
  const zone = shelter(king, them);
  if (move.captured === 'p' && zone.includes(move.to)) return true;
  if (move.piece === 'p') {
    const hits = attacksFrom(after, move.to).some((s) => {
      const q = after.get(s);
      return q?.type === 'p' && q.color === them && zone.includes(s);
    });
    if (hits) return true;
  }
  if (move.piece === 'r' || move.piece === 'q') {
    const f = fileOf(move.to);
    return (
      Math.abs(f - fileOf(king)) <= 1 && fileOf(move.from) !== f && pawnsOnFile(after, f, me) === 0
    );
  }
  return false;
});

const CENTRE = ['d4', 'e4', 'd5', 'e5'];
const HOME: Record<string, string[]> = { w: ['b1', 'c1', 'f1', 'g1'], b: ['b8', 'c8', 'f8', 'g8'] };
const centreDistance = (sq: string) =>
  Math.max(Math.abs(fileOf(sq) - 3.5), Math.abs(Number(sq[1]) - 4.5));
/** Development: a knight or bishop leaves its home square for a square nearer the centre (not the rim), or the king castles. */
export const development = on(({ move, me }) => {
  if (move.isKingsideCastle() || move.isQueensideCastle()) return true;
  return (
    (move.piece === 'n' || move.piece === 'b') &&
    HOME[me]!.includes(move.from) &&
    fileOf(move.to) > 0 &&
    fileOf(move.to) < 7 &&
    centreDistance(move.to) < centreDistance(move.from)
  );
});
/** The centre: a pawn occupies d4/e4/d5/e5, or a pawn move strikes at an enemy pawn standing there. */
export const centre = on(({ move, after, them }) => {
  if (move.piece !== 'p') return false;
  if (CENTRE.includes(move.to)) return true;
  return attacksFrom(after, move.to).some((s) => {
    const q = after.get(s);
    return CENTRE.includes(s) && q?.type === 'p' && q.color === them;
  });
});
