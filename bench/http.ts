import path from 'node:path';
import pg from 'pg';
import { cannon, table, type CannonResult } from './lib/cannon.ts';
import { startApp, startProcess } from './lib/server.ts';

const json = { 'content-type': 'application/json' };
const BASE_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ascend_bench_http';

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  await c.query(query);
  await c.end();
}

/** Health, login and current-user on one fresh server; `label` prefixes each row. */
async function endpoints(label: string, port: number, env: Record<string, string>) {
  const app = await startApp(port, env);
  try {
    const creds = JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery' });
    const signUp = await fetch(app.url + '/api/users/', {
      method: 'POST',
      headers: json,
      body: creds,
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const token = ((await signUp.json()) as { data: { token: { access_token: string } } }).data
      .token.access_token;
    return [
      await cannon(`${label}: GET /api/health`, { url: app.url + '/api/health' }),
      await cannon(`${label}: POST /api/users/login/ (argon2id)`, {
        url: app.url + '/api/users/login/',
        method: 'POST',
        headers: json,
        body: creds,
      }),
      await cannon(`${label}: GET /api/users/current-user/`, {
        url: app.url + '/api/users/current-user/',
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
  } finally {
    await app.stop();
  }
}

/** Baseline hello-world vs the app's health, login and current-user, on PGlite and PostgreSQL. */
export async function httpSuite(): Promise<string> {
  const hello = await startProcess(path.join(import.meta.dirname, 'lib/hello.mjs'), {}, '/', 3901);
  const baseline = await cannon('fastify hello-world (baseline)', { url: hello.url + '/' });
  await hello.stop();

  const rows: CannonResult[] = [baseline, ...(await endpoints('PGlite', 3902, {}))];
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  try {
    const url = new URL(BASE_URL);
    url.pathname = `/${DB_NAME}`;
    rows.push(...(await endpoints('PostgreSQL', 3903, { DATABASE_URL: url.toString() })));
  } finally {
    await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
  return table(rows, baseline.rps);
}
