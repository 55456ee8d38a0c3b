import type { Deps } from '../../deps.ts';
import { ALL_TIME, weekBoard, weekStart } from './board.ts';
import { boardsOf } from './boards.ts';
import { rebuildTables, removeFromTables, tablesInStep } from './pg-scores.ts';

export { recordXpInTransaction } from './pg-scores.ts';

/**
 * HOOK for the xp award, after its transaction committed: copies the learner's new
 * all-time and weekly scores to Redis. A no-op without REDIS_URL; never throws.
 */
export async function recordXp(deps: Deps, userId: number, at: Date): Promise<void> {
  await boardsOf(deps)?.redis?.syncUser(userId, [ALL_TIME, weekBoard(at)]);
}

/** HOOK for account deletion, after it committed: takes the learner off every board. */
export async function removeFromLeaderboards(deps: Deps, userId: number): Promise<void> {
  await removeFromTables(deps.db, userId);
  const now = deps.clock.now();
  const lastWeek = new Date(weekStart(now).getTime() - 86_400_000);
  await boardsOf(deps)?.redis?.syncUser(userId, [ALL_TIME, weekBoard(now), weekBoard(lastWeek)]);
}

/**
 * Repairs the PostgreSQL boards if they drifted from users.xp/xp_events (an award
 * made without recordXpInTransaction, a crash), then rebuilds the Redis boards from them,
 * since Redis may have missed writes while the app was down. Run by the `leaderboard.repair`
 * job that each start queues (one for N processes starting together), and by tests.
 */
export async function rebuildLeaderboards(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  if (!(await tablesInStep(deps.db, now))) {
    await deps.db.transaction((tx) => rebuildTables(tx, now));
  }
  // A Redis that is down must not stop the app: reads fall back to PostgreSQL meanwhile and
  // boards are rebuilt on first read once it answers.
  await boardsOf(deps)?.redis?.rebuildOrMarkStale([ALL_TIME, weekBoard(now)]);
}

/** The `leaderboard.repair` job; the worker's app waits for it before closing its boards. */
export async function repairLeaderboards(deps: Deps): Promise<void> {
  const run = rebuildLeaderboards(deps);
  const boards = boardsOf(deps);
  if (boards) boards.booted = run.catch(() => undefined);
  await run;
}
