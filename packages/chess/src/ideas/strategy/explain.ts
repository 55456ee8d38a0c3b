import type { Chess, Color, Square } from 'chess.js';
import {
  attacksFrom,
  bishopQuality,
  FILES,
  fileOf,
  isBackward,
  isDoubled,
  isIsolated,
  isLight,
  isPassed,
  kingOf,
  mobility,
  pawnGuards,
  pawnIslands,
  pawns,
  play,
  playLine,
  relRank,
  stopSquare,
  type Played,
} from './board.ts';
import { strategyDetectors } from '../strategy.ts';
import { name as NAME } from '../tactics/board.ts';

/*
 * Why the right move shows its idea, in a coach's words and from the facts of the position
 * (issue 27: feedback specific to the exercise). One sentence or two per idea; the lesson
 * builders add the line that follows.
 */

const side = (c: Color) => (c === 'w' ? 'White' : 'Black');
const lower = (c: Color) => (c === 'w' ? 'white' : 'black');
const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const pawnsOnFile = (c: Chess, f: number, color: Color) =>
  pawns(c, color).filter((p) => fileOf(p) === f);

/** Why no enemy pawn can reach `sq`: per neighbouring file, gone or already past. */
function outOfReach(a: Chess, sq: string, them: Color): string {
  const parts: string[] = [];
  for (const df of [-1, 1]) {
    const f = fileOf(sq) + df;
    if (f < 0 || f > 7) continue;
    const onFile = pawnsOnFile(a, f, them);
    parts.push(
      onFile.length === 0
        ? `there is no ${lower(them)} ${FILES[f]}-pawn`
        : `the ${lower(them)} ${onFile.length > 1 ? `pawns on ${onFile.join(' and ')} have` : `pawn on ${onFile[0]} has`} already gone past`,
    );
  }
  return list(parts);
}

