// Leaderboard with 1,000,000 learners: page and own-rank latency on the PostgreSQL path and
// on the Redis path. Seeds a dedicated database with INSERT … SELECT generate_series, derives
// the boards, and lets the app's start-up rebuild load Redis (ZADD in batches of 10,000).
// Run: `tsx -e "import('./bench/leaderboard.ts').then(m => m.leaderboardSuite()).then(console.log)"`
// after `npm run build`. Never part of `npm test`. BENCH_CONNECTIONS / BENCH_DURATION change
// autocannon's load (10 connections, 8 s per row); BENCH_KEEP_DB=1 keeps the seeded database;
// BENCH_LEADERBOARD_PORT moves its three servers off 3910–3912; BENCH_PG_URL names the PostgreSQL server.
import os from 'node:os';
import pg from 'pg';
import { Redis } from 'ioredis';
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

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
// autocannon's closed loop: latency ≈ connections / throughput, so both belong in the output.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'bench-secret-bench-secret-bench-secret-0000'; // startApp's JWT_SECRET
const DB_NAME = 'ascend_bench_leaderboard';
const PREFIX = 'ascend-bench:';
/** hello-world, then the PostgreSQL app, then the Redis app. */
const PORT = Number(process.env.BENCH_LEADERBOARD_PORT ?? 3910);

/** The learners each row asks as. */
interface Callers {
  top: number;
  middle: number;
  bottom: number;
  /** Has all-time xp but none this week: ranked after everyone on the weekly board. */
  notThisWeek: number;
}

/** Learners with skewed xp (few high, many low), a fifth of them active this week. */
export async function seed(url: string): Promise<Callers & { seconds: number }> {
  const t0 = Date.now();
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { rebuildTables } = await import('../apps/server/src/modules/leaderboard/pg-scores.ts');
  const { weekBoard } = await import('../apps/server/src/modules/leaderboard/board.ts');
  const database = await openDatabase({ url });
  await database.migrate();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`
    insert into users (email, username, country, verified, placement, xp, created_at)
    select 'bench' || g || '@example.com', 'learner' || g, (array['NG','US','GB','IN','FR','BR'])[1 + g % 6],
           true, 'new', 1 + floor(power(random(), 3) * 20000)::int, now() - interval '1 day' * (g % 365)
    from generate_series(1, ${LEARNERS}) g`);
  const lesson = await db.query<{ id: number }>(`
    with s as (insert into sections (slug, serial, title) values ('bench-s', 999, 'Bench') returning id),
         u as (insert into units (slug, section_id, serial, title) select 'bench-u', id, 1, 'Bench' from s returning id)
    insert into lessons (slug, unit_id, serial, title, xp, retired_at) select 'bench-l', id, 1, 'Bench', 10, now() from u returning id`);
  const monday = `date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'`;
  await db.query(`
    insert into xp_events (user_id, lesson_id, run, amount, kind, created_at)
    select id, ${lesson.rows[0]!.id}, 0, least(xp, 1 + floor(random() * 300)::int), 'lesson',
           ${monday} + (now() - (${monday})) * random()
    from users where id % 5 = 0`);
  await db.query('analyze');
  await database.db.transaction((tx) => rebuildTables(tx, new Date()));
  // Vacuum as autovacuum would have on a live board: without visibility map bits every
  // index-only scan visits the heap too, and autovacuum would otherwise start mid-run.
  await db.query('vacuum analyze');
  // Flush the load's dirty pages now, not in a timed checkpoint under the measured rows.
  await db.query('checkpoint');
  const pick = async (order: string, offset: number) =>
    (
      await db.query<{ user_id: number }>(
        `select user_id from leaderboard_scores where board = 'all' order by ${order} limit 1 offset $1`,
        [offset],
      )
    ).rows[0]!.user_id;
  const middle = await pick('xp desc, reached_at, user_id', Math.floor(LEARNERS / 2));
  const notThisWeek = await db.query<{ id: number }>(
    `select id from users u where id >= $1 and not exists
       (select 1 from leaderboard_scores s where s.board = $2 and s.user_id = u.id)
     order by id limit 1`,
    [middle, weekBoard(new Date())],
  );
  const ids: Callers = {
    top: await pick('xp desc, reached_at, user_id', 0),
    middle,
    bottom: await pick('xp, reached_at desc, user_id desc', 0),
    notThisWeek: notThisWeek.rows[0]!.id,
  };
  await db.end();
  await database.close();
  return { ...ids, seconds: Math.round((Date.now() - t0) / 1000) };
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/**
 * Waits out the app's start-up work so that it does not run under the first rows: the
 * repair check of the PostgreSQL boards (sums over a million users) and, with Redis, the
 * loading of both sorted sets. Settled: no query of the app running or inside a
 * transaction and, with Redis, both boards marked built, on four polls in a row.
 */
