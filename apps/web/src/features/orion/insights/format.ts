import type { OrionInsights } from '@ascend/contract';

export type InsightResults = OrionInsights['overall'];

/** 62.5 → "63%", null → "–". */
export const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n)}%`);

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

export const PHASE_LABEL = {
  opening: 'Opening',
  middlegame: 'Middlegame',
  endgame: 'Endgame',
} as const;

export const PHASE_HINT = {
  opening: 'Moves 1–10, before many pieces are traded',
  middlegame: 'From move 11, while more than six pieces are left',
  endgame: 'Six or fewer queens, rooks, bishops and knights left',
} as const;

export const TIME_CONTROL_LABEL = {
  bullet: 'Bullet',
  blitz: 'Blitz',
  rapid: 'Rapid',
  classical: 'Classical',
  correspondence: 'Correspondence',
  unknown: 'Time control unknown',
} as const;
