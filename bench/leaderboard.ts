// Leaderboard with 1,000,000 learners: page and own-rank latency on the PostgreSQL path and
// on the Redis path. Seeds a dedicated database with INSERT … SELECT generate_series, derives
// the boards, and lets the app's start-up rebuild load Redis (ZADD in batches of 10,000).
// Run: `tsx -e "import('./bench/leaderboard.ts').then(m => m.leaderboardSuite()).then(console.log)"`
// after `npm run build`. Never part of `npm test`.
import pg from 'pg';
import { Redis } from 'ioredis';
import { AccessTokens } from '../apps/server/src/lib/tokens.ts';
import { cannon, table, type CannonResult } from './lib/cannon.ts';
import path from 'node:path';
import { startApp, startProcess } from './lib/server.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'bench-secret-bench-secret-bench-secret-0000'; // startApp's JWT_SECRET
const DB_NAME = 'ascend_bench_leaderboard';
const PREFIX = 'ascend-bench:';

function dbUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Learners with skewed xp (few high, many low), a fifth of them active this week. */
export async function seed(
  url: string,
): Promise<{ top: number; middle: number; bottom: number; seconds: number }> {
  const t0 = Date.now();
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { rebuildTables } = await import('../apps/server/src/modules/leaderboard/pg-scores.ts');
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
  await db.query('analyze');
  const pick = async (order: string, offset: number) =>
    (
      await db.query<{ user_id: number }>(
        `select user_id from leaderboard_scores where board = 'all' order by ${order} limit 1 offset $1`,
        [offset],
      )
    ).rows[0]!.user_id;
  const ids = {
    top: await pick('xp desc, reached_at, user_id', 0),
    middle: await pick('xp desc, reached_at, user_id', Math.floor(LEARNERS / 2)),
    bottom: await pick('xp, reached_at desc, user_id desc', 0),
  };
  await db.end();
  await database.close();
  return { ...ids, seconds: Math.round((Date.now() - t0) / 1000) };
}

async function measure(
  label: string,
  env: Record<string, string>,
  port: number,
  ids: { top: number; middle: number; bottom: number },
) {
  const t0 = Date.now();
  const app = await startApp(port, env);
  const started = Math.round((Date.now() - t0) / 100) / 10;
  const tokens = new AccessTokens(SECRET);
  const auth = async (id: number) => ({
    authorization: `Bearer ${await tokens.sign(id, new Date())}`,
  });
  const middlePage = Math.ceil(LEARNERS / 2 / 20);
  // The first answers wait for the start-up rebuild (Redis: loading the sorted sets).
  for (const period of ['all', 'week']) {
    const res = await fetch(`${app.url}/api/leaderboard/?period=${period}`, {
      headers: await auth(ids.top),
    });
    if (!res.ok) throw new Error(`leaderboard ${period}: ${res.status} ${await res.text()}`);
  }
  const ready = Math.round((Date.now() - t0) / 100) / 10;
  const rows: CannonResult[] = [];
  const hit = async (name: string, id: number, query: string) =>
    rows.push(
      await cannon(`${label}: ${name}`, {
        url: `${app.url}/api/leaderboard/${query}`,
        headers: await auth(id),
      }),
    );
  await hit('all-time page 1, caller #1', ids.top, '?period=all&page=1');
  await hit('all-time page 1, own rank near the bottom', ids.bottom, '?period=all&page=1');
  await hit(
    `all-time page ${middlePage}, own rank in the middle`,
    ids.middle,
    `?period=all&page=${middlePage}`,
  );
  await hit('this week page 1, own rank', ids.middle, '?period=week&page=1');
  await app.stop();
  return { rows, started, ready };
}

/** Seeds, measures both paths, cleans up; returns markdown. */
export async function leaderboardSuite(): Promise<string> {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const redis = new Redis(REDIS_URL);
  const clearRedis = async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  };
  try {
    const url = dbUrl(DB_NAME);
    const ids = await seed(url);
    // A bare Fastify hello-world on the same machine and moment: the floor for any endpoint.
    const hello = await startProcess(
      path.join(import.meta.dirname, 'lib/hello.mjs'),
      {},
      '/',
      3910,
    );
    const baseline = await cannon('fastify hello-world (baseline)', { url: hello.url + '/' });
    await hello.stop();
    const pgRun = await measure('PostgreSQL', { DATABASE_URL: url }, 3911, ids);
    await clearRedis();
    const redisRun = await measure(
      'Redis',
      { DATABASE_URL: url, REDIS_URL, REDIS_KEY_PREFIX: PREFIX },
      3912,
      ids,
    );
    return [
      `${LEARNERS.toLocaleString('en')} learners seeded in ${ids.seconds} s. Listening after ${pgRun.started} s / ${redisRun.started} s,`,
      `first leaderboard answers after ${pgRun.ready} s / ${redisRun.ready} s (PostgreSQL / Redis: the Redis`,
      'figure includes loading the sorted sets from PostgreSQL). Each request returns a page of 20 and the',
      'caller’s rank with two neighbours either side. Target p99 < 10 ms.',
      '',
      table([baseline, ...pgRun.rows, ...redisRun.rows], baseline.rps),
    ].join('\n');
  } finally {
    await clearRedis();
    redis.disconnect();
    if (!process.env.BENCH_KEEP_DB) await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}
