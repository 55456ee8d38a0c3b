/**
 * Win chance, move classes and accuracy (ADR 0025), after Lichess. Evaluations are from the
 * point of view of the side that moved; win chance runs from -1 (lost) to +1 (won).
 */

export type Eval = { cp: number } | { mate: number };

/** Lichess's multiplier: 2 / (1 + exp(-k·cp)) - 1. */
export const WIN_CHANCE_K = 0.00368208;
/** Centipawns are capped here before the formula, as Lichess does; mates are ±1. */
export const CP_CEILING = 1000;

export function winChance(e: Eval): number {
  // Stockfish's "mate 0": the side to move is checkmated.
  if ('mate' in e) return e.mate > 0 ? 1 : -1;
  const cp = Math.max(-CP_CEILING, Math.min(CP_CEILING, e.cp));
  return 2 / (1 + Math.exp(-WIN_CHANCE_K * cp)) - 1;
}

/** The same, on Lichess's 0–100 "win %" scale: 50 + 50 · winChance. */
export const winPercent = (e: Eval) => 50 + 50 * winChance(e);

export type Classification = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/**
 * Loss of win chance on the [-1, 1] scale: 0.1 / 0.2 / 0.3, which are Lichess's thresholds
 * (lila Advice: .1 inaccuracy, .2 mistake, .3 blunder) and 5 / 10 / 15 points of win %.
 */
export const THRESHOLDS = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 } as const;

export function classify(loss: number, playedBest: boolean): Classification {
  if (playedBest) return 'best';
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * One move's accuracy from the mover's win % before and after: Lichess's
 * 103.1668 · exp(-0.04354 · (before - after)) - 3.1669, clamped to 0–100. Lichess adds an
 * uncertainty bonus of 1; we do not (a perfect move scores 99.9999).
 */
export function moveAccuracy(winPctBefore: number, winPctAfter: number): number {
  const drop = Math.max(0, winPctBefore - winPctAfter);
  const a = 103.1668 * Math.exp(-0.04354 * drop) - 3.1669;
  return Math.max(0, Math.min(100, a));
}

/** A side's game accuracy: the arithmetic mean of its move accuracies (null without moves). */
export function gameAccuracy(moveAccuracies: readonly number[]): number | null {
  if (!moveAccuracies.length) return null;
  return moveAccuracies.reduce((s, a) => s + a, 0) / moveAccuracies.length;
}

/**
 * A position is sharp when the second-best move would lose at least a mistake's worth of win
 * chance: finding the best move there is evidence for the skill.
 */
export const SHARP_GAP = THRESHOLDS.mistake;
