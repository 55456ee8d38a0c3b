// puzzle-at-random at scale: synthesises ≥ 3 million puzzles on PostgreSQL from the Lichess
// sample (id suffixes, jittered ratings) in a dedicated database, then loads the API with
// autocannon. Call puzzleSuite() from the bench runner, or run `npm run build && tsx bench/puzzles.ts`.
// Needs PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { importPuzzles } from '../apps/server/src/modules/puzzles/import/importer.ts';
import { recountThemes } from '../apps/server/src/modules/puzzles/store.ts';
import {
  baseline,
  cannon,
  closedAndPaced,
  loadNote,
  table,
  type CannonResult,
} from './lib/cannon.ts';
import { databaseUrl, dropDatabase, freshDatabase } from './lib/pg.ts';
import { learnerToken, repoRoot, startApp, type RunningServer } from './lib/server.ts';

const DB_NAME = 'ascend_bench_puzzles';
const json = { 'content-type': 'application/json' };
const EMAIL = 'puzzle-bench@example.com';

const BULK_TABLES = ['puzzles', 'puzzle_theme'];

/**
 * Index and constraint definitions of the bulk-loaded tables, read from the catalogue so the
 * bench rebuilds exactly what the migrations made. Primary keys come before foreign keys.
 */
async function schemaOf(c: pg.Client) {
  const constraints = await c.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype in ('p', 'f', 'u')
       and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))
     order by case contype when 'p' then 0 when 'u' then 1 else 2 end`,
    [BULK_TABLES],
  );
  const indexes = await c.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.tablename = any($1) and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [BULK_TABLES],
  );
  return { constraints: constraints.rows, indexes: indexes.rows };
}

/**
 * Creates the bench database and fills it with `copies` × 30,000 puzzles (100 copies → 3,000,000):
 * the Lichess sample imported by the real importer, then copies with id suffixes and jittered
 * ratings. Millions of random-key index inserts are what made a naive load crawl, so the two
 * tables lose their indexes and keys for the load and get them back, sorted, afterwards.
 */
export async function synthesise(copies = 100): Promise<string> {
  const t0 = Date.now();
  const url = await freshDatabase(DB_NAME);
  const database = await openDatabase({ url });
  await database.migrate();
  const sample = path.resolve(repoRoot, '../shared/data/lichess-puzzles-sample.csv');
  if (!existsSync(sample))
    throw new Error(
      `the puzzle bench needs the 30,000-row Lichess sample at ${sample} (the shared folder beside the checkout); it is not there`,
    );
  await importPuzzles(database.db, sample);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`set maintenance_work_mem = '1GB'; set synchronous_commit = off`);
  const schema = await schemaOf(c);
  for (const k of [...schema.constraints].reverse())
    await c.query(`alter table ${k.tbl} drop constraint ${k.name}`);
  for (const i of schema.indexes) await c.query(`drop index ${i.name}`);
  await c.query(`
    insert into puzzles (id, fen, moves, rating, rating_deviation, popularity, plays, themes, game_url, opening_tags, source, difficulty)
    select p.id || '_' || g, p.fen, p.moves, r.rating, p.rating_deviation, p.popularity, p.plays, p.themes, p.game_url, p.opening_tags, p.source,
           case when r.rating <= 1499 then 0 when r.rating <= 1999 then 1 when r.rating <= 2499 then 2 else 3 end
    from puzzles p cross join generate_series(1, ${copies - 1}) g
    cross join lateral (select greatest(400, least(3300, round(p.rating + random() * 200 - 100)))::float8 as rating) r`);
  await c.query(`
    insert into puzzle_theme (theme, puzzle_id, difficulty)
    select unnest(p.themes), p.id, p.difficulty from puzzles p where p.id like '%\\_%'`);
  console.error(
    `synthesised ${copies} copies in ${Math.round((Date.now() - t0) / 1000)} s; indexing`,
  );
  for (const i of schema.indexes) await c.query(i.def);
  for (const k of schema.constraints)
    await c.query(`alter table ${k.tbl} add constraint ${k.name} ${k.def}`);
  await recountThemes(database.db);
  await c.query('vacuum (analyze) puzzles, puzzle_theme');
  // Flush the load's dirty pages now, not in a timed checkpoint under the measured rows.
  await c.query('checkpoint');
  const { rows } = await c.query<{ n: string }>('select count(*) as n from puzzles');
  await c.end();
  await database.close();
  console.error(
    `${rows[0]!.n} puzzles in ${DB_NAME} after ${Math.round((Date.now() - t0) / 1000)} s`,
  );
  return url;
}

/** Builds the data set, then measures GET /api/puzzles/puzzle-at-random/ through HTTP. */
export async function puzzleSuite(): Promise<string> {
  const t0 = Date.now();
  const url = process.env.BENCH_REUSE_DB ? databaseUrl(DB_NAME) : await synthesise();
  const seconds = Math.round((Date.now() - t0) / 1000);
  try {
    return await measure(url, seconds);
  } finally {
    if (!process.env.BENCH_KEEP_DB) await dropDatabase(DB_NAME);
  }
}

async function measure(url: string, seconds: number): Promise<string> {
  const app = await startApp(3921, { DATABASE_URL: url });
  try {
    return await load(app, url, seconds);
  } finally {
    await app.stop();
  }
}

async function load(app: RunningServer, url: string, seconds: number): Promise<string> {
  const token = await learnerToken(app, EMAIL);
  const auth = { authorization: `Bearer ${token}` };
  const settings = await fetch(app.url + '/api/puzzles/settings', {
    method: 'PATCH',
    headers: { ...auth, ...json },
    body: JSON.stringify({ difficulty_range_from: 1500, difficulty_range_to: 1999 }),
  });
  if (!settings.ok) throw new Error(`settings failed: ${settings.status}`);

  // A learner with history: 20,000 fork puzzles of their range already played (one
  // contiguous block of the random key), so picks must skip played puzzles.
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    insert into puzzle_user (user_id, puzzle_id, solved, rated, created_at, last_attempt_at)
    select u.id, pt.puzzle_id, true, true, now(), now() from users u
    join lateral (select puzzle_id from puzzle_theme where theme = 'fork' and difficulty = 1 order by rnd limit 20000) pt on true
    where u.email = '${EMAIL}'
    on conflict do nothing`);
  // As autovacuum would have on a live table: without visibility-map bits, each "played?"
  // probe's index-only scan also visits the heap.
  await c.query('vacuum analyze puzzle_user');
  await c.query('checkpoint');
  const count = await c.query<{ n: string }>('select count(*) as n from puzzles');
  const total = Number(count.rows[0]!.n);
  await c.end();

  const rows: CannonResult[] = await baseline(3920, { paced: true });
  // Unrecorded: fills the connection pool, lets V8 optimise the hot path and PostgreSQL
  // settle on its plans, which would otherwise weigh on the first row only.
  await cannon('warm-up', {
    url: `${app.url}/api/puzzles/puzzle-at-random/?type=mix`,
    headers: auth,
    duration: 2,
  });
  for (const type of ['mix', 'fork', 'mateIn2', 'doubleBishopMate']) {
    rows.push(
      ...(await closedAndPaced(`GET puzzle-at-random ?type=${type}`, {
        url: `${app.url}/api/puzzles/puzzle-at-random/?type=${type}`,
        headers: auth,
      })),
    );
  }
  // Theme mixes (issue 18): several themes in one pick, the same learner and history.
  rows.push(
    ...(await closedAndPaced('GET puzzle-at-random ?types=fork,pin,skewer', {
      url: `${app.url}/api/puzzles/puzzle-at-random/?types=fork,pin,skewer`,
      headers: auth,
    })),
  );
  // The review deck (issue 18): 2,000 failed puzzles in the learner's deck, 500 of them due.
  const d = new pg.Client({ connectionString: url });
  await d.connect();
  await d.query(`
    insert into review_cards (user_id, puzzle_id, due, created_at)
    select u.id, pt.puzzle_id, now() - (case when pt.n <= 500 then interval '1 hour' else interval '-3 days' end), now()
    from users u
    join lateral (select puzzle_id, row_number() over (order by rnd) as n from puzzle_theme
      where theme = 'pin' order by rnd limit 2000) pt on true
    where u.email = '${EMAIL}'
    on conflict do nothing`);
  await d.query('vacuum analyze review_cards');
  await d.end();
  rows.push(
    ...(await closedAndPaced('GET review/next (2,000 cards, 500 due)', {
      url: `${app.url}/api/review/next`,
      headers: auth,
    })),
  );
  return [
    `${total.toLocaleString('en')} puzzles on PostgreSQL (synthesised in ${seconds} s), learner range 1500-1999 with`,
    '20,000 fork puzzles of that range already played (the first 20,000 by the random key: one contiguous',
    'block, the hard case for the pick). Rows are measured after a 2 s unrecorded warm-up. Target p99 < 10 ms.',
    loadNote(),
    '',
    table(rows, rows[0]!.rps),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await puzzleSuite());
}
