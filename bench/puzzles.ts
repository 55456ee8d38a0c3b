// puzzle-at-random at scale: synthesises ≥ 3 million puzzles on PostgreSQL from the Lichess
// sample (id suffixes, jittered ratings) in a dedicated database, then loads the API with
// autocannon. Call puzzleSuite() from the bench runner, or run `npm run build && tsx bench/puzzles.ts`.
// Needs PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { importPuzzles } from '../apps/server/src/modules/puzzles/import/importer.ts';
import { recountThemes } from '../apps/server/src/modules/puzzles/store.ts';
import { cannon, table, type CannonResult } from './lib/cannon.ts';
import { repoRoot, startApp } from './lib/server.ts';

const DB_NAME = 'ascend_bench_puzzles';
const json = { 'content-type': 'application/json' };

async function admin(base: string, query: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(query);
  await c.end();
}

/** Creates the bench database and fills it with `copies` × 30,000 puzzles (100 copies → 3,000,000). */
export async function synthesise(base: string, copies = 100): Promise<string> {
  await admin(base, `drop database if exists ${DB_NAME} with (force)`);
  await admin(base, `create database ${DB_NAME}`);
  const url = new URL(base);
  url.pathname = `/${DB_NAME}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await importPuzzles(
    database.db,
    path.resolve(repoRoot, '../shared/data/lichess-puzzles-sample.csv'),
  );
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  // Ten copies a statement keeps each transaction moderate; the theme rows follow their puzzles.
  for (let from = 1; from < copies; from += 10) {
    const to = Math.min(copies - 1, from + 9);
    await c.query(`
      insert into puzzles (id, fen, moves, rating, rating_deviation, popularity, plays, themes, game_url, opening_tags, source, difficulty)
      select p.id || '_' || g, p.fen, p.moves, r.rating, p.rating_deviation, p.popularity, p.plays, p.themes, p.game_url, p.opening_tags, p.source,
             case when r.rating <= 1499 then 0 when r.rating <= 1999 then 1 when r.rating <= 2499 then 2 else 3 end
      from puzzles p cross join generate_series(${from}, ${to}) g
      cross join lateral (select greatest(400, least(3300, round(p.rating + random() * 200 - 100)))::float8 as rating) r
      where p.id not like '%\\_%'`);
    await c.query(`
      insert into puzzle_theme (theme, puzzle_id, difficulty)
      select unnest(p.themes), p.id, p.difficulty from puzzles p
      where p.id like '%\\_%' and split_part(p.id, '_', 2)::int between ${from} and ${to}`);
    console.error(`synthesised copies ${from}..${to}`);
  }
  await recountThemes(database.db);
  await c.query('analyze');
  const { rows } = await c.query<{ n: string }>('select count(*) as n from puzzles');
  await c.end();
  await database.close();
  console.error(`${rows[0]!.n} puzzles in ${DB_NAME}`);
  return url.toString();
}

/** Builds the data set, then measures GET /api/puzzles/puzzle-at-random/ through HTTP. */
export async function puzzleSuite(
  base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<string> {
  const url = await synthesise(base);
  const app = await startApp(3911, { DATABASE_URL: url });
  const creds = JSON.stringify({
    email: 'puzzle-bench@example.com',
    password: 'correct horse battery',
  });
  const signUp = await fetch(app.url + '/api/users/', {
    method: 'POST',
    headers: json,
    body: creds,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const token = ((await signUp.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;
  const auth = { authorization: `Bearer ${token}` };
  await fetch(app.url + '/api/puzzles/settings', {
    method: 'PATCH',
    headers: { ...auth, ...json },
    body: JSON.stringify({ difficulty_range_from: 1500, difficulty_range_to: 1999 }),
  });

  // A learner with history: 20,000 fork puzzles of their range already played, so the
  // NOT EXISTS filter has real work to skip.
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    insert into puzzle_user (user_id, puzzle_id, solved, rated, created_at, last_attempt_at)
    select u.id, pt.puzzle_id, true, true, now(), now() from users u
    join lateral (select puzzle_id from puzzle_theme where theme = 'fork' and difficulty = 1 order by rnd limit 20000) pt on true
    where u.email = 'puzzle-bench@example.com'`);
  await c.end();

  const rows: CannonResult[] = [];
  for (const type of ['mix', 'fork', 'mateIn2', 'doubleBishopMate']) {
    rows.push(
      await cannon(`GET puzzle-at-random ?type=${type}`, {
        url: `${app.url}/api/puzzles/puzzle-at-random/?type=${type}`,
        headers: auth,
      }),
    );
  }
  await app.stop();
  return `3,000,000 puzzles on PostgreSQL, learner range 1500-1999\n\n${table(rows, rows[0]!.rps)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await puzzleSuite());
}
