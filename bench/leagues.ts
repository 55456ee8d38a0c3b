// Weekly leagues with 1,000,000 learners on PostgreSQL: the rollover of a finished week
// (results, tiers, notifications, mails; set-based) and GET leagues/current under load.
// Seeds a dedicated database with INSERT … SELECT generate_series: every learner in a cohort
// of 30 of their tier last week and this week, with weekly xp on the weekly board.
// Run: `npm run bench -- leagues`. BENCH_LEAGUE_LEARNERS changes the count, BENCH_LEAGUE_PORT
// moves its two servers off 3930–3931, BENCH_KEEP_DB=1 keeps the database. Leagues keep no
// state in Redis (ADR 0023), so there is no Redis row.
import os from 'node:os';
import pg from 'pg';
import { AccessTokens } from '../apps/server/src/lib/tokens.ts';
import {
  baseline,
  cannon,
  closedAndPaced,
  loadNote,
  table,
  type CannonResult,
} from './lib/cannon.ts';
import { dropDatabase, freshDatabase } from './lib/pg.ts';
import { assertPortFree, startApp } from './lib/server.ts';

const LEARNERS = Number(process.env.BENCH_LEAGUE_LEARNERS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const SECRET = 'bench-secret-bench-secret-bench-secret-0000'; // startApp's JWT_SECRET
const DB_NAME = 'ascend_bench_leagues';
const PORT = Number(process.env.BENCH_LEAGUE_PORT ?? 3930);
/** One learner in a hundred allows marketing mail and gets a result mail. */
const MAILABLE_EVERY = 100;

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** Cohorts of 30 per tier for `week`, learners in id order within their tier. */
const placeWeek = (week: string, at: string) => `
  with ranked as (
    select user_id, tier, (row_number() over (partition by tier order by user_id) - 1) / 30 as k
    from league_tiers),
  cohorts as (
    insert into league_cohorts (week, tier, members, created_at)
    select '${week}', tier, count(*), '${at}'::timestamptz from ranked group by tier, k
    order by tier, k
    returning id, tier),
  numbered as (
    select id, tier, row_number() over (partition by tier order by id) - 1 as k from cohorts)
  insert into league_members (week, user_id, cohort_id, joined_at)
  select '${week}', r.user_id, n.id, '${at}'::timestamptz
  from ranked r join numbered n on n.tier = r.tier and n.k = r.k`;

async function seed(url: string, lastWeek: string, thisWeek: string) {
  const t0 = Date.now();
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`
    insert into users (email, username, verified, placement, xp, marketing_opt_in, created_at)
    select 'bench' || g || '@example.com', 'learner' || g, true, 'new', 100, g % ${MAILABLE_EVERY} = 0,
      now() - interval '30 days'
    from generate_series(1, ${LEARNERS}) g`);
  await db.query(`insert into league_tiers (user_id, tier) select id, 1 + id % 10 from users`);
  for (const [week, at] of [
    [lastWeek, `${lastWeek}T09:00:00Z`],
    [thisWeek, new Date().toISOString()],
  ] as const) {
    await db.query(placeWeek(week, at));
    // Weekly xp with ties (1..300, many equal values), reached over the week.
    await db.query(`
      insert into leaderboard_scores (board, user_id, xp, reached_at)
      select '${week}', id, 1 + floor(random() * 300)::int,
        '${week}'::timestamptz + interval '1 second' * floor(random() * 86400 * 3)
      from users`);
  }
  await db.query('vacuum analyze');
  await db.query('checkpoint');
  const caller = await db.query<{ user_id: number }>(
    `select m.user_id from league_members m join league_cohorts c on c.id = m.cohort_id
     where m.week = $1 and c.members = 30 order by m.user_id limit 1 offset $2`,
    [thisWeek, Math.floor(LEARNERS / 2)],
  );
  await db.end();
  return { caller: caller.rows[0]!.user_id, seconds: seconds(t0) };
}

