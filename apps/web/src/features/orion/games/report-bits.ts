import { Chess } from 'chess.js';
import type { AnalysedMove, MoveClass } from '@ascend/contract';

/** Colour and mark per move class: red blunders, orange mistakes, amber inaccuracies. */
export const classStyle: Record<
  MoveClass,
  { text: string; dot: string; mark: string; name: string }
> = {
  best: { text: 'text-brand-800', dot: '#1e7f3b', mark: '', name: 'Best move' },
  good: { text: 'text-ink', dot: '#64748b', mark: '', name: 'Good' },
  inaccuracy: { text: 'text-amber-800', dot: '#b45309', mark: '?!', name: 'Inaccuracy' },
  mistake: { text: 'text-orange-800', dot: '#c2410c', mark: '?', name: 'Mistake' },
  blunder: { text: 'text-red-800', dot: '#b91c1c', mark: '??', name: 'Blunder' },
};

export const skillNames: Record<string, string> = {
  tactics: 'Tactics',
  strategy: 'Strategy',
  calculation: 'Calculation',
  attacking: 'Attacking',
};

/** A SAN move played from `fen` as squares, for the board's arrows. */
export function squaresOf(fen: string, san: string | null): { from: string; to: string } | null {
  if (!san) return null;
  try {
    const m = new Chess(fen).move(san);
    return { from: m.from, to: m.to };
  } catch {
    return null;
  }
}

/** Engine score after a move, for White, as people write it: +1.3, −0.4, #3, #−2. */
export function scoreText(m: AnalysedMove): string {
  if (m.eval.mate !== null) return m.eval.mate === 0 ? '#' : `#${m.eval.mate}`;
  const cp = (m.eval.cp ?? 0) / 100;
  return `${cp > 0 ? '+' : cp < 0 ? '−' : ''}${Math.abs(cp).toFixed(1)}`;
}

/** "12." for White's twelfth move, "12…" for Black's. */
export const moveNumber = (m: Pick<AnalysedMove, 'ply' | 'color'>) =>
  `${Math.ceil(m.ply / 2)}${m.color === 'white' ? '.' : '…'}`;

/** The learner's moments worth a board: their mistakes, blunders and only-move finds. */
export const isCritical = (m: AnalysedMove, learner: 'white' | 'black') =>
  m.color === learner &&
  (m.classification === 'mistake' ||
    m.classification === 'blunder' ||
    m.motif === 'Found the only good move');
