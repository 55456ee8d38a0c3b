import { Chess, type Color, type PieceSymbol, type Square } from 'chess.js';
import { looseBoard, other, pieceValue } from '../../../packages/chess/src/puzzles/replay.ts';
import { pinned } from './template-claims.ts';
import { tokens, isMoveRun, startsOf } from './sequences.ts';
import type { ClaimKind } from './kinds.ts';
import {
  pieceWord,
  type Board,
  rankOf,
  fileOf,
  seventh,
  type Played,
  bare,
  solverOf,
  isTrapped,
  names,
  captures,
  linesOf,
} from './board.ts';

// Rule "feedback true of the board" (issue 38.4): untagged claim words, checked in their plain sense.

export const claimWords: [RegExp, ClaimKind][] = [
  [/\btrap(ped|s)?\b/i, 'trapped'],
  [/\bseventh\b|\b7th rank\b|opponent’s second rank/i, 'seventh'],
  [/\bforks?\b/i, 'fork'],
  [/\bpin(s|ned)?\b/i, 'pin'],
  [/\bmates?\b|checkmate/i, 'mate'],
  [/\bwins? the (white |black )?(pawn|knight|bishop|rook|queen)/i, 'material'],
  [/\bcuts? .*\boff\b/i, 'cutOff'],
  [/\bbridge\b/i, 'bridge'],
];
/** A sentence about this board: it names a square, a move or a piece ("the knight"). */
export const aboutBoard = (s: string) =>
  /\b[a-h][1-8]\b/.test(s) ||
  tokens(s).some((t) => isMoveRun([t])) ||
  /\b(the|a|your|its) (white |black |pinned )?(pawn|knight|bishop|rook|queen|king)s?\b/i.test(s);
/** "No more back-rank mate", "Qf7 would be stalemate": the sentence denies the claim. */
const negated = (s: string) => /\b(no|not|never|without|avoid)\b|n’t|would be stalemate/i.test(s);

/** The positions after each solver move of the board's lines (and the set-up board's target). */
function afterSolverMoves(b: Board): Played[] {
  const out: Played[] = [...(b.placed ?? [])];
  for (const line of linesOf(b))
    for (const p of line) if (p.move.color === solverOf(b)) out.push(p);
  return out;
}
const namedPieces = (text: string) =>
  [
    ...text
      .replace(/\b(with|to) (the|a|its|your) (white |black )?\w+/gi, '')
      .matchAll(/\b(pawn|knight|bishop|rook|queen|king)s?\b/gi),
  ].map((m) => pieceWord[m[1]!.toLowerCase()]!);
const sansIn = (s: string) =>
  tokens(s).filter((t) => isMoveRun([t]) || /^[a-h][1-8]$/.test(bare(t.san)) === false);

/**
 * Claims written in a sentence's own words rather than a template (hand-written feedback):
 * each kind is checked as far as the board allows — a named move must do it, else the answer's
 * line must.
 */