async function settle(url: string, redis: Redis | null): Promise<void> {
  const { ALL_TIME, weekBoard } = await import('../apps/server/src/modules/leaderboard/board.ts');
  const { readyKey } = await import('../apps/server/src/modules/leaderboard/redis-boards.ts');
  const marks = [ALL_TIME, weekBoard(new Date())].map((b) => readyKey(PREFIX, b));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    for (let quiet = 0, polls = 0; quiet < 4; polls += 1) {
      if (polls > 1200) throw new Error('start-up work of the app did not finish in 5 minutes');
      await new Promise((r) => setTimeout(r, 250));
      const busy = await db.query<{ n: number }>(`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend' and state <> 'idle'`);
      const built = redis ? (await redis.exists(...marks)) === marks.length : true;
      quiet = busy.rows[0]!.n === 0 && built ? quiet + 1 : 0;
    }
  } finally {
    await db.end();
  }
}

async function measure(
  label: string,
  env: Record<string, string>,
  port: number,
  ids: Callers,
  redis: Redis | null,
) {
  const t0 = Date.now();
  const app = await startApp(port, env);
  const started = seconds(t0);
  await settle(env.DATABASE_URL!, redis);
  const settled = seconds(t0);
  const tokens = new AccessTokens(SECRET);
  const auth = async (id: number) => ({
    authorization: `Bearer ${await tokens.sign(id, new Date())}`,
  });
  const middlePage = Math.ceil(LEARNERS / 2 / 20);
  for (const period of ['all', 'week']) {
    const res = await fetch(`${app.url}/api/leaderboard/?period=${period}`, {
      headers: await auth(ids.top),
    });
    if (!res.ok) throw new Error(`leaderboard ${period}: ${res.status} ${await res.text()}`);
  }
  // Unrecorded: fills the connection pool and lets V8 optimise the hot path, which would
  // otherwise weigh on the first row only.
  await cannon('warm-up', {
    url: `${app.url}/api/leaderboard/?period=all&page=2`,
    headers: await auth(ids.middle),
    connections: CONNECTIONS,
    duration: 2,
  });
  const rows: CannonResult[] = [];
  const hit = async (name: string, id: number, query: string) =>
    rows.push(
      ...(await closedAndPaced(`${label}: ${name}`, {
        url: `${app.url}/api/leaderboard/${query}`,
        headers: await auth(id),
        connections: CONNECTIONS,
        duration: DURATION_S,
      })),
    );
  await hit('all-time page 1, caller #1', ids.top, '?period=all&page=1');
  await hit('all-time page 1, own rank near the bottom', ids.bottom, '?period=all&page=1');
  await hit(
    `all-time page ${middlePage}, own rank in the middle`,
    ids.middle,
    `?period=all&page=${middlePage}`,
  );
  await hit('this week page 1, caller not on it', ids.notThisWeek, '?period=week&page=1');
  await app.stop();
  return { rows, started, settled };
}

/** Seeds, measures both paths, cleans up; returns markdown. */
export async function leaderboardSuite(): Promise<string> {
  for (const port of [PORT, PORT + 1, PORT + 2]) await assertPortFree(port);
  const url = await freshDatabase(DB_NAME);
  const redis = new Redis(REDIS_URL);
  const clearRedis = async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  };
  try {
    const ids = await seed(url);
    const base = await baseline(PORT, {
      connections: CONNECTIONS,
      duration: DURATION_S,
      paced: true,
    });
    const pgRun = await measure('PostgreSQL', { DATABASE_URL: url }, PORT + 1, ids, null);
    await clearRedis();
    const redisRun = await measure(
      'Redis',
      { DATABASE_URL: url, REDIS_URL, REDIS_KEY_PREFIX: PREFIX },
      PORT + 2,
      ids,
      redis,
    );
    const rows = [...base, ...pgRun.rows, ...redisRun.rows];
    const loads = rows.map((r) => r.loadAverage.toFixed(1));
    return [
      `${LEARNERS.toLocaleString('en')} learners seeded in ${ids.seconds} s. Listening after ${pgRun.started} s / ${redisRun.started} s,`,
      `start-up work done after ${pgRun.settled} s / ${redisRun.settled} s (PostgreSQL / Redis: the boards' repair`,
      'check, and for Redis loading both sorted sets); rows are measured after it and a 2 s warm-up.',
      'Each request returns a page of 20 and the caller’s rank with two neighbours either side.',
      'Target p99 < 10 ms.',
      loadNote(CONNECTIONS, DURATION_S),
      `${os.cpus().length} CPUs; load average (1 min) when each row started: ${loads.join(', ')}.`,
      '',
      table(rows, base[0]!.rps),
    ].join('\n');
  } finally {
    await clearRedis();
    redis.disconnect();
    if (!process.env.BENCH_KEEP_DB) await dropDatabase(DB_NAME);
  }
}
