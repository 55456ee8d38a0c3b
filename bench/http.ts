import { baseline, cannon, table, type CannonResult } from './lib/cannon.ts';
import { dropDatabase, freshDatabase } from './lib/pg.ts';
import { BENCH_PASSWORD, learnerToken, startApp } from './lib/server.ts';

const json = { 'content-type': 'application/json' };
const DB_NAME = 'ascend_bench_http';
const EMAIL = 'bench@example.com';

/** Health, login and current-user on one fresh server; `label` prefixes each row. */
async function endpoints(label: string, port: number, env: Record<string, string>) {
  const app = await startApp(port, env);
  try {
    const token = await learnerToken(app, EMAIL);
    const creds = JSON.stringify({ email: EMAIL, password: BENCH_PASSWORD });
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
  const rows: CannonResult[] = [
    ...(await baseline(3901)),
    ...(await endpoints('PGlite', 3902, {})),
  ];
  try {
    const url = await freshDatabase(DB_NAME);
    rows.push(...(await endpoints('PostgreSQL', 3903, { DATABASE_URL: url })));
  } finally {
    await dropDatabase(DB_NAME);
  }
  return table(rows, rows[0]!.rps);
}
