import { Chess, type Color, type Square } from 'chess.js';
import type { ObjectivePayload } from '@ascend/contract';

/*
 * Facts about a position that objective questions ask, computed by code (chess.js). The content
 * generator writes questions from these templates and the content check recomputes every
 * question whose wording matches a template, so a wrong answer key cannot ship.
 */

const files = 'abcdefgh';
import { name as pieceNames } from '../../packages/chess/src/ideas/tactics/board.ts';

export { pieceNames };
const colorName = (c: Color) => (c === 'w' ? 'White' : 'Black');
const colorOf = (word: string): Color => (word.toLowerCase() === 'white' ? 'w' : 'b');

/** Pieces (not kings) pinned to their own king: moving them off the line would expose it. */
export function pinnedPieces(fen: string): Square[] {
  const chess = new Chess(fen);
  const pinned: Square[] = [];
  for (const row of chess.board())
    for (const p of row) {
      if (!p || p.type === 'k') continue;
      const king = chess.findPiece({ type: 'k', color: p.color })[0]!;
      const enemy: Color = p.color === 'w' ? 'b' : 'w';
      if (chess.isAttacked(king, enemy)) continue; // a king in check: pins are not the question
      const probe = new Chess(fen);
      probe.remove(p.square);
      if (probe.isAttacked(king, enemy)) pinned.push(p.square);
    }
  return pinned;
}

/** Files without a pawn of either colour. */
export function openFiles(fen: string): string[] {
  const chess = new Chess(fen);
  return [...files].filter((f) =>
    [1, 2, 3, 4, 5, 6, 7, 8].every((r) => chess.get(`${f}${r}` as Square)?.type !== 'p'),
  );
}

const pawnsOf = (chess: Chess, c: Color) => chess.findPiece({ type: 'p', color: c });

/** Passed pawns of `c`: no enemy pawn ahead on its own or a neighbouring file. */
export function passedPawns(fen: string, c: Color): Square[] {
  const chess = new Chess(fen);
  const enemy = pawnsOf(chess, c === 'w' ? 'b' : 'w');
  return pawnsOf(chess, c).filter((sq) => {
    const f = files.indexOf(sq[0]!);
    const r = Number(sq[1]);
    return !enemy.some((e) => {
      const ef = files.indexOf(e[0]!);
      const er = Number(e[1]);
      return Math.abs(ef - f) <= 1 && (c === 'w' ? er > r : er < r);
    });
  });
}

/** Groups of neighbouring files holding `c`'s pawns. */
export function pawnIslands(fen: string, c: Color): number {
  const chess = new Chess(fen);
  const used = new Set(pawnsOf(chess, c).map((s) => files.indexOf(s[0]!)));
  let islands = 0;
  for (let f = 0; f < 8; f++) if (used.has(f) && !used.has(f - 1)) islands++;
  return islands;
}

/**
 * Outposts for `c`: squares in the enemy half (ranks 4–6 for White, 5–3 for Black) that an
 * own pawn defends and no enemy pawn can ever attack (none on a neighbouring file ahead).
 */
export function outposts(fen: string, c: Color): Square[] {
  const chess = new Chess(fen);
  const enemy = pawnsOf(chess, c === 'w' ? 'b' : 'w');
  const own = pawnsOf(chess, c);
  const out: Square[] = [];
  for (const f of files)
    for (const r of c === 'w' ? [4, 5, 6] : [5, 4, 3]) {
      const sq = `${f}${r}` as Square;
      if (chess.get(sq)?.type === 'p') continue;
      const fi = files.indexOf(f);
      const attackable = enemy.some((e) => {
        const ef = files.indexOf(e[0]!);
        const er = Number(e[1]);
        return Math.abs(ef - fi) === 1 && (c === 'w' ? er > r : er < r);
      });
      const defended = own.some((o) => {
        const of = files.indexOf(o[0]!);
        const or = Number(o[1]);
        return Math.abs(of - fi) === 1 && or === (c === 'w' ? r - 1 : r + 1);
      });
      if (!attackable && defended) out.push(sq);
    }
  return out;
}

export function attackerCount(fen: string, square: Square, c: Color): number {
  return new Chess(fen).attackers(square, c).length;
}

