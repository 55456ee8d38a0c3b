import { Chess, type Color, type Square } from 'chess.js';
import { uciToSan } from '@ascend/chess';
import {
  kingsInOpposition,
  keySquaresOf,
} from '../../../packages/chess/src/ideas/endgames/pawns.ts';
import {
  dist,
  fileOf,
  isPassed,
  kingOf,
  movesToPromote,
  other,
  passedPawns,
  pawnsOf,
  promotionSquare,
  rankOf,
  relRank,
  sq,
} from '../../../packages/chess/src/ideas/endgames/board.ts';
import type { Pick } from '../picks/slots.ts';

/*
 * Right-answer feedback for the endgame exercises, written from facts of the position (which
 * king, which square, which pawn), so no two exercises end in the same sentence.
 */

const colorName = (c: Color) => (c === 'w' ? 'White' : 'Black');
const lower = (c: Color) => colorName(c).toLowerCase();
const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const ordinal = (n: number) =>
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'][n]!;

interface Facts {
  chess: Chess;
  after: Chess;
  san: string;
  from: string;
  to: string;
  me: Color;
  them: Color;
  myKing: string;
  theirKing: string;
}
function facts(p: Pick): Facts {
  const chess = new Chess(p.fen);
  const after = new Chess(p.fen);
  const u = p.solution[0]!;
  const m = after.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  return {
    chess,
    after,
    san: m.san,
    from: m.from,
    to: m.to,
    me: m.color,
    them: other(m.color),
    myKing: kingOf(after, m.color),
    theirKing: kingOf(after, other(m.color)),
  };
}

/** The square of a pawn as its four corners, e.g. "a4–a8–e8–e4". */
export function squareCorners(pawn: string, color: Color, toward: string): string {
  const n = movesToPromote(pawn, color);
  const start = sq(fileOf(pawn), rankOf(promotionSquare(pawn, color)) + (color === 'w' ? -n : n));
  const side = fileOf(toward) >= fileOf(pawn) ? 1 : -1;
  const far = Math.min(7, Math.max(0, fileOf(pawn) + side * n));
  const promo = promotionSquare(pawn, color);
  return [start, promo, sq(far, rankOf(promo)), sq(far, rankOf(start))].join('–');
}

function opposition(f: Facts): string {
  const pawn = pawnsOf(f.after, f.me).sort((a, b) => dist(a, f.myKing) - dist(b, f.myKing))[0];
  const gap =
    Math.max(
      Math.abs(fileOf(f.to) - fileOf(f.theirKing)),
      Math.abs(rankOf(f.to) - rankOf(f.theirKing)),
    ) - 1;
  const kind =
    fileOf(f.to) !== fileOf(f.theirKing) && rankOf(f.to) !== rankOf(f.theirKing)
      ? 'diagonal opposition'
      : gap > 1
        ? 'distant opposition'
        : 'the opposition';
  const pawnKeys = pawn ? keySquaresOf(pawn, f.me) : [];
  const keys = !pawn
    ? ''
    : pawnKeys.includes(f.to)
      ? `; the ${lower(f.me)} king already stands on ${f.to}, a key square of the pawn on ${pawn}`
      : ` and the ${lower(f.me)} king heads for the key squares ${list(pawnKeys)} of the pawn on ${pawn}`;
  return `${f.san} takes ${kind}: the kings on ${f.to} and ${f.theirKing} face each other with ${gap} square${gap > 1 ? 's' : ''} between them and ${colorName(f.them)} to move. The ${lower(f.them)} king must give way${keys}.`;
}

function keySquares(f: Facts): string {
  const pawn = pawnsOf(f.after, f.me).sort((a, b) => dist(a, f.to) - dist(b, f.to))[0]!;
  const keys = keySquaresOf(pawn, f.me);
  const on = keys.includes(f.to);
  const opp = kingsInOpposition(f.to, f.theirKing) ? ', taking the opposition on the way' : '';
  return on
    ? `${f.san} puts the king on ${f.to}, a key square of the pawn on ${pawn} (${list(keys)}): the pawn now queens whatever ${colorName(f.them)} plays.`
    : `${f.san} heads for the key squares ${list(keys)} of the pawn on ${pawn}${opp}. Pushing the pawn first would let the ${lower(f.them)} king on ${f.theirKing} block it.`;
}