/** The rollover of `week` in this process through the app's own code, timed step by step. */
async function rollover(url: string, week: string) {
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { systemClock } = await import('../apps/server/src/clock.ts');
  const { rolloverWeek, RolloverDied } =
    await import('../apps/server/src/modules/leagues/rollover.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: SECRET,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ url });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    workers: false,
    logger: false,
  });
  const steps: { step: string; s: number }[] = [];
  try {
    // The test seam that stops a rollover after a step (a process dying there) times each step.
    for (const dieAfter of ['ranked', 'notified'] as const) {
      const t = Date.now();
      await rolloverWeek(app.deps, week, { dieAfter }).catch((err: unknown) => {
        if (!(err instanceof RolloverDied)) throw err;
      });
      steps.push({ step: dieAfter, s: seconds(t) });
    }
    const t = Date.now();
    await rolloverWeek(app.deps, week);
    steps.push({ step: 'mailed', s: seconds(t) });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const check = await db.query<{ results: string; notes: string; mails: string }>(`
      select (select count(*) from league_results where week = '${week}') as results,
        (select count(*) from notifications where kind = 'league_result') as notes,
        (select count(*) from mail_outbox where kind = 'marketing') as mails`);
    await db.end();
    return { steps, counts: check.rows[0]! };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function leaguesSuite(): Promise<string> {
  for (const port of [PORT, PORT + 1]) await assertPortFree(port);
  const { weekBoard } = await import('../apps/server/src/modules/leaderboard/board.ts');
  const { previousWeek } = await import('../apps/server/src/modules/leagues/placement.ts');
  const now = new Date();
  const [lastWeek, thisWeek] = [previousWeek(now), weekBoard(now)];
  const url = await freshDatabase(DB_NAME);
  try {
    const seeded = await seed(url, lastWeek, thisWeek);
    const base = await baseline(PORT, {
      connections: CONNECTIONS,
      duration: DURATION_S,
      paced: true,
    });
    // WORKERS=off: the scheduled rollover must not run under the measured reads.
    const app = await startApp(PORT + 1, { DATABASE_URL: url, WORKERS: 'off' });
    const rows: CannonResult[] = [];
    try {
      const token = await new AccessTokens(SECRET).sign(seeded.caller, new Date());
      const target = {
        url: `${app.url}/api/leagues/current`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        duration: DURATION_S,
      };
      const res = await fetch(target.url, { headers: target.headers });
      if (!res.ok) throw new Error(`leagues/current: ${res.status} ${await res.text()}`);
      // Unrecorded: fills the pool and lets V8 optimise the path before the measured rows.
      await cannon('warm-up', { ...target, duration: 2 });
      rows.push(...(await closedAndPaced('PostgreSQL: leagues/current, a cohort of 30', target)));
    } finally {
      await app.stop();
    }
    const roll = await rollover(url, lastWeek);
    const total = roll.steps.reduce((s, x) => s + x.s, 0);
    return [
      `${LEARNERS.toLocaleString('en')} learners seeded in ${seeded.seconds} s, each in a cohort of 30 of their`,
      'tier last week and this week, with weekly xp (1–300, many ties).',
      '',
      `Rollover of last week (one process, PostgreSQL): ${total.toFixed(1)} s in all —`,
      roll.steps
        .map(({ step, s }) =>
          step === 'ranked'
            ? `results and new tiers ${s} s`
            : step === 'notified'
              ? `notifications ${s} s`
              : `result mails to the ${Number(roll.counts.mails).toLocaleString('en')} learners who allow them, then placing this week's unplaced earners (none) ${s} s`,
        )
        .join(', ') + '.',
      `Rows written: ${Number(roll.counts.results).toLocaleString('en')} results, ${Number(roll.counts.notes).toLocaleString('en')} notifications, ${Number(roll.counts.mails).toLocaleString('en')} mails.`,
      '',
      'GET leagues/current (target p99 < 10 ms); the caller is in a full cohort of this week.',
      loadNote(CONNECTIONS, DURATION_S),
      `${os.cpus().length} CPUs; load average (1 min) when each row started: ${[...base, ...rows].map((r) => r.loadAverage.toFixed(1)).join(', ')}.`,
      '',
      table([...base, ...rows], base[0]!.rps),
    ].join('\n');
  } finally {
    if (!process.env.BENCH_KEEP_DB) await dropDatabase(DB_NAME);
  }
}
