import { sql } from 'drizzle-orm';
import { LEAGUE_TIERS } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import type { Deps } from '../../deps.ts';
import { weekBoard } from '../leaderboard/index.ts';
import { mailResults } from './mail-results.ts';
import { placeStragglers, tiersReady } from './placement.ts';
import { APPLY_TIERS, NOTIFY, RESULTS } from './rollover-sql.ts';

/** The states of a week's rollover, in order; each step moves to the next. */
export type RolloverState = 'started' | 'ranked' | 'notified' | 'done';

export interface RolloverOptions {
  /** For tests: throw right after this state is committed, as a process dying there would. */
  dieAfter?: Exclude<RolloverState, 'done'>;
  /**
   * For crash tests (config FAULT_KILL_IN_ROLLOVER, never in production): the process SIGKILLs
   * itself right after this step commits, or inside the second mail batch's open transaction.
   */
  killAt?: 'ranked' | 'notified' | 'mail-batch';
}

const killSelf = () => process.kill(process.pid, 'SIGKILL');

export class RolloverDied extends Error {}

const weekWords = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Runs `work` and moves the week from `from` to `to` in one transaction that holds the
 * week's row lock: a second process waits, then sees the new state and skips the step; a
 * process that dies inside rolls the whole step back.
 */
async function step(
  db: Db,
  week: string,
  from: RolloverState,
  to: RolloverState,
  work: (tx: Db) => Promise<void>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const res = await tx.execute<{ state: RolloverState }>(
      sql`select state from league_weeks where week = ${week} for update`,
    );
    if (res.rows[0]?.state !== from) return;
    await work(tx as unknown as Db);
    await tx.execute(sql`
      update league_weeks set state = ${to},
        finished_at = case when ${to} = 'done' then ${now.toISOString()}::timestamptz end
      where week = ${week}`);
  });
}

const stateOf = async (db: Db, week: string) =>
  (
    await db.execute<{ state: RolloverState }>(
      sql`select state from league_weeks where week = ${week}`,
    )
  ).rows[0]?.state;

/**
 * The rollover of one finished week, resumable at every step and safe to run in several
 * processes at once: ranks every cohort and writes one result per learner (set-based, unique
 * per week and learner) and their new tiers; then one notification each; then the result
 * mails for learners who allow marketing mail (exactly once: outbox row and `mailed` flag in
 * one transaction); then it is done.
 */
export async function rolloverWeek(
  deps: Deps,
  week: string,
  options: RolloverOptions = {},
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const die = (state: RolloverState) => {
    if (options.killAt === state) killSelf();
    if (options.dieAfter === state)
      throw new RolloverDied(`rollover of ${week} died after ${state}`);
  };
  await db.execute(sql`
    insert into league_weeks (week, state, started_at)
    values (${week}, 'started', ${now.toISOString()}::timestamptz) on conflict (week) do nothing`);
  die('started');
  await step(
    db,
    week,
    'started',
    'ranked',
    async (tx) => {
      await runNamed(tx, 'league_results', RESULTS, [week]);
      await runNamed(tx, 'league_tiers', APPLY_TIERS, [week]);
    },
    now,
  );
  die('ranked');
  await step(
    db,
    week,
    'ranked',
    'notified',
    async (tx) => {
      await runNamed(tx, 'league_notify', NOTIFY, [
        week,
        now.toISOString(),
        `{${LEAGUE_TIERS.map((n) => `"${n}"`).join(',')}}`,
        weekWords(week),
      ]);
    },
    now,
  );
  die('notified');
  if ((await stateOf(db, week)) === 'notified') {
    await mailResults(
      deps,
      week,
      options.killAt === 'mail-batch'
        ? (batch) => {
            if (batch === 2) killSelf();
          }
        : undefined,
    );
    // Once this was the last week waiting, learners who earned xp this week while tiers were
    // not final are placed (placement is idempotent: a rerun after a crash here is harmless).
    if (await tiersReady(db, now)) await placeStragglers(db, now);
  }
  await step(db, week, 'notified', 'done', async () => undefined, now);
}

/**
 * The `leagues.rollover` job: rolls over every finished week that had a league and is not
 * done, oldest first (tiers chain from week to week); the last one's run places learners who
 * earned xp this week while tiers were not final yet. A process that died mid-way is resumed by the
 * next run (the schedule fires every few minutes, and pg-boss retries a failed run).
 */
export async function rollOverDueWeeks(
  deps: Deps,
  options: RolloverOptions = {},
): Promise<string[]> {
  const now = deps.clock.now();
  const current = weekBoard(now);
  // Weeks are finished oldest first, so every week up to the newest done one is done: the
  // scan starts after it (an index range over league_cohorts, not every past cohort).
  const res = await deps.db.execute<{ week: string }>(sql`
    select distinct c.week from league_cohorts c
    where c.week < ${current}
      and c.week > coalesce((select max(week) from league_weeks where state = 'done'), '')
    order by c.week`);
  const weeks = res.rows.map((r) => r.week);
  for (const week of weeks) await rolloverWeek(deps, week, options);
  return weeks;
}
