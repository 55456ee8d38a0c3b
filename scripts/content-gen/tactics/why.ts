import type { Square } from 'chess.js';
import { ideaDetectors } from '@ascend/chess';
import {
  attackersOf,
  between,
  lineOf,
  looseBoard,
  name,
  other,
  pinsOf,
  type Line,
  type Ply,
} from '../../../packages/chess/src/ideas/tactics/board.ts';
import {
  deflected,
  interferenceOf,
  removeDefender,
  trappedOf,
} from '../../../packages/chess/src/ideas/tactics/defenders.ts';
import { forkOf, forkTargets } from '../../../packages/chess/src/ideas/tactics/double.ts';
import { pinUse, skewersOf, unmasked } from '../../../packages/chess/src/ideas/tactics/lines.ts';
import { patternsOf } from '../../../packages/chess/src/ideas/tactics/mates.ts';
import type { Pick } from '../picks/slots.ts';
import { forbiddenBy, repliesOf } from '../../content-check/feedback-truth/line-facts.ts';
import { list, numbered, outcome, sideName, words } from './outcome.ts';

/*
 * Right-answer feedback written from facts of the position (issue 27.4): which piece forks
 * which two, what is pinned to what, what the line wins — read with the same rules as the
 * motif detectors (packages/chess/src/ideas/tactics/), so every sentence names its squares.
 */

