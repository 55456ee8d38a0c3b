import type { Chess, Color, PieceSymbol } from 'chess.js';
import { pieceValues } from '../position.ts';

type Counts = Record<PieceSymbol, number>;
const order: PieceSymbol[] = ['q', 'r', 'b', 'n', 'p'];
const names: Record<PieceSymbol, [string, string]> = {
  q: ['queen', 'queens'],
  r: ['rook', 'rooks'],
  b: ['bishop', 'bishops'],
  n: ['knight', 'knights'],
  p: ['pawn', 'pawns'],
  k: ['king', 'kings'],
};
const numbers = ['', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

export function pieceCounts(chess: Chess, color: Color): Counts {
  const c: Counts = { q: 0, r: 0, b: 0, n: 0, p: 0, k: 0 };
  for (const row of chess.board()) for (const p of row) if (p && p.color === color) c[p.type] += 1;
  return c;
}

const value = (c: Partial<Counts>) =>
  order.reduce((sum, t) => sum + (c[t] ?? 0) * (pieceValues[t] ?? 0), 0);

/** "the rook", "a knight", "two pawns": `the` when it was the side's only piece of that kind. */
function name(type: PieceSymbol, n: number, had: number): string {
  if (n === 1) return `${had === 1 ? 'the' : 'a'} ${names[type][0]}`;
  return `${numbers[n] ?? n} ${names[type][1]}`;
}

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What the learner lost between two positions, net of what they took: "the rook",
 * "the queen for a rook and a pawn", or null when the learner is not behind in value.
 * Identical pieces traded off cancel out ("a knight for a knight" is no loss).
 */
export function materialLoss(
  start: { mine: Counts; theirs: Counts },
  end: { mine: Counts; theirs: Counts },
): string | null {
  const lost: Partial<Counts> = {};
  const took: Partial<Counts> = {};
  for (const t of order) {
    const l = Math.max(0, start.mine[t] - end.mine[t]);
    const g = Math.max(0, start.theirs[t] - end.theirs[t]);
    const both = Math.min(l, g);
    if (l - both) lost[t] = l - both;
    if (g - both) took[t] = g - both;
  }
  if (value(lost) <= value(took)) return null;
  const lostText = list(order.filter((t) => lost[t]).map((t) => name(t, lost[t]!, start.mine[t])));
  if (!lostText) return null;
  const tookText = list(order.filter((t) => took[t]).map((t) => name(t, took[t]!, 2)));
  return tookText ? `${lostText} for ${tookText}` : lostText;
}

/** Material value of one side, in pawns. */
export const sideValue = (c: Counts) => value(c);
