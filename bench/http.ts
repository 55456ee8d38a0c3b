import { cannon, table, type CannonResult } from './lib/cannon.ts';
import { startApp, startProcess } from './lib/server.ts';
import path from 'node:path';

const json = { 'content-type': 'application/json' };

/** Baseline hello-world vs the app's health, login and current-user endpoints. */
export async function httpSuite(): Promise<string> {
  const hello = await startProcess(path.join(import.meta.dirname, 'lib/hello.mjs'), {}, '/', 3901);
  const baseline = await cannon('fastify hello-world (baseline)', { url: hello.url + '/' });
  await hello.stop();

  const app = await startApp(3902);
  const creds = JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery' });
  const signUp = await fetch(app.url + '/api/users/', {
    method: 'POST',
    headers: json,
    body: creds,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const token = ((await signUp.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;

  const rows: CannonResult[] = [baseline];
  rows.push(await cannon('GET /api/health', { url: app.url + '/api/health' }));
  rows.push(
    await cannon('POST /api/users/login/ (argon2id)', {
      url: app.url + '/api/users/login/',
      method: 'POST',
      headers: json,
      body: creds,
    }),
  );
  rows.push(
    await cannon('GET /api/users/current-user/', {
      url: app.url + '/api/users/current-user/',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  await app.stop();
  return table(rows, baseline.rps);
}