function squareOfPawn(f: Facts): string {
  if (f.san.startsWith('K')) {
    const pawn = passedPawns(f.after, f.them).sort((a, b) => dist(a, f.to) - dist(b, f.to))[0]!;
    return `${f.san} steps into the square ${squareCorners(pawn, f.them, f.to)} of the pawn on ${pawn}: the king catches it before it reaches ${promotionSquare(pawn, f.them)}. Any other move leaves the king outside and the pawn queens.`;
  }
  const n = movesToPromote(f.to, f.me);
  return `${f.san}! The ${lower(f.them)} king on ${f.theirKing} is outside the square ${squareCorners(f.to, f.me, f.theirKing)}: the pawn needs ${n} more move${n > 1 ? 's' : ''} to ${promotionSquare(f.to, f.me)} and cannot be caught. A king move first would let it in.`;
}

function outside(f: Facts): string {
  if (f.san.startsWith('K'))
    return `${f.san} takes the pawn on ${f.to} while the ${lower(f.them)} king on ${f.theirKing} is away chasing the outside passed pawn. Its own pawns fall one by one.`;
  const wing = fileOf(f.to) < 4 ? 'queenside' : 'kingside';
  return `${f.san}: the outside passed pawn on ${f.to} runs, and the ${lower(f.them)} king on ${f.theirKing} must go to the ${wing} to stop it. The ${lower(f.me)} king on ${f.myKing} then eats the pawns it leaves behind.`;
}

function breakthrough(f: Facts, p: Pick, line: string[]): string {
  const san = uciToSan(p.fen, line.slice(0, 5)).join(' ');
  const passer = passedPawns(f.after, f.me)[0];
  // A capture (gxf6 en passant) is not a sacrifice (issue 38, the coach's reading).
  const first = f.san.includes('x') ? `the capture on ${f.to}` : `the pawn sacrifice on ${f.to}`;
  return `${san}: ${first} breaks through the ${lower(f.them)} pawns${passer ? '' : ' and leaves a passed pawn'}, and the ${lower(f.them)} king on ${f.theirKing} is too far away to stop it.`;
}

function promotionRace(f: Facts): string {
  const n = movesToPromote(f.to, f.me);
  const theirs = passedPawns(f.after, f.them).map((s) => movesToPromote(s, f.them));
  const race = theirs.length
    ? ` The ${lower(f.them)} pawn needs ${Math.min(...theirs)}: count the race.`
    : '';
  return `${f.san}: the pawn on ${f.to} needs ${n} more move${n === 1 ? '' : 's'} to queen on ${promotionSquare(f.to, f.me)}.${race} The ${lower(f.them)} king on ${f.theirKing} is too late.`;
}

function lucena(f: Facts): string {
  const pawn = pawnsOf(f.chess, f.me)[0]!;
  if (f.san.startsWith('K'))
    return `${f.san}: the king leaves ${f.from} and the pawn on ${pawn} is ready to queen; the rook on ${f.chess.findPiece({ type: 'r', color: f.me })[0]} will block the checks, the bridge.`;
  if (f.san.includes('+'))
    return `${f.san} checks the ${lower(f.them)} king from ${f.theirKing === f.to ? '' : ''}the side and pushes it a file further from the pawn on ${pawn}. Next the rook goes to the ${ordinal(3)} rank from ${colorName(f.me)}'s side to build the bridge.`;
  if (relRank(f.to, f.me) === 3)
    return `${f.san} builds the bridge: from ${f.to} the rook will block the checks on the ${ordinal(3)} rank once the king steps out from ${f.myKing}, and the pawn on ${pawn} queens.`;
  return `${f.san} blocks the check on ${f.to}: the bridge is built, the ${lower(f.them)} rook has no more checks and the pawn on ${pawn} queens.`;
}

function philidor(f: Facts): string {
  const pawn = pawnsOf(f.chess, f.them)[0]!;
  if (relRank(pawn, f.them) <= 4)
    return `${f.san} puts the rook on the ${ordinal(relRank(f.to, f.them))} rank: the ${lower(f.them)} king on ${kingOf(f.after, f.them)} cannot step forward, and if the pawn on ${pawn} advances to that rank the rook goes behind and checks. That is the Philidor draw.`;
  return `${f.san}: with the pawn on ${pawn} there is no shelter for the king on ${kingOf(f.after, f.them)}, so the rook on ${f.to} checks it from far away, from behind or from the side. The draw holds.`;
}

