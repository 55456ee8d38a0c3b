import type { PieceSymbol, Square } from 'chess.js';
import { looseBoard } from '../../../packages/chess/src/puzzles/replay.ts';
import type { ClaimKind, Where } from './kinds.ts';
import {
  PIECE,
  SQ,
  SAN,
  NUM,
  type Board,
  type Played,
  bare,
  findPly,
  onPly,
  play,
  pieceWord,
  solverOf,
  names,
} from './board.ts';
import {
  countOf,
  forbiddenBy,
  onPinLine,
  queensByForce,
  repliesOf,
  sameCount,
  takeBack,
  type Count,
} from './line-facts.ts';

/*
 * Rule "feedback true of the board" (issue 38.4): claims about a whole line — a reply said to be
 * forced, the outcome of the line ("clearly better", what it takes and gives up), and whether a
 * named pin plays a part in it.
 *
 * "Forced" is decided by the board alone: a reply is forced only when it is the one legal move.
 * (The other reading, "every other reply loses clearly more", would need a search of every reply,
 * which the engine cache does not hold; a check with two or three replies is written as such.)
 *
 * "The whole line" is the line the text states (the solution, or a line that ends on the
 * learner's move) and the reply that ends it: the engine's next move where a cached engine line
 * follows the solution that far, else the take-back that gains most by a static count
 * (line-facts.ts takeBack). A material count that leaves that reply out is false.
 */

type Checker = {
  kind: ClaimKind;
  re: RegExp;
  check: (m: RegExpExecArray, b: Board, text: Where) => string | null;
};

const uci = (p: Played) => p.move.lan;
/** The board's lines that end on the learner's move, each with the reply that ends it. */
export function wholeLines(b: Board): (readonly Played[])[] {
  if (!b.fen) return [];
  const solver = solverOf(b);
  const all = b.lines.map((l) => play(b.fen!, l));
  const out: (readonly Played[])[] = [];
  const ends = all.filter((l) => l.at(-1)?.move.color === solver);
  const key = (l: readonly Played[]) => l.map(uci).join(' ');
  for (const line of ends) {
    const last = line.at(-1)!;
    // A line that another of the board's lines runs on from, to a later learner move, is a prefix.
    if (ends.some((o) => o.length > line.length && key(o).startsWith(`${key(line)} `))) continue;
    const ids = line.map(uci);
    const follows = all.find(
      (o) => o.length > line.length && ids.every((u, i) => uci(o[i]!) === u),
    );
    const on = recaptureSquares(line, solver);
    // The engine's next move where its line runs on (counted when it takes back),
    // and the static take-back (the engine may take back a move later): either count is true.
    const next = follows?.[line.length];
    if (next) out.push(next.move.captured && on.includes(next.move.to) ? [...line, next] : line);
    const back = takeBack(last.after, on);
    if (back && back.lan !== next?.move.lan) out.push([...line, ...play(last.after, [back.lan])]);
    else if (!back && !next) out.push(line);
  }
  return out;
}

/** Where a take-back may land: the learner's capture squares and its last move's square. */
export const recaptureSquares = (line: readonly Played[], solver: string) => [
  ...line.filter((p) => p.move.color === solver && p.move.captured).map((p) => p.move.to),
  line.at(-1)!.move.to,
];

/** Adds the whole lines (with their ending reply) to a board, so a sentence may name the reply. */
export function withWholeLines(b: Board): Board {
  if (!b.fen) return b;
  const extra = wholeLines(b)
    .map((l) => l.map(uci))
    .filter((l) => !b.lines.some((x) => x.join(' ') === l.join(' ')));
  return { ...b, lines: [...b.lines, ...extra] };
}

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};
/** "a queen, two rooks and the pawn on e2" → its pieces; duplicates named by square are reported. */
function parsePieces(text: string): { count: Count; twice?: string } {
  const ts: PieceSymbol[] = [];
  const named = new Set<string>();
  let twice: string | undefined;
  for (const m of text.matchAll(
    /\b(a|an|one|two|three|four|five|six|seven|eight|the) (pawn|knight|bishop|rook|queen)s?(?: on ([a-h][1-8]))?/g,
  )) {
    const n = m[1] === 'the' ? 1 : NUMBERS[m[1]!]!;
    if (m[3]) {
      const key = `${m[2]} on ${m[3]}`;
      if (named.has(key)) twice ??= key;
      named.add(key);
    }
    for (let i = 0; i < n; i++) ts.push(pieceWord[m[2]!]!);
  }
  return { count: countOf(ts), twice };
}
const countsOf = (line: readonly Played[], solver: string) => ({
  won: countOf(
    line.filter((p) => p.move.color === solver && p.move.captured).map((p) => p.move.captured!),
  ),
  lost: countOf(
    line.filter((p) => p.move.color !== solver && p.move.captured).map((p) => p.move.captured!),
  ),
});
const said = (c: Count) =>
  Object.entries(c)
    .filter(([, n]) => n)
    .map(([t, n]) => `${n} ${names[t as PieceSymbol]}${n! > 1 ? 's' : ''}`)
    .join(', ') || 'nothing';

