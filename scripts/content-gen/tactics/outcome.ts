import { Chess, type PieceSymbol } from 'chess.js';
import {
  looseBoard,
  name,
  other,
  type Line,
  type Ply,
} from '../../../packages/chess/src/ideas/tactics/board.ts';
import { countOf, queensByForce, takeBack } from '../../content-check/feedback-truth/line-facts.ts';

/*
 * The outcome sentence of a tactics line (issue 27.4, 38.4): the mate, or what the whole line
 * takes and gives up — the solution and the take-back that ends it — and a pawn that queens.
 */

export const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const san = (p: Ply) => p.move.san;
/** The move with its number as in the game: "31. Rxe8#", "31… Rxe1#". */
export function numbered(l: Line, p: Ply): string {
  const start = l.plies[0]!.after.split(' ');
  const ply = p.index - 1 + (start[1] === 'b' ? 1 : 0);
  const n = Number(start[5]) + Math.floor(ply / 2);
  return ply % 2 === 0 ? `${n}. ${p.move.san}` : `${n}… ${p.move.san}`;
}

/** Counted pieces, biggest first: "a queen and two rooks". */
export const words = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
function counted(ts: PieceSymbol[]): string {
  const c = countOf(ts);
  return list(
    (['q', 'r', 'b', 'n', 'p'] as PieceSymbol[])
      .filter((t) => c[t])
      .map((t) => `${words[c[t]!] ?? c[t]} ${name[t]}${c[t]! > 1 ? 's' : ''}`),
  );
}
/** The captured pieces by square ("the queen on f6 and the rook on e1"), or counted when a square repeats. */
const named = (ps: Ply[]) =>
  new Set(ps.map((p) => p.move.to)).size === ps.length
    ? list(ps.map((p) => `the ${name[p.move.captured!]} on ${p.move.to}`))
    : counted(ps.map((p) => p.move.captured!));
