import type { Subscriber } from '../../events.ts';
import { joinLeagueAfterXp } from './hooks.ts';

/**
 * A learner's first xp of a week, from a lesson or a game against the app's opponent, places
 * them in a cohort (the league points are the weekly board's).
 */
export const leaguesSubscriber: Subscriber = {
  answerRecorded: async (deps, answer) => {
    if (answer.award) await joinLeagueAfterXp(deps, answer.userId, answer.now);
  },
  gameRecorded: async (deps, game) => {
    if (game.xp > 0) await joinLeagueAfterXp(deps, game.userId, game.now);
  },
};