const at = (fen: string, s: string) => {
  const p = looseBoard(fen).get(s as Square);
  return p ? `the ${name[p.type]} on ${s}` : s;
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const san = (p: Ply) => p.move.san;

function motif(detector: string, l: Line): string | null {
  const first = l.mine[0]!;
  switch (detector) {
    case 'fork':
    case 'knight-fork':
    case 'queen-fork':
    case 'pawn-fork': {
      const f = forkOf(l);
      if (!f) return null;
      const ts = forkTargets(f).map((t) => `the ${name[t.type]} on ${t.square}`);
      return `${san(f)}: from ${f.move.to} the ${name[f.move.promotion ?? f.move.piece]} attacks ${list(ts)} at once.`;
    }
    case 'pin': {
      for (const p of l.mine.slice(0, 2)) {
        // The pin that matters first: one that stops the reply (a take-back, an answer to check).
        const stop = pinStops(l, p);
        if (stop) return stop;
        const use = pinUse(l, p);
        if (!use) continue;
        // The pin the move uses, as pinUse reads it (pawn fronts aside), not any pin on the board.
        const pins = pinsOf(
          use === 'makes' || use === 'attacks' ? p.after : p.before,
          l.solver,
        ).filter((x) => x.front.type !== 'p');
        const guards = attackersOf(p.before, p.move.to as Square, other(l.solver));
        const x =
          use === 'makes'
            ? pins.find((x) => x.slider === p.move.to)
            : use === 'wins'
              ? pins.find((x) => x.front.square === p.move.to)
              : use === 'attacks'
                ? pins.find((x) =>
                    attackersOf(p.after, x.front.square as Square, l.solver).includes(
                      p.move.to as Square,
                    ),
                  )
                : pins.find((x) => guards.includes(x.front.square as Square));
        if (!x) continue;
        const next = l.plies[p.index + 1];
        const prev = l.plies[p.index - 1];
        // A pin that plays no part (issue 38.4): the pinned piece takes the pinner at once, or
        // the pinner takes a piece that was never pinned for a move (it just stepped in).
        if (
          use === 'makes' &&
          p.move.captured &&
          next?.move.from === x.front.square &&
          next.move.to === x.slider
        )
          continue;
        if (
          use === 'wins' &&
          p.move.from === x.slider &&
          (p.index === 1 || prev?.move.to === x.front.square)
        )
          continue;
        const what = `the ${name[x.front.type]} on ${x.front.square}`;
        const behind = `the ${name[x.back.type]} on ${x.back.square}`;
        if (use === 'makes') return `${san(p)} pins ${what} to ${behind}.`;
        if (use === 'wins') return `${san(p)} takes ${what}, pinned to ${behind}.`;
        if (use === 'attacks')
          return `${san(p)} attacks ${what} again; it cannot step off the line to ${behind}.`;
        return `${san(p)} stands: ${what} cannot take back without exposing ${behind}.`;
      }
      return null;
    }
    case 'skewer': {
      for (const p of l.mine.slice(0, 2)) {
        const x = skewersOf(l, p)[0];
        if (x)
          return `${san(p)} hits the ${name[x.front.type]} on ${x.front.square}; when it steps aside, the ${name[x.back.type]} on ${x.back.square} behind it falls.`;
      }
      return null;
    }
    case 'discovered-attack':
    case 'double-check': {
      const p = l.mine.find((p) => unmasked(l, p));
      if (!p) return null;
      const board = looseBoard(p.after);
      const behind = board
        .board()
        .flat()
        .find(
          (s) =>
            s?.color === l.solver &&
            s.square !== p.move.to &&
            'rbq'.includes(s.type) &&
            piecesHit(p.after, s.square, l).some((t) =>
              between(s.square, t as Square)?.includes(p.move.from as Square),
            ),
        );
      const by = behind ? `the ${name[behind.type]} on ${behind.square}` : 'the piece behind';
      return detector === 'double-check' && san(p).includes('+')
        ? `${san(p)} is double check: the ${name[p.move.piece]} on ${p.move.to} and ${by} both give check, so only a king move helps.`
        : `${san(p)} moves the ${name[p.move.piece]} off ${p.move.from} and unmasks ${by}.`;
    }
    case 'removing-the-defender': {
      const p = removeDefender(l);
      if (!p) return null;
      const q = l.mine.find(
        (q) => q.index > p.index && (q.move.captured || q.move.san.includes('+')),
      );
      return `${san(p)} removes the ${name[p.move.captured!]} that guarded ${q?.move.to ?? 'the target'}; ${q ? san(q) : 'the target'} follows.`;
    }
    case 'deflection':
    case 'overloading': {
      const d = deflected(l);
      if (!d) return null;
      const who = `the ${name[d.r.move.piece]}`;
      return detector === 'overloading'
        ? `${cap(who)} on ${d.r.move.from} guarded both ${d.p.move.to} and ${d.q.move.to}: after ${san(d.r)} it has left ${d.q.move.to}, and ${san(d.q)} follows.`
        : `${san(d.p)} pulls ${who} from ${d.r.move.from} to ${d.r.move.to}; from there it no longer guards ${d.q.move.to}, and ${san(d.q)} follows.`;
    }
    case 'attraction': {
      const p = first;
      const r = l.plies[p.index + 1];
      const q = l.mine[1];
      return r && q && r.move.to === p.move.to
        ? `${san(p)} lures the ${name[r.move.piece]} to ${r.move.to} (${san(r)}); there ${san(q)} hits it.`
        : null;
    }
    case 'clearance': {
      const q = l.mine.slice(1).find((q) => q.move.from !== first.move.to);
      return q
        ? `${san(first)} clears ${first.move.from}, and the ${name[q.move.piece]} on ${q.move.from} uses the way with ${san(q)}.`
        : null;
    }
    case 'in-between-move': {
      const q = l.mine.slice(1).find((q) => q.move.captured);
      return q
        ? `${san(first)} comes first; the capture on ${q.move.to} (${san(q)}) waits and is still there.`
        : null;
    }
    case 'x-ray': {
      const start = looseBoard(l.plies[0]!.after);
      for (const p of l.mine) {
        const path = between(p.move.from as Square, p.move.to as Square) ?? [];
        const s = path.find((q) => start.get(q)?.color === other(l.solver));
        if (s && 'rbq'.includes(p.move.piece))
          return `${san(p)}: the ${name[p.move.piece]} on ${p.move.from} reaches ${p.move.to} through ${s}, where ${at(l.plies[0]!.after, s)} stood when the line began.`;
      }
      return null;
    }
    case 'interference': {
      const x = interferenceOf(l);
      return x
        ? `${san(x.p)} puts the ${name[x.p.move.piece]} on ${x.p.move.to}, cutting ${at(x.p.before, x.defender)} off from ${x.q.move.to}; ${san(x.q)} follows.`
        : null;
    }
    case 'trapped-piece': {
      const x = trappedOf(l);
      return x
        ? `After ${san(x.p)} ${at(x.p.after, x.square)} is attacked and every square it could go to loses it too.`
        : null;
    }
    case 'back-rank-mate':
    case 'smothered-mate':
    case 'mating-patterns':
    case 'ladder-mate': {
      const last = l.plies.at(-1)!;
      const king = looseBoard(last.after).findPiece({ type: 'k', color: other(l.solver) })[0]!;
      const own = looseBoard(last.after)
        .board()
        .flat()
        .filter(
          (s) =>
            s?.color === other(l.solver) &&
            s.type !== 'k' &&
            Math.abs(s.square.charCodeAt(0) - king.charCodeAt(0)) <= 1 &&
            Math.abs(Number(s.square[1]) - Number(king[1])) <= 1,
        )
        .map((s) => s!.square);
      const pats = patternsOf({ fen: l.plies[0]!.after, move: first.move.lan, line: lineUci(l) });
      const after = `After ${numbered(l, last)} the king on ${king}`;
      if (pats.includes('smotheredMate'))
        return `${after} is smothered: its own pieces on ${list(own)} fill its flight squares.`;
      if (own.length)
        return `${after} is hemmed in by its own ${own.length > 1 ? 'pieces' : 'piece'} on ${list(own)}.`;
      return `${after} has no square left on the edge.`;
    }
    case 'forcing-moves': {
      // "Forced" only when one reply is legal (feedback-truth/line-claims.ts, issue 38.4).
      const replies = repliesOf(first.after);
      const side = sideName(l) === 'White' ? 'Black' : 'White';
      if (first.move.san.includes('+')) {
        if (replies.length === 1)
          return `${san(first)} is a check with one legal reply: ${replies[0]} is forced.`;
        if (replies.length <= 3)
          return `${san(first)} is a check: ${side} has only ${words[replies.length]} legal replies (${list(replies)}).`;
        return `${san(first)} is a check: ${side} must answer it before anything else.`;
      }
      if (first.move.captured)
        return `${san(first)} takes ${at(first.before, first.move.to)} first.`;
      if (first.move.piece === 'p')
        return `${san(first)} pushes the pawn on towards ${first.move.to[0]}${l.solver === 'w' ? 8 : 1}.`;
      return `${san(first)} makes a threat first.`;
    }
    case 'forcing-lines': {
      // What each move is, as it is: a quiet move is not called forcing (issue 38.4).
      const kind = (p: Ply) =>
        /[+#]/.test(p.move.san)
          ? 'give check'
          : p.move.captured
            ? 'capture'
            : p.move.promotion
              ? 'promote'
              : p.move.piece === 'p'
                ? 'push the pawn'
                : 'threaten';
      const order = [...new Set(l.mine.map(kind))];
      const groups = order.map((k) => {
        const ms = l.mine.filter((p) => kind(p) === k).map(san);
        const verb = ms.length > 1 ? k : k.replace(/^push/, 'pushe').replace(/^(\w+)/, '$1s');
        return `${list(ms)} ${verb}`;
      });
      return `${groups.join('; ')}: each leaves few answers, so the line can be counted to the end.`;
    }
    default:
      return null;
  }
}
/**
 * A pin to the king that stops the reply to `p`: the pinned piece could take back on p's square,
 * or answer p's check, but for the pin (line-facts.ts forbiddenBy). Pawns count as pinned pieces.
 */
function pinStops(l: Line, p: Ply): string | null {
  const check = p.move.san.includes('+');
  for (const x of pinsOf(p.after, l.solver).filter((x) => x.back.type === 'k')) {
    const f = forbiddenBy(p.after, x.slider, x.front.square).find(
      (m) => (m.to === p.move.to && m.captured) || check,
    );
    if (!f) continue;
    const what =
      f.to === p.move.to && f.captured
        ? `take back on ${f.to}`
        : f.captured
          ? `take on ${f.to} to stop the check`
          : `block the check on ${f.to}`;
    return `After ${numbered(l, p)} the ${name[x.front.type]} on ${x.front.square} cannot ${what}: the ${name[looseBoard(p.after).get(x.slider as Square)!.type]} on ${x.slider} pins it to the king on ${x.back.square}.`;
  }
  return null;
}
const lineUci = (l: Line) => l.plies.slice(1).map((p) => p.move.lan);
const piecesHit = (fen: string, from: string, l: Line) =>
  looseBoard(fen)
    .board()
    .flat()
    .filter(
      (t) =>
        t && t.color !== l.solver && attackersOf(fen, t.square, l.solver).includes(from as Square),
    )
    .map((t) => t!.square);

/** Feedback for a pick practised under `detector`: the motif in the position, then the gain. */
export function tacticsWhy(detector: string, p: Pick): string {
  const l = lineOf({ fen: p.fen, move: p.solution[0]!, line: p.solution });
  if (!l) throw new Error(`${p.id}: the line does not replay`);
  if (!ideaDetectors[detector]?.({ fen: p.fen, move: p.solution[0]!, line: p.solution }))
    return cap(outcome(l));
  const m = motif(detector, l);
  // The mate sentence of a mating pattern says it all.
  if (m && l.mates && /mate|mating/.test(detector)) return m;
  return m ? `${m} ${cap(outcome(l))}` : cap(outcome(l));
}

/** The motif sentence a pick's line gives its idea, or null (a miner keeps picks that have one). */
export function motifSentence(detector: string, p: Pick): string | null {
  const l = lineOf({ fen: p.fen, move: p.solution[0]!, line: p.solution });
  return l ? motif(detector, l) : null;
}
