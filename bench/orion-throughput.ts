// Orion analysis throughput on PostgreSQL: how long N job-worker processes (`npm run worker`,
// here apps/server/dist/worker.js) take to analyse 100 imported games, for N = 1, 2 and 4, and
// games per hour per worker. An API process (WORKERS=off) takes the imports: 5 Hero learners
// (bought through the sandbox checkout: 300 credits, 30 analyses a month) each POST the first
// 20 games of bench/fixtures/orion-precision/games.pgn as a file, their name as White. The
// workers are up before the clock starts; it stops when every game is `done`.
// Run: `npm run bench -- throughput` (only when named). BENCH_THROUGHPUT_GAMES (a multiple of 5,
// at most 100), BENCH_THROUGHPUT_WORKERS ("1,2,4"), BENCH_THROUGHPUT_PORT (3940: the API, the
// next ports the workers' metrics); STOCKFISH_PATH, ORION_ENGINE_BUILD and ORION_ANALYSIS_DEPTH
// reach the workers. Never part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIN_PLIES, parsePgn, splitPgnGames } from '@ascend/chess';
import { describeSetup } from '@ascend/engine';
import { loadConfig } from '../apps/server/src/config.ts';
import { analysisEngine } from '../apps/server/src/modules/orion-games/evaluate.ts';
import { confirmPayload } from '../apps/server/test/support/subscription/test-fixtures.ts';
import { dropDatabase, freshDatabase } from './lib/pg.ts';
import {
  assertPortFree,
  benchNodeFlags,
  learnerToken,
  repoRoot,
  startApp,
  type RunningServer,
} from './lib/server.ts';

