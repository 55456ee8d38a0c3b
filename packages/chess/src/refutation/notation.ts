import type { Move } from 'chess.js';

/**
 * Moves written with their real numbers: the first from the FEN's fullmove number and side to
 * move ("1…Rxb5+"), then every white move numbered ("2.Kxb5"). `mark` is appended to the first
 * move (the learner's wrong move gets "?").
 */
export function numberedLine(fen: string, moves: readonly Move[], mark = ''): string {
  const fields = fen.split(' ');
  let number = Number(fields[5]) || 1;
  let white = fields[1] === 'w';
  const parts: string[] = [];
  for (const [i, m] of moves.entries()) {
    const san = i === 0 ? m.san + mark : m.san;
    if (white) parts.push(`${number}.${san}`);
    else parts.push(i === 0 ? `${number}…${san}` : san);
    if (!white) number += 1;
    white = !white;
  }
  return parts.join(' ');
}