export const generic: Record<string, (s: string, b: Board) => string | null> = {
  mate: (s, b) => {
    if (negated(s) || /#/.test(s)) return null; // a move marked # is checked as a sequence
    const named = sansIn(s);
    const mates = (fen: string, san: string) => {
      try {
        const c = new Chess(fen);
        c.move(bare(san), { strict: false });
        return c.isCheckmate();
      } catch {
        return false;
      }
    };
    if (named.length)
      return startsOf(b).some((f) => named.some((t) => mates(f, t.san)))
        ? null
        : `none of ${named.map((t) => t.san).join(', ')} mates on this board`;
    return afterSolverMoves(b).some((p) => new Chess(p.after).isCheckmate())
      ? null
      : 'the answer’s line does not mate';
  },
  material: (s, b) => {
    const m = /\bwins? the (?:white |black )?(pawn|knight|bishop|rook|queen)/i.exec(s)!;
    const t = pieceWord[m[1]!.toLowerCase()]!;
    return linesOf(b).some((line) => captures(line, solverOf(b), t))
      ? null
      : `no line of the board takes a ${m[1]}`;
  },
  fork: (s, b) => {
    if (negated(s)) return null;
    const want = namedPieces(s.slice(s.search(/\bforks?\b/i)));
    const ok = afterSolverMoves(b).some((p) => {
      const board = looseBoard(p.after);
      const hit = board
        .board()
        .flat()
        .filter(
          (x) =>
            x &&
            x.color !== p.move.color &&
            board.attackers(x.square, p.move.color).includes(p.move.to as Square),
        )
        .map((x) => x!.type);
      return hit.length >= 2 && want.every((w) => hit.includes(w));
    });
    return ok
      ? null
      : `no move of the answer’s line attacks ${want.length ? want.map((w) => names[w]).join(' and ') : 'two pieces'} at once`;
  },
  pin: (s, b) => {
    if (!/\bpinned\b|\bpins\b/i.test(s) || negated(s)) return null;
    const want = namedPieces(s)[0];
    const boards = [b.fen!, ...afterSolverMoves(b).flatMap((p) => [p.before, p.after])];
    const ok = boards.some((f) =>
      (['w', 'b'] as const).some((by) =>
        pinsOfBoard(f, by).some((x) => !want || x === want || namedPieces(s).includes(x)),
      ),
    );
    return ok
      ? null
      : `no ${want ? names[want] : 'piece'} is pinned on this board or after the answer`;
  },
  seventh: (s, b) => {
    const sq = /\b([a-h])([1-8]): the \1-file, the (\w+) rank/.exec(s);
    if (sq)
      return sq[2] === '7' && /seventh|7th/.test(sq[3]!)
        ? null
        : `${sq[1]}${sq[2]} is not on the ${sq[3]} rank`;
    const want = namedPieces(s)[0] ?? 'r';
    const me = b.placed?.[0]?.move.color ?? solverOf(b);
    const ok = [b.fen!, ...afterSolverMoves(b).map((p) => p.after)].some((f) => {
      const board = looseBoard(f);
      return board
        .board()
        .flat()
        .some(
          (x) =>
            x &&
            x.color === me &&
            x.type === want &&
            [...'abcdefgh'].some((file) =>
              board.attackers(`${file}${seventh(me)}` as Square, me).includes(x.square),
            ),
        );
    });
    return ok ? null : `no ${names[want]} of the side to move holds its seventh rank`;
  },
  bridge: (s, b) => {
    // Judged on a played-out line (a play-out's proof): shorter lines do not reach the checks.
    const long = linesOf(b).filter((l) => l.length >= 8);
    if (!long.length || negated(s)) return null;
    const me = solverOf(b);
    const fourth = me === 'w' ? 4 : 5;
    const blocks = long.some((line) =>
      line.some(
        (p, i) =>
          i > 0 &&
          p.move.color === me &&
          p.move.piece === 'r' &&
          rankOf(p.move.to) === fourth &&
          /\+/.test(line[i - 1]!.move.san),
      ),
    );
    return blocks
      ? null
      : `the line (${long[0]!.map((p) => p.move.san).join(' ')}) wins without a rook blocking a check on the fourth rank`;
  },
  cutOff: (s, b) => {
    // A rook's file or rank stands between the enemy king and the solver's king or a pawn.
    const me = solverOf(b);
    const apart = (f: string) => {
      const board = looseBoard(f);
      const king = board.findPiece({ type: 'k', color: other(me) })[0];
      if (!king) return false;
      const own = [
        ...board.findPiece({ type: 'k', color: me }),
        ...board.findPiece({ type: 'p', color: me }),
      ];
      return board
        .findPiece({ type: 'r', color: me })
        .some((r) =>
          own.some(
            (o) =>
              Math.sign(fileOf(king) - fileOf(r)) * Math.sign(fileOf(o) - fileOf(r)) < 0 ||
              Math.sign(rankOf(king) - rankOf(r)) * Math.sign(rankOf(o) - rankOf(r)) < 0,
          ),
        );
    };
    return [b.fen!, ...afterSolverMoves(b).map((p) => p.after)].some(apart)
      ? null
      : 'no rook stands between the enemy king and the other side’s king or pawns';
  },
  trapped: (s, b) => {
    if (negated(s)) return null;
    const want = namedPieces(s.slice(s.search(/\btrap/i)))[0];
    if (want === 'k')
      return afterSolverMoves(b).some((p) => new Chess(p.after).isCheckmate())
        ? null
        : 'the king is not mated';
    const ok = afterSolverMoves(b).some((p) =>
      looseBoard(p.after)
        .board()
        .flat()
        .some(
          (x) =>
            x &&
            x.color !== p.move.color &&
            x.type !== 'k' &&
            (!want || x.type === want) &&
            !isTrapped(p.after, x.square, p.move.color),
        ),
    );
    return ok
      ? null
      : `no ${want ? names[want] : 'piece'} is trapped after a move of the answer’s line`;
  },
};

/** Enemy pieces of `by` pinned to their king or to a bigger piece. */
function pinsOfBoard(fen: string, by: Color): PieceSymbol[] {
  const board = looseBoard(fen);
  const out: PieceSymbol[] = [];
  for (const sl of board.board().flat())
    if (sl && sl.color === by && 'rbq'.includes(sl.type))
      for (const front of board.board().flat())
        if (front && front.color !== by && front.type !== 'k')
          for (const back of board.board().flat())
            if (
              back &&
              back.color !== by &&
              (back.type === 'k' || pieceValue[back.type] > pieceValue[front.type])
            )
              if (
                !pinned(
                  fen,
                  sl.square,
                  front.square,
                  back.square,
                  names[front.type],
                  names[back.type],
                )
              )
                out.push(front.type);
  return out;
}