const LEARNERS = 5;
const GAMES = Number(process.env.BENCH_THROUGHPUT_GAMES ?? 100);
const WORKER_COUNTS = (process.env.BENCH_THROUGHPUT_WORKERS ?? '1,2,4').split(',').map(Number);
const PORT = Number(process.env.BENCH_THROUGHPUT_PORT ?? 3940);
const POLL_MS = 250;
const TIMEOUT_MS = 60 * 60_000;
const GAMES_FILE = path.join(repoRoot, 'bench/fixtures/orion-precision/games.pgn');
const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A learner's file: the first `n` games, each with the learner's name as White. */
function learnerFile(player: string, n: number): string {
  // Gibaud–Lazard (8 plies, no mate) is shorter than an import accepts: it is left out.
  const games = splitPgnGames(readFileSync(GAMES_FILE, 'utf8'))
    .filter((g) => parsePgn(g, { minPlies: 1 }).moves.length >= MIN_PLIES)
    .slice(0, n);
  if (games.length < n) throw new Error(`${GAMES_FILE} has only ${games.length} games`);
  return games
    .map((g) =>
      /^\[White "[^"]*"\]$/m.test(g)
        ? g.replace(/^\[White "[^"]*"\]$/m, `[White "${player}"]`)
        : `[White "${player}"]\n${g}`,
    )
    .join('\n\n');
}

/** One API call; throws on a status other than `expect`. */
async function call<T>(
  app: RunningServer,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
  expect = 200,
): Promise<T> {
  const res = await fetch(app.url + url, {
    method,
    headers: body instanceof FormData ? auth : { ...auth, ...json },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expect) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Signs a learner up and buys Hero through the sandbox checkout: the app's own way to credits. */
async function heroLearner(app: RunningServer, i: number, games: number) {
  const token = await learnerToken(app, `throughput${i}@example.com`);
  const auth = { authorization: `Bearer ${token}` };
  const me = await call<{ id: number }>(app, auth, 'GET', '/api/users/current-user/');
  const form = new FormData();
  form.set('country', 'US'); // prices are in the learner's currency: the checkout needs one
  await call(app, auth, 'PATCH', `/api/users/${me.id}/`, form);
  const checkout = await call<{
    transaction_reference: string;
    amount: number;
    currency: string;
    plan_type: string;
  }>(app, auth, 'POST', '/api/subscription/initiate/', { plan_type: 'monthly' });
  const ref = checkout.transaction_reference;
  await call(app, {}, 'POST', '/api/subscription/sandbox/pay', {
    tx_ref: ref,
    method: 'card',
    card_number: '4242424242424242',
  });
  await call(app, auth, 'POST', '/api/subscription/', confirmPayload(checkout));
  const credits = await call<{ balance: number; analysis_cost: number }>(
    app,
    auth,
    'GET',
    '/api/orion/credits',
  );
  if (credits.balance < games * credits.analysis_cost)
    throw new Error(`learner ${i} has ${credits.balance} credits, short of ${games} analyses`);
  return { auth, player: `bench${i}` };
}

/** `node apps/server/dist/worker.js`, ready once its METRICS_PORT answers (its workers run). */
async function startWorker(url: string, metricsPort: number) {
  await assertPortFree(metricsPort);
  const proc = spawn(process.execPath, [...benchNodeFlags(), 'apps/server/dist/worker.js'], {
    cwd: repoRoot,
    env: {
      ...process.env, // STOCKFISH_PATH, ORION_ENGINE_BUILD, ORION_ANALYSIS_DEPTH when set
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ascend-bench-')),
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      const kill = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      proc.once('exit', () => (clearTimeout(kill), resolve()));
      proc.kill('SIGTERM');
    });
  for (const deadline = Date.now() + 60_000; ; await sleep(POLL_MS)) {
    if (proc.exitCode !== null) throw new Error(`worker exited with ${proc.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('worker did not start within 60 s');
    }
  }
}

/** Imports the games with `workers` workers up; the seconds until every game is `done`. */
async function measure(workers: number): Promise<{ seconds: number; plies: number }> {
  const perLearner = GAMES / LEARNERS;
  const dbName = `ascend_bench_orion_${workers}`;
  const url = await freshDatabase(dbName);
  const stops: (() => Promise<void>)[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    // The API migrates at boot; WORKERS=off: it enqueues and works no job.
    const app = await startApp(PORT, {
      DATABASE_URL: url,
      WORKERS: 'off',
      SANDBOX_WEBHOOK_DELAY_MS: '-1', // confirm settles the purchase; no webhook job
    });
    stops.push(app.stop);
    const learners = [];
    for (let i = 1; i <= LEARNERS; i++) learners.push(await heroLearner(app, i, perLearner));
    for (let w = 1; w <= workers; w++) stops.push((await startWorker(url, PORT + w)).stop);
    await db.connect();
    // The purchases' receipt mails and notifications are worked before the clock starts.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(POLL_MS)) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job
         where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      if (rows[0]!.n === 0) break;
    }
    const t0 = performance.now();
    await Promise.all(
      learners.map(async ({ auth, player }) => {
        const pgn = learnerFile(player, perLearner);
        const body = { pgn, player, source: 'file' };
        const r = await call<{ analysed_now: number; waiting: number }>(
          app,
          auth,
          'POST',
          '/api/orion/games',
          body,
          202,
        );
        if (r.analysed_now !== perLearner || r.waiting !== 0)
          throw new Error(`${player}: ${JSON.stringify(r)} (expected ${perLearner} analysed now)`);
      }),
    );
    for (;;) {
      const { rows } = await db.query<{ status: string; n: number; plies: number }>(
        `select status, count(*)::int as n, sum(plies)::int as plies from orion_games group by status`,
      );
      const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      if (n('failed') > 0) {
        const f = await db.query(`select id, error from orion_games where status = 'failed'`);
        throw new Error(`${f.rows.length} analyses failed: ${JSON.stringify(f.rows[0])}`);
      }
      if (n('done') === GAMES) {
        const plies = rows.find((r) => r.status === 'done')!.plies;
        return { seconds: (performance.now() - t0) / 1000, plies };
      }
      if (performance.now() - t0 > TIMEOUT_MS)
        throw new Error(`after 60 min: ${JSON.stringify(rows)} of ${GAMES} games`);
      await sleep(POLL_MS);
    }
  } finally {
    await db.end().catch(() => undefined);
    // Workers first (they finish what is under way), then the API.
    for (const stop of stops.reverse()) await stop();
    if (!process.env.BENCH_KEEP_DB) await dropDatabase(dbName);
  }
}

const duration = (s: number) =>
  s < 120 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

export async function throughputSuite(): Promise<string> {
  if (!Number.isInteger(GAMES / LEARNERS) || GAMES < LEARNERS || GAMES > 100)
    throw new Error('BENCH_THROUGHPUT_GAMES must be a multiple of 5 from 5 to 100');
  if (WORKER_COUNTS.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('BENCH_THROUGHPUT_WORKERS must list worker counts, e.g. 1,2,4');
  const rows: string[] = [];
  let plies = 0;
  for (const workers of WORKER_COUNTS) {
    const m = await measure(workers);
    plies = m.plies;
    const perHour = (GAMES * 3600) / m.seconds;
    rows.push(
      `| ${workers} | ${duration(m.seconds)} | ${Math.round(perHour)} | ${Math.round(perHour / workers)} |`,
    );
  }
  // The workers read the same environment: what this process's configuration says, they run.
  const config = loadConfig({
    DATA_DIR: '/tmp/ascend-bench-throughput',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    ...process.env,
    NODE_ENV: 'test',
  });
  const engine = describeSetup(analysisEngine(config));
  const depth = config.ORION_ANALYSIS_DEPTH;
  return [
    `${os.cpus().length} cores; engine ${engine}, depth ${depth}. ${GAMES} imports = ${LEARNERS} Hero learners × the first ${GAMES / LEARNERS} games of bench/fixtures/orion-precision/games.pgn (a game is keyed per learner, so each learner's copy is its own analysis; ${plies.toLocaleString('en')} plies in all), the ${LEARNERS} files POSTed together to an API process (WORKERS=off) on a fresh PostgreSQL database. The workers (apps/server/dist/worker.js) were up and idle before the clock started; it ran from the imports until every game was done (polled every ${POLL_MS} ms).`,
    '',
    `| workers | ${GAMES} games analysed in | games per hour | games per hour per worker |`,
    '|---|---|---|---|',
    ...rows,
    '',
    `The machine has ${os.cpus().length} cores, so 4 workers (each with its own Stockfish) contend for CPU with each other, the API and PostgreSQL.`,
  ].join('\n');
}
