import type { Level } from './types.ts';
import type { Tier } from './placement-questions.ts';

export interface TierScore {
  right: number;
  total: number;
}
export type Scores = Record<Tier, TierScore>;

/** Counts right answers per tier. `results` maps a question id to whether it was answered right. */
export function scoreByTier(
  questions: readonly { id: string; tier: Tier }[],
  results: ReadonlyMap<string, boolean>,
): Scores {
  const scores: Scores = {
    basics: { right: 0, total: 0 },
    rules: { right: 0, total: 0 },
    advanced: { right: 0, total: 0 },
  };
  for (const q of questions) {
    scores[q.tier].total++;
    if (results.get(q.id)) scores[q.tier].right++;
  }
  return scores;
}

const share = (s: TierScore) => (s.total === 0 ? 0 : s.right / s.total);

/**
 * The suggested level. Each level needs the one below it to hold: someone unsure how the pieces
 * move starts at the beginning however lucky their tactics guesses were. Tactics and strategy
 * need three quarters of the hard questions right, so one lucky click is not enough.
 */
export function suggestLevel(scores: Scores): Level {
  if (share(scores.basics) < 1) return 'new';
  if (share(scores.rules) >= 0.5 && share(scores.advanced) >= 0.75)
    return 'knows_tactics_and_strategy';
  return 'can_move_pieces';
}