/** What is left of `a` once the pieces also in `b` are struck off. */
function minus(a: PieceSymbol[], b: PieceSymbol[]): PieceSymbol[] {
  const left = [...b];
  return a.filter((t) => {
    const i = left.indexOf(t);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}
/** The net of a line's captures: "you are a rook up", "you win the exchange (…)". */
function net(won: PieceSymbol[], lost: PieceSymbol[]): string {
  const w = minus(won, lost);
  const g = minus(lost, won);
  if (!g.length && !w.length) return 'the trade is even';
  if (!g.length) return `you are ${counted(w)} up`;
  if (w.length === 1 && w[0] === 'r' && g.length === 1 && 'bn'.includes(g[0]!))
    return `you win the exchange (a rook for a ${name[g[0]!]})`;
  return `you win ${counted(w)} for ${counted(g)}`;
}

/**
 * What the learner's captures take, and what the opponent's take back, over the whole line: the
 * solution, and the take-back that ends it (feedback-truth/line-facts.ts, issue 38.4).
 */
export function outcome(l: Line): string {
  const last = l.plies.at(-1)!;
  if (l.mates) {
    const king = looseBoard(last.after).findPiece({ type: 'k', color: other(l.solver) })[0];
    return `${numbered(l, last)} mates the king on ${king}, and ${tooFar(l, last.after, king!)}.`;
  }
  const back = last.solver
    ? takeBack(last.after, [
        ...l.mine.filter((p) => p.move.captured).map((p) => p.move.to),
        last.move.to,
      ])
    : null;
  const caps = (mine: boolean) =>
    l.plies.filter((p) => p.index > 0 && p.solver === mine && p.move.captured);
  const won = caps(true);
  const lost = caps(false);
  const promo = l.mine.find((p) => p.move.promotion);
  const point = stopped(l);
  const out: string[] = point ? [point] : [];
  const taken = won.map((p) => p.move.captured!);
  const given = [...lost.map((p) => p.move.captured!), ...(back ? [back.captured!] : [])];
  if (back)
    out.push(
      `Then ${numberedAfter(l, back.san)} takes the ${name[back.captured!]} on ${back.to} back.`,
    );
  if (taken.length && !given.length && new Set(won.map((p) => p.move.to)).size === won.length)
    out.push(
      `You take ${list(won.map((p) => `the ${name[p.move.captured!]} on ${p.move.to}`))} for nothing.`,
    );
  else if (taken.length)
    out.push(
      `Over the whole line you take ${named(won)} and give up ${given.length ? counted(given) : 'nothing'}: ${promo ? `with the new ${name[promo.move.promotion!]} counted, ${net([...taken, promo.move.promotion!], [...given, 'p'])}` : net(taken, given)}.`,
    );
  else if (given.length) out.push(`On the way you give up ${counted(given)}.`);
  if (promo)
    out.push(
      `You promote: ${san(promo)} makes a new ${name[promo.move.promotion!]} on ${promo.move.to}.`,
    );
  else if (last.solver && last.move.piece === 'p' && queensByForce(last.after, last.move.to))
    out.push(
      `After ${numbered(l, last)} nothing stops ${last.move.to[0]}${l.solver === 'w' ? 8 : 1}=Q: the pawn queens.`,
    );
  if (!out.length || (!taken.length && !promo && out.length === 1 && given.length))
    out.push(`After ${san(last)} ${sideName(l)} is clearly better.`);
  return out.join(' ');
}
/** The move after the line's last ply, numbered. */
function numberedAfter(l: Line, s: string): string {
  const start = l.plies[0]!.after.split(' ');
  const ply = l.plies.length - 1 + (start[1] === 'b' ? 1 : 0);
  const n = Number(start[5]) + Math.floor(ply / 2);
  return ply % 2 === 0 ? `${n}. ${s}` : `${n}… ${s}`;
}
/**
 * The point of a line that stops a pawn: the opponent pushed to its seventh rank and the
 * learner's last move covers the promotion square, so the new queen is taken at once.
 */
function stopped(l: Line): string | null {
  const last = l.plies.at(-1)!;
  const push = l.plies.at(-2);
  if (!last.solver || !push || push.solver || push.move.piece !== 'p') return null;
  const to = push.move.to;
  const sq = `${to[0]}${l.solver === 'w' ? 1 : 8}`;
  if (to[1] !== (l.solver === 'w' ? '2' : '7')) return null;
  const chess = new Chess(last.after);
  const promo = chess.moves({ verbose: true }).find((m) => m.from === to && m.promotion === 'q');
  if (!promo) return null;
  chess.move(promo);
  const take = chess.moves({ verbose: true }).find((m) => m.to === sq && m.from === last.move.to);
  if (!take) return null;
  const n = (p: Ply) => numbered(l, p);
  const promoN = numberedAfter(l, promo.san);
  const takeN = /…/.test(promoN)
    ? `${Number(promoN.split('…')[0]) + 1}. ${take.san}`
    : `${promoN.split('.')[0]}… ${take.san}`;
  return `After ${n(push)}, ${n(last)} covers ${sq}: ${promoN} ${takeN}.`;
}
export const sideName = (l: Line) => (l.solver === 'w' ? 'White' : 'Black');

/** The defender's biggest piece that stood too far from its king to help. */
function tooFar(l: Line, fen: string, king: string): string {
  const near = (a: string) =>
    Math.abs(a.charCodeAt(0) - king.charCodeAt(0)) <= 1 && Math.abs(+a[1]! - +king[1]!) <= 1;
  const far = looseBoard(fen)
    .board()
    .flat()
    .filter((p) => p && p.color !== l.solver && p.type !== 'k' && p.type !== 'p' && !near(p.square))
    .sort((a, b) => 'nbrq'.indexOf(b!.type) - 'nbrq'.indexOf(a!.type))[0];
  const side = l.solver === 'w' ? 'Black' : 'White';
  return far
    ? `${side}’s ${name[far.type]} on ${far.square} is too far away to help`
    : `${side} has no piece left to help its king`;
}