function outpost({ after, move, me, them }: Played): string {
  const guards = pawnGuards(after, move.to, me);
  return `${move.san} puts the ${NAME[move.piece]} on an outpost: the pawn${guards.length > 1 ? 's' : ''} on ${list(guards)} guard${guards.length > 1 ? '' : 's'} ${move.to}, and no ${lower(them)} pawn can ever attack it — ${outOfReach(after, move.to, them)}.`;
}
function weakSquare({ after, move, them }: Played): string {
  const king = kingOf(after, them);
  return `${move.san} settles on ${move.to}, a hole beside the king on ${king}: ${outOfReach(after, move.to, them)}, so no pawn can ever drive the ${NAME[move.piece]} away.`;
}
function openFile({ after, move, them }: Played): string {
  const f = fileOf(move.to);
  const theirs = pawnsOnFile(after, f, them);
  const file = `${FILES[f]}-file`;
  return theirs.length
    ? `${move.san} takes the half-open ${file}: no ${side(move.color).toLowerCase()} pawn blocks it, and the ${NAME[move.piece]} bears down on the pawn on ${theirs.join(' and ')}.`
    : `${move.san} takes the open ${file}: no pawn stands on it, so the ${NAME[move.piece]} reaches all the way into the enemy camp.`;
}
function seventh({ after, move, me, them }: Played): string {
  const hit = attacksFrom(after, move.to).filter((s) => {
    const p = after.get(s);
    return p?.type === 'p' && p.color === them && relRank(s, me) === 7;
  });
  const king = kingOf(after, them);
  const parts = [
    hit.length ? `attacks the pawn${hit.length > 1 ? 's' : ''} on ${list(hit)}` : '',
    relRank(king, me) === 8 ? `shuts the king on ${king} in on the back rank` : '',
  ].filter(Boolean);
  return `${move.san}: the ${NAME[move.piece]} on the seventh rank ${list(parts)}.`;
}
function passed(p: Played, line?: string[]): string {
  const { before, after, move, me, them } = p;
  if (move.piece === 'p' && isPassed(after, move.to, me))
    return `${move.san}: the passed pawn marches on — no ${lower(them)} pawn stands in front of ${move.to} or on a file beside it.`;
  const blocked = pawns(before, them).find(
    (e) => isPassed(before, e, them) && stopSquare(e, them) === move.to,
  );
  if (blocked && move.piece !== 'p')
    return `${move.san} blockades the passed pawn on ${blocked}: a ${NAME[move.piece]} on the square in front of it stops it for good.`;
  const end = line && line.length > 1 ? playLine(p.before.fen(), line, line.length) : after;
  const had = new Set(pawns(before, me).filter((s) => isPassed(before, s, me)));
  const fresh = pawns(end, me).filter((s) => isPassed(end, s, me) && !had.has(s));
  return `${move.san} gives ${side(me)} a new passed pawn${fresh.length ? ` on ${list(fresh)}` : ''}: nothing can block its way to the queening square any more.`;
}
function islands(p: Played, line?: string[]): string {
  const two = line && line.length > 1 ? playLine(p.before.fen(), line, 2) : p.after;
  const t0 = pawnIslands(p.before, p.them);
  const t1 = Math.max(pawnIslands(p.after, p.them), pawnIslands(two, p.them));
  if (t1 > t0)
    return `${p.move.san} splits ${side(p.them)}’s pawns from ${t0} island${t0 > 1 ? 's' : ''} into ${t1}: every island needs its own defender.`;
  return `${p.move.san} joins ${side(p.me)}’s pawns: ${pawnIslands(p.before, p.me)} islands become ${pawnIslands(two, p.me)}.`;
}
function bishops(p: Played): string {
  const { before, after, move, me, them } = p;
  const colour = (sq: string) => (isLight(sq) ? 'light' : 'dark');
  const onColour = (c: Chess, color: Color, sq: string) =>
    pawns(c, color).filter((s) => isLight(s) === isLight(sq));
  if (move.piece === 'b' && bishopQuality(before, move.from, me) === 'bad')
    return `${move.san} trades ${side(me)}’s bad bishop: ${list(onColour(before, me, move.from))} stand on ${colour(move.from)} squares and hemmed it in.`;
  if (move.piece === 'b') {
    const m0 = mobility(before, move.from as Square);
    const m1 = mobility(after, move.to);
    return `${move.san} brings the good bishop to an open diagonal (${m1} squares instead of ${m0}): ${side(me)}’s pawns stand on the other colour and leave it free.`;
  }
  return `${move.san} takes ${side(them)}’s good bishop: its pawns on ${list(pawns(before, them).filter((s) => isLight(s) !== isLight(move.to)))} leave ${side(them)} only a bishop that is blocked by them, or none.`;
}
function kingSafety({ before, after, move, me, them }: Played): string {
  if (move.isKingsideCastle() || move.isQueensideCastle()) {
    const k = kingOf(after, me);
    const shield = pawns(after, me).filter(
      (s) => Math.abs(fileOf(s) - fileOf(k)) <= 1 && relRank(s, me) <= 3,
    );
    return `${move.san}: the king leaves the centre for ${k}${shield.length ? `, behind the pawns on ${list(shield)}` : ''}, and the rook comes to the middle.`;
  }
  const king = kingOf(before, them);
  if (move.captured)
    return `${move.san} tears away the ${NAME[move.captured]} on ${move.to} in front of the king on ${king}: the lines to the king open.`;
  if (move.piece === 'p')
    return `${move.san} hits the king’s pawn shield: the pawn lever opens lines toward the king on ${king}.`;
  // Name what the piece hits from there (…Qh4 against h7 and e1): the point is often a double attack.
  const hits = attacksFrom(after, move.to)
    .filter((s) => after.get(s)?.color === them && !['p', 'k'].includes(after.get(s)!.type))
    .map((s) => `the ${NAME[after.get(s)!.type]} on ${s}`);
  const line = `the ${FILES[fileOf(move.to)]}-file beside the king on ${king}, a line without ${side(me).toLowerCase()} pawns`;
  if (hits.length)
    return `${move.san} puts the ${NAME[move.piece]} on ${line}, and from ${move.to} it hits ${list(hits)}${hits.length > 1 ? ' at once' : ''}.`;
  return `${move.san} puts the ${NAME[move.piece]} on ${line}.`;
}
function development({ after, move }: Played): string {
  if (move.isKingsideCastle() || move.isQueensideCastle()) {
    // …and what the castled rook hits at once (12.O-O-O against the bishop on d3).
    const rook = `${move.isKingsideCastle() ? 'f' : 'd'}${move.to[1]}` as Square;
    const hits = attacksFrom(after, rook)
      .filter(
        (s) =>
          after.get(s) &&
          after.get(s)!.color !== move.color &&
          !['p', 'k'].includes(after.get(s)!.type),
      )
      .map((s) => `the ${NAME[after.get(s)!.type]} on ${s}`);
    return `${move.san}: castling develops the rook and puts the king in safety in one move${hits.length ? `, and the rook on ${rook} hits ${list(hits)} at once` : ''}.`;
  }
  return `${move.san} develops the ${NAME[move.piece]} from ${move.from} toward the centre: from ${move.to} it reaches ${list(attacksFrom(after, move.to).filter((s) => relRank(s, move.color) >= 4))}.`;
}
function centre({ after, move, them }: Played): string {
  if (['d4', 'e4', 'd5', 'e5'].includes(move.to))
    return `${move.san} puts a pawn in the centre on ${move.to}, taking ${list(attacksFrom(after, move.to))} from the enemy pieces.`;
  const hit = attacksFrom(after, move.to).filter(
    (s) => after.get(s)?.type === 'p' && after.get(s)?.color === them,
  );
  return `${move.san} strikes at the centre pawn on ${list(hit)}.`;
}
function pawnWeakness(p: Played, line?: string[]): string {
  const { before, move, them } = p;
  const kinds: [string, (c: Chess, sq: string, color: Color) => boolean][] = [
    ['isolated', isIsolated],
    ['backward', isBackward],
    ['doubled', isDoubled],
  ];
  if (move.captured === 'p')
    for (const [k, t] of kinds)
      if (t(before, move.to, them))
        return `${move.san} wins the ${k} pawn on ${move.to}: no pawn could defend it.`;
  for (const [k, t] of kinds) {
    const e = pawns(before, them).find(
      (s) => t(before, s, them) && stopSquare(s, them) === move.to,
    );
    if (e && move.piece !== 'p')
      return `${move.san} occupies the square in front of the ${k} pawn on ${e}: no pawn can drive the ${NAME[move.piece]} away.`;
  }
  for (const [k, t] of kinds) {
    const e = attacksFrom(p.after, move.to).find((s) => {
      const q = p.after.get(s);
      return q?.type === 'p' && q.color === them && t(p.after, s, them);
    });
    if (e)
      return `${move.san} attacks the ${k} pawn on ${e}: it has no pawn beside it to defend it.`;
  }
  const two = line && line.length > 1 ? playLine(before.fen(), line, 2) : p.after;
  for (const [k, t] of kinds) {
    const now = pawns(two, them).filter((s) => t(two, s, them));
    if (now.length > pawns(before, them).filter((s) => t(before, s, them)).length)
      return `${move.san} leaves ${side(them)} with ${k} pawns (${list(now)}): a weakness for the rest of the game.`;
  }
  return islands(p, line);
}
function openingMistake({ after, move, them }: Played): string {
  if (after.isCheckmate()) return `${move.san} is mate: the king never got out of the centre.`;
  if (move.captured === 'q') return `${move.san} wins the queen that came out too early.`;
  const q = attacksFrom(after, move.to).find(
    (s) => after.get(s)?.type === 'q' && after.get(s)?.color === them,
  );
  return `${move.san} develops with gain of time: the ${NAME[move.piece]} attacks the early queen on ${q}.`;
}

const WHY: Record<string, (p: Played, line?: string[]) => string> = {
  outpost,
  'weak-squares': weakSquare,
  'open-file': openFile,
  'half-open-file': openFile,
  'seventh-rank': seventh,
  'passed-pawn': passed,
  'pawn-islands': islands,
  'pawn-weaknesses': pawnWeakness,
  'isolated-pawn': pawnWeakness,
  'doubled-pawns': pawnWeakness,
  'backward-pawn': pawnWeakness,
  'good-and-bad-bishops': bishops,
  'king-safety': kingSafety,
  development,
  'the-centre': centre,
  'opening-mistakes': openingMistake,
};

/**
 * The sentence that says how `move` shows `idea` in this position, or null when the idea has no
 * explainer or the move does not pass the idea's detector.
 */
export function explainIdea(
  idea: string,
  fen: string,
  move: string,
  line?: string[],
): string | null {
  const why = WHY[idea];
  const p = play(fen, move);
  if (!why || !p || !strategyDetectors[idea]?.({ fen, move, line })) return null;
  return why(p, line);
}
