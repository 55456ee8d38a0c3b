import type { Deps } from '../../deps.ts';
import { placeLearner } from './placement.ts';

/**
 * HOOK for an xp award, after its transaction committed: the learner's first xp of a week
 * places them in a cohort. Never throws: a lost placement is made on their next read of
 * leagues/current or by the next rollover run (placeStragglers), and the league xp itself
 * is the weekly leaderboard score, already paid in the award's statement.
 */
export async function joinLeagueAfterXp(deps: Deps, userId: number, at: Date): Promise<void> {
  await placeLearner(deps.db, userId, at).catch(() => false);
}