function cutting(f: Facts): string {
  const pawn = pawnsOf(f.after, f.me)
    .filter((s) => isPassed(f.after, s, f.me))
    .sort((a, b) => dist(a, f.theirKing) - dist(b, f.theirKing))[0]!;
  // Issue 38: a king is cut off only by a line between it and the pawn; say which line does,
  // the line the rook moved onto first, and nothing about cutting off when neither does.
  const apart = (a: number, b: number, line: number) => (a - line) * (b - line) < 0;
  // …and only when the rook really sweeps the squares of that line the king could step onto
  // (a pawn on the line, as on g6 against …Rg8, lets the king cross behind it).
  const sweeps = (squares: string[]) =>
    squares.every(
      (q) => q === f.to || f.after.attackers(q as Square, f.me).includes(f.to as Square),
    );
  const near = (n: number) => [n - 1, n, n + 1].filter((x) => x >= 0 && x < 8);
  const fileSquares = near(rankOf(f.theirKing)).map((r) => sq(fileOf(f.to), r));
  const rankSquares = near(fileOf(f.theirKing)).map((x) => sq(x, rankOf(f.to)));
  const fileLine = `the ${f.to[0]}-file`;
  const rankLine = `the ${ordinal(rankOf(f.to))} rank`;
  const byFile = rankOf(f.from) === rankOf(f.to);
  const fileCuts = apart(fileOf(f.theirKing), fileOf(pawn), fileOf(f.to)) && sweeps(fileSquares);
  const rankCuts = apart(rankOf(f.theirKing), rankOf(pawn), rankOf(f.to)) && sweeps(rankSquares);
  const line =
    byFile && fileCuts
      ? fileLine
      : !byFile && rankCuts
        ? rankLine
        : fileCuts
          ? fileLine
          : rankCuts
            ? rankLine
            : null;
  if (!line)
    return `${f.san}: the rook on ${f.to} works with the ${lower(f.me)} king for the pawn on ${pawn}.`;
  return `${f.san} cuts the ${lower(f.them)} king off along ${line}: from ${f.theirKing} it cannot cross to the pawn on ${pawn}, and the ${lower(f.me)} king escorts the pawn alone.`;
}

function rookBehind(f: Facts): string {
  const pawn = [...pawnsOf(f.after, 'w'), ...pawnsOf(f.after, 'b')].find(
    (s) => fileOf(s) === fileOf(f.to) && isPassed(f.after, s, f.after.get(s as Square)!.color),
  )!;
  const own = f.after.get(pawn as Square)!.color === f.me;
  // "The enemy rook in front of it" only when an enemy rook stands on the pawn's file ahead of it.
  const ahead = (s: string) =>
    f.after.get(pawn as Square)!.color === 'w'
      ? rankOf(s) > rankOf(pawn)
      : rankOf(s) < rankOf(pawn);
  const blocker = f.after
    .board()
    .flat()
    .some(
      (x) =>
        x?.type === 'r' &&
        x.color === f.them &&
        fileOf(x.square) === fileOf(pawn) &&
        ahead(x.square),
    );
  return own
    ? `${f.san} puts the rook behind the passed pawn on ${pawn}: every step the pawn takes gives the rook on ${f.to} more room${blocker ? ', and the enemy rook in front of it gets less' : ''}.`
    : `${f.san} goes behind the ${lower(f.them)} passed pawn on ${pawn}: the rook on ${f.to} stops it from behind and keeps stopping it as it advances.`;
}

function mate(f: Facts, p: Pick): string {
  const r = new Chess(p.fen);
  for (const u of p.solution) r.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  const last = p.solution.at(-1)!;
  const k = kingOf(r, f.them);
  const line = uciToSan(p.fen, p.solution).join(' ');
  return p.solution.length === 1
    ? `${f.san} mates the king on ${k}: check from ${last.slice(2, 4)}, and every square around it is covered.`
    : `${line}: ${f.san} takes the last free squares, then mate on ${last.slice(2, 4)} against the king on ${k}.`;
}

/** Feedback for the right answer of an endgame pick. */
export function explain(idea: string, p: Pick, line: string[] = p.solution): string {
  const f = facts(p);
  switch (idea) {
    case 'opposition':
      return opposition(f);
    case 'key-squares':
      return keySquares(f);
    case 'square-of-the-pawn':
      return squareOfPawn(f);
    case 'outside-passed-pawn':
      return outside(f);
    case 'breakthrough':
      return breakthrough(f, p, line);
    case 'promotion-race':
      return promotionRace(f);
    case 'lucena':
      return lucena(f);
    case 'philidor':
      return philidor(f);
    case 'cutting-off-the-king':
      return cutting(f);
    case 'rook-behind-passed-pawn':
      return rookBehind(f);
    default:
      return mate(f, p);
  }
}