/** A material count ("take X and lose only Y") checked against the whole lines of the board. */
function materialCount(b: Board, takes: string, gives: string | null): string | null {
  const t = parsePieces(takes);
  const g = gives === null ? { count: {} } : parsePieces(gives);
  const twice = t.twice ?? g.twice;
  if (twice) return `names the ${twice} twice in one count`;
  const lines = wholeLines(b);
  if (!lines.length) return null;
  const solver = solverOf(b);
  const problems = lines.map((line) => {
    const c = countsOf(line, solver);
    if (sameCount(c.won, t.count) && sameCount(c.lost, g.count)) return null;
    const reply = line.at(-1)!;
    return `the whole line (${line.map((p) => p.move.san).join(' ')}) takes ${said(c.won)} and gives up ${said(c.lost)}${reply.move.color !== solver && reply.move.captured ? `, ${reply.move.san} included` : ''}`;
  });
  return problems.includes(null) ? null : problems[0]!;
}

/** The solver's promotion that follows `p` in a line of the board, within the next four plies. */
function promotionAfter(b: Board, san: string): string | null {
  for (const { line, at } of findPly(b, san)) {
    const p = line[at]!;
    if (p.move.piece === 'p' && queensByForce(p.after, p.move.to))
      return `the pawn on ${p.move.to} queens by force`;
    const promo = line
      .slice(at + 1, at + 5)
      .find((q) => q.move.color === p.move.color && q.move.promotion);
    if (promo) return `the line goes on to ${promo.move.san}`;
  }
  return null;
}