/** Squares the piece on `square` can legally move to (its side to move in the FEN). */
export function legalTargets(fen: string, square: Square): number {
  const chess = new Chess(fen);
  return new Set(chess.moves({ square, verbose: true }).map((m) => m.to)).size;
}

export const templates = {
  pinned: /^Which piece is pinned to its king\?/,
  openFile: /^Which file is open\?/,
  passed: /^Which (white|black) pawn is a passed pawn\?/i,
  islands: /^How many pawn islands does (White|Black) have\?/,
  outpost: /^Which square is an outpost for (White|Black)\?/,
  attackers: /^How many (white|black) pieces attack ([a-h][1-8])\?/i,
  legal: /^How many squares can the \w+ on ([a-h][1-8]) move to\?/,
  mate: /^Is this (checkmate|stalemate)\?/,
  givesMate: /^Which move gives checkmate\?/,
};

const optionSquare = (text: string) => /([a-h][1-8])$/.exec(text)?.[1];
const optionFile = (text: string) => /the ([a-h])-file/.exec(text)?.[1];

/**
 * Recomputes the answer of an objective question written from a template. Returns null when
 * the question is not one we can compute, else the problems (empty when the key is right and
 * no other option is right too).
 */
export function recomputeObjective(p: ObjectivePayload): string[] | null {
  if (!p.fen) return null;
  const correct = p.options.find((o) => o.id === p.correct_option_id)?.text ?? '';
  const others = p.options.filter((o) => o.id !== p.correct_option_id).map((o) => o.text);
  const bySquare = (truth: string[]) => {
    const problems: string[] = [];
    if (!truth.includes(optionSquare(correct) ?? '?'))
      problems.push(`the answer "${correct}" is wrong (true: ${truth.join(', ') || 'none'})`);
    for (const o of others)
      if (truth.includes(optionSquare(o) ?? '?')) problems.push(`the option "${o}" is right too`);
    return problems;
  };
  const byNumber = (n: number) =>
    Number(correct) === n
      ? others.some((o) => Number(o) === n)
        ? [`two options say ${n}`]
        : []
      : [`the answer "${correct}" is wrong (true: ${n})`];
  let m: RegExpExecArray | null;
  if (templates.pinned.test(p.question)) return bySquare(pinnedPieces(p.fen));
  if (templates.openFile.test(p.question)) {
    const open = openFiles(p.fen);
    const problems: string[] = [];
    if (!open.includes(optionFile(correct) ?? '?'))
      problems.push(`the answer "${correct}" is wrong (open: ${open.join(', ') || 'none'})`);
    for (const o of others)
      if (open.includes(optionFile(o) ?? '?')) problems.push(`the option "${o}" is open too`);
    return problems;
  }
  if ((m = templates.passed.exec(p.question))) return bySquare(passedPawns(p.fen, colorOf(m[1]!)));
  if ((m = templates.islands.exec(p.question))) return byNumber(pawnIslands(p.fen, colorOf(m[1]!)));
  if ((m = templates.outpost.exec(p.question))) return bySquare(outposts(p.fen, colorOf(m[1]!)));
  if ((m = templates.attackers.exec(p.question)))
    return byNumber(attackerCount(p.fen, m[2] as Square, colorOf(m[1]!)));
  if ((m = templates.legal.exec(p.question))) return byNumber(legalTargets(p.fen, m[1] as Square));
  if (templates.givesMate.test(p.question)) {
    const mates = (san: string) => {
      const chess = new Chess(p.fen);
      try {
        chess.move(san);
      } catch {
        return false;
      }
      return chess.isCheckmate();
    };
    const problems = mates(correct) ? [] : [`the answer "${correct}" does not mate`];
    for (const o of others) if (mates(o)) problems.push(`the option "${o}" mates too`);
    return problems;
  }
  if ((m = templates.mate.exec(p.question))) {
    const chess = new Chess(p.fen);
    const yes = m[1] === 'checkmate' ? chess.isCheckmate() : chess.isStalemate();
    return correct.startsWith(yes ? 'Yes' : 'No') ? [] : [`the answer "${correct}" is wrong`];
  }
  return null;
}

export { colorName };
