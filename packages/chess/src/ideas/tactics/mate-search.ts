import { Chess, type Move } from 'chess.js';

const uci = (m: Move) => m.from + m.to + (m.promotion ?? '');
/** Checks first, then captures: mating lines are found fast. */
const ordered = (c: Chess) => c.moves({ verbose: true }).sort((a, b) => rank(b) - rank(a));
const rank = (m: Move) => (m.san.includes('+') ? 2 : 0) + (m.captured ? 1 : 0);

/**
 * A forced mate for the side to move in at most `n` moves, as a UCI line (the defence's longest
 * resistance first found), or null. Pure and exhaustive: used when an exercise gives only the
 * first move (a which-move question) and the idea is read from the mate it leads to.
 */
export function forcedMate(fen: string, n: number): string[] | null {
  const c = new Chess(fen);
  for (const m of ordered(c)) {
    c.move(m);
    const rest = c.isCheckmate() ? [] : n > 1 ? defended(c, n - 1) : null;
    c.undo();
    if (rest) return [uci(m), ...rest];
  }
  return null;
}

/** After the attacker's move: every defence mates in ≤ n; the line of the longest one, else null. */
export function defended(c: Chess, n: number): string[] | null {
  const replies = c.moves({ verbose: true });
  if (!replies.length) return null; // stalemate
  let longest: string[] = [];
  for (const r of replies) {
    c.move(r);
    const mate = forcedMate(c.fen(), n);
    c.undo();
    if (!mate) return null;
    if (mate.length + 1 > longest.length) longest = [uci(r), ...mate];
  }
  return longest;
}
