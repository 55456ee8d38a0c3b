// leaderboard: the module's public face. Other modules import only this file (ADR 0039).
export { weekBoard, weekStart } from './board.ts';
export { rebuildLeaderboards, removeFromLeaderboards, repairLeaderboards } from './hooks.ts';
export { cardOf, displayName } from './learners.ts';
export { tablesInStep } from './pg-scores.ts';
export { leaderboardRoutes } from './routes.ts';
export { leaderboardSubscriber } from './subscriber.ts';
