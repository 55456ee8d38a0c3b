import type { Subscriber } from '../events.ts';
import { habitSubscriber } from './habit/index.ts';
import { leaderboardSubscriber } from './leaderboard/index.ts';
import { leaguesSubscriber } from './leagues/index.ts';
import { orionSubscriber } from './orion/index.ts';
import { reviewSubscriber } from './review/index.ts';

/**
 * Who follows which event (events.ts), in one list, like lila's Bus: the module that owns the
 * data subscribes; the module that raised the event names no one. The app hands this list to
 * every module as `deps.subscribers`. Order is the order the follow-ups run in: the boards
 * before the league placement that reads them, the deck before Orion's evidence.
 */
export const subscribers: readonly Subscriber[] = [
  leaderboardSubscriber,
  leaguesSubscriber,
  reviewSubscriber,
  habitSubscriber,
  orionSubscriber,
];
