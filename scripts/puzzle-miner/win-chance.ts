import { scoreValue, type Score } from '@ascend/engine';

/**
 * Lichess-style winning chances in [-1, 1] from a centipawn score. Comparing chances rather
 * than raw centipawns keeps "+9 vs +6" (both winning) from counting as a unique move.
 */
export function winChance(score: Score): number {
  if (score.type === 'mate') return score.value > 0 ? 1 : -1;
  return 2 / (1 + Math.exp(-0.00368208 * score.value)) - 1;
}

export const cp = (score: Score): number => scoreValue(score);