export const lineCheckers: Checker[] = [
  {
    kind: 'forced',
    re: new RegExp(`(${SAN}) is [^:.]*: the reply is forced`),
    check: (m, b) =>
      onPly(b, m[1]!, (p) => {
        const r = repliesOf(p.after);
        return r.length === 1
          ? null
          : `after ${p.move.san} the reply is not forced: ${r.length} legal replies (${r.slice(0, 6).join(', ')}${r.length > 6 ? ', …' : ''})`;
      }),
  },
  {
    kind: 'forced',
    re: new RegExp(`(${SAN}) is a check with one legal reply: (${SAN}) is forced`),
    check: (m, b) =>
      onPly(b, m[1]!, (p) => {
        const r = repliesOf(p.after);
        if (r.length !== 1) return `after ${p.move.san} there are ${r.length} legal replies`;
        return bare(r[0]!) === bare(m[2]!) ? null : `the one reply is ${r[0]}, not ${m[2]}`;
      }),
  },
  {
    kind: 'forced',
    re: new RegExp(
      `(${SAN}) is a check: (?:White|Black) has only (two|three|four) legal replies \\(([^)]*)\\)`,
    ),
    check: (m, b) =>
      onPly(b, m[1]!, (p) => {
        const r = repliesOf(p.after).map(bare).sort();
        const named = m[3]!
          .split(/, | and /)
          .map((x) => bare(x.trim()))
          .sort();
        return r.length === NUMBERS[m[2]!] && r.join(' ') === named.join(' ')
          ? null
          : `after ${p.move.san} the legal replies are ${r.join(', ')}`;
      }),
  },
  {
    kind: 'outcome',
    re: new RegExp(`After (${SAN}) (?:White|Black) is clearly better`),
    check: (m, b) => {
      const promo = promotionAfter(b, m[1]!);
      return promo ? `${promo}: say that the pawn queens, not "clearly better"` : null;
    },
  },
  {
    kind: 'outcome',
    re: new RegExp(`After (?:${NUM})?(${SAN}) nothing stops [a-h][18]=Q: the pawn queens`),
    check: (m, b) =>
      onPly(b, m[1]!, (p) =>
        p.move.piece === 'p' && queensByForce(p.after, p.move.to)
          ? null
          : `after ${p.move.san} a reply stops the pawn or takes the new queen`,
      ),
  },
  {
    kind: 'outcome',
    re: new RegExp(`(?:${NUM})(${SAN}) covers ${SQ}`),
    check: (m, b) =>
      onPly(b, m[1]!, (p) =>
        looseBoard(p.after)
          .attackers(m[2] as Square, p.move.color)
          .includes(p.move.to as Square)
          ? null
          : `after ${p.move.san} the piece on ${p.move.to} does not cover ${m[2]}`,
      ),
  },
  {
    kind: 'material',
    re: /(?:In the exchanges on [a-h][1-8] you|You) take (.+?) and lose only (.+?)\./,
    check: (m, b) => materialCount(b, m[1]!, m[2]!),
  },
  {
    kind: 'material',
    re: /You take ((?:the|a) .+?) for nothing/,
    check: (m, b) => materialCount(b, m[1]!, null),
  },
  {
    kind: 'material',
    re: /Over the whole line you take (.+?) and give up (.+?):/,
    check: (m, b) => materialCount(b, m[1]!, m[2] === 'nothing' ? null : m[2]!),
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) pins the ${PIECE} on ${SQ} to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      // A pin made by a capture whose pinned piece simply takes back is an exchange, not a pin.
      // (Read on the lines that go on after the pinning move; a line cut short there says nothing.)
      const found = findPly(b, m[1]!).filter(
        ({ line, at }) =>
          !!line[at + 1] && onPinLine(line[at]!.after, line[at]!.move.to, m[3]!, m[5]!),
      );
      const exchange = found.every(({ line, at }) => {
        const p = line[at]!;
        const next = line[at + 1];
        return !!p.move.captured && next?.move.from === m[3] && next.move.to === p.move.to;
      });
      return found.length && exchange
        ? `the pinned ${m[2]} on ${m[3]} takes ${m[1]} back at once: the line is an exchange, the pin plays no part`
        : null;
    },
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) takes the ${PIECE} on ${SQ}, pinned to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      // Taken by the pinning piece itself before the pin ever held it: the pin plays no part.
      const found = findPly(b, m[1]!).filter(
        ({ line, at }) =>
          line[at]!.move.captured === pieceWord[m[2]!] && line[at]!.move.to === m[3],
      );
      const idle = found.every(({ line, at }) => {
        const p = line[at]!;
        if (!onPinLine(p.before, p.move.from, m[3]!, m[5]!)) return false;
        const prev = line[at - 1];
        return at === 0 || prev?.move.to === m[3];
      });
      return found.length && idle
        ? `the pinning piece itself takes the ${m[2]} on ${m[3]} before the pin held it for a move: the pin plays no part`
        : null;
    },
  },
  {
    kind: 'pin',
    re: new RegExp(
      `After (?:${NUM})?(${SAN}) the ${PIECE} on ${SQ} cannot (?:take back on ${SQ}|take on ${SQ} to stop the check|block the check on ${SQ}): the ${PIECE} on ${SQ} pins it to the king on ${SQ}`,
    ),
    check: (m, b) =>
      onPly(b, m[1]!, (p) => {
        const [front, to] = [m[3]!, m[4] ?? m[5] ?? m[6]!];
        if (!onPinLine(p.after, m[8]!, front, m[9]!))
          return `the ${m[2]} on ${front} is not alone between ${m[8]} and ${m[9]}`;
        if (looseBoard(p.after).get(front as Square)?.type !== pieceWord[m[2]!])
          return `there is no ${m[2]} on ${front}`;
        return forbiddenBy(p.after, m[8]!, front).some((x) => x.to === to)
          ? null
          : `after ${p.move.san} the pin does not stop the ${m[2]} on ${front} going to ${to}`;
      }),
  },
];
