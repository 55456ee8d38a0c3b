import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.ts';
import {
  assertBuilt,
  startServerProcess,
  stopAll,
  until,
  type ServerProcess,
} from './server-process.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { weekBoard } from '../src/modules/leaderboard/board.ts';
import { previousWeek } from '../src/modules/leagues/placement.ts';

/*
 * Issue 17: a league rollover whose process is killed mid-way. A real server process (the
 * built dist/server.js, workers inside) rolls over last week for 6,000 learners who all allow
 * result mails (12 batches of 500). It is SIGKILLed right after the ranking commits; a second
 * process resumes and is SIGKILLed inside a mail batch's open transaction; a third finishes.
 * Every learner ends with exactly one result, one notification and one mail. The kills are
 * the processes' own (config FAULT_KILL_IN_ROLLOVER, refused in production), so they land at
 * the same point on every run. On PGlite by default (each new process reopens the same
 * folder), on PostgreSQL with TEST_DATABASE_URL (and Redis leaderboards on with TEST_REDIS_URL).
 */
const base = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const redisPrefix = `ascend-league-kill-${process.pid}-${Date.now()}:`;
const LEARNERS = 6_000;
const email = (n: number) => `league${n}@example.com`;
const SECRET = 'league-kill-secret-league-kill-secret-12';

let dataDir: string;
let pgDatabase: Database | null = null;
const procs: ServerProcess[] = [];

/** The database the server processes use, opened here while none of them runs (PGlite). */
async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  if (pgDatabase) return work(pgDatabase.db);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** LEARNERS learners in cohorts of 30 of their tier for `week`, each with weekly xp. */
async function seed(db: Database['db'], week: string) {
  await db.execute(
    sql.raw(`
    insert into users (email, username, verified, placement, xp, marketing_opt_in, created_at)
    select 'league' || g || '@example.com', 'leaguer' || g, true, 'new', 100, true,
      now() - interval '30 days'
    from generate_series(1, ${LEARNERS}) g`),
  );
  await db.execute(
    sql.raw(`insert into league_tiers (user_id, tier) select id, 1 + id % 10 from users`),
  );
  await db.execute(
    sql.raw(`
    with ranked as (
      select user_id, tier, (row_number() over (partition by tier order by user_id) - 1) / 30 as k
      from league_tiers),
    cohorts as (
      insert into league_cohorts (week, tier, members, created_at)
      select '${week}', tier, count(*), '${week}T09:00:00Z'::timestamptz from ranked
      group by tier, k order by tier, k
      returning id, tier),
    numbered as (
      select id, tier, row_number() over (partition by tier order by id) - 1 as k from cohorts)
    insert into league_members (week, user_id, cohort_id, joined_at)
    select '${week}', r.user_id, n.id, '${week}T09:00:00Z'::timestamptz
    from ranked r join numbered n on n.tier = r.tier and n.k = r.k`),
  );
  await db.execute(
    sql.raw(`
    insert into leaderboard_scores (board, user_id, xp, reached_at)
    select '${week}', id, 1 + id * 7919 % 300, '${week}'::timestamptz + interval '1 second' * (id % 86400)
    from users`),
  );
}

type Counts = { state: string | null; results: number; notes: number; mails: number };

async function counts(db: Database['db'], week: string): Promise<Counts> {
  const res = await db.execute<Counts>(sql`
    select (select state from league_weeks where week = ${week}) as state,
      (select count(*) from league_results where week = ${week})::int as results,
      (select count(*) from notifications where kind = 'league_result')::int as notes,
      (select count(*) from mail_outbox where kind = 'marketing')::int as mails`);
  return res.rows[0]!;
}

const start = (env: Record<string, string> = {}) =>
  startServerProcess(
    {
      ...env,
      DATA_DIR: dataDir,
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      // On PostgreSQL with Redis leaderboards on, as a deployment with Redis runs.
      ...(pgDatabase && redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
      JWT_SECRET: SECRET,
      // POST /dev/clock: a move ticks every schedule now instead of at the next cron minute.
      E2E_CLOCK: '1',
    },
    procs,
  );

/** One schedule tick through the job queue (the clock moves by a millisecond). */
async function tick(p: ServerProcess) {
  const res = await fetch(`${p.url}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 1 }),
  });
  expect(res.status).toBe(200);
}

const mailsTo = async (p: ServerProcess, to: string) =>
  (
    (await (await fetch(`${p.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      data: unknown[];
    }
  ).data.length;

describe(
  `a league rollover killed mid-way (${base ? (redisUrl ? 'PostgreSQL and Redis' : 'PostgreSQL') : 'PGlite'})`,
  { timeout: 240_000 },
  () => {
    const week = previousWeek(new Date());

    beforeAll(async () => {
      assertBuilt();
      dataDir = await mkdtemp(path.join(tmpdir(), 'ascend-league-kill-'));
      if (base) pgDatabase = await createTestDatabase();
      else {
        const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
        await database.migrate();
        await database.close();
      }
      await withDatabase((db) => seed(db, week));
    }, 120_000);

    afterAll(async () => {
      await stopAll(procs);
      await pgDatabase?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('resumes in a new process: one result, one notification and one mail per learner', async () => {
      expect(week < weekBoard(new Date())).toBe(true);

      // The first process dies as soon as every learner is ranked and moved to a new tier.
      const a = await start({ FAULT_KILL_IN_ROLLOVER: 'ranked' });
      await tick(a);
      await a.exited;
      expect(a.child.signalCode).toBe('SIGKILL');
      expect(await withDatabase((db) => counts(db, week))).toEqual({
        state: 'ranked',
        results: LEARNERS,
        notes: 0,
        mails: 0,
      });

      // The second resumes: notifications, then the mails, and dies inside the second batch's
      // transaction: the first 500 mails stand, the second 500 roll back with the process.
      const b = await start({ FAULT_KILL_IN_ROLLOVER: 'mail-batch' });
      await tick(b);
      await b.exited;
      expect(b.child.signalCode).toBe('SIGKILL');
      expect(await withDatabase((db) => counts(db, week))).toEqual({
        state: 'notified',
        results: LEARNERS,
        notes: LEARNERS,
        mails: 500,
      });

      // The third finishes the mails and the week.
      const c = await start();
      await tick(c);
      await until(async () => (await mailsTo(c, email(LEARNERS))) > 0, 200);
      // A clean stop lets the running job finish its last step (the week marked done).
      c.child.kill('SIGTERM');
      await c.exited;

      await withDatabase(async (db) => {
        expect(await counts(db, week)).toEqual({
          state: 'done',
          results: LEARNERS,
          notes: LEARNERS,
          mails: LEARNERS,
        });
        const twice = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from (
            select user_id from mail_outbox where kind = 'marketing'
            group by user_id having count(*) > 1
            union all
            select user_id from notifications where kind = 'league_result'
            group by user_id having count(*) > 1) d`);
        expect(twice.rows).toEqual([{ n: 0 }]);
        // Tiers moved once: the top 7 of each full cohort below the last tier went up one.
        const moved = await db.execute<{ promoted: number; wrong: number }>(sql`
          select count(*) filter (where r.result = 'promoted')::int as promoted,
            count(*) filter (where t.tier <> r.tier_after)::int as wrong
          from league_results r join league_tiers t on t.user_id = r.user_id
          where r.week = ${week}`);
        expect(moved.rows[0]!.wrong).toBe(0);
        expect(moved.rows[0]!.promoted).toBeGreaterThan(0);
      });
    });
  },
);
