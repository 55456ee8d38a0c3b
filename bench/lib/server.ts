import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, proc: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become ready`);
}

/** A server already listening there would answer the readiness probe and be measured instead. */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts a node script as its own process (so the load generator does not share its event loop). */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  await assertPortFree(port);
  const proc = spawn(process.execPath, [...nodeFlags, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + readyPath, proc);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/**
 * The production build of the app on a fresh embedded database (or DATABASE_URL if given),
 * with the node flags `npm start` gives it (or BENCH_NODE_FLAGS).
 */
export function startApp(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess(
    path.join(repoRoot, 'apps/server/dist/server.js'),
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ascend-bench-')),
      RATE_LIMIT_CREDENTIALS: '100000000',
      ...env,
    },
    '/api/health',
    port,
    benchNodeFlags(),
  );
}

/**
 * The node flags the bench's app runs with: `npm start`'s, unless BENCH_NODE_FLAGS names
 * others (separated by spaces; empty for none) to compare a flag's effect in an A/B run.
 */
export function benchNodeFlags(): readonly string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override === undefined) return SERVER_NODE_FLAGS;
  return override.split(/\s+/).filter(Boolean);
}

const json = { 'content-type': 'application/json' };
/** The password of every learner a bench signs up. */
export const BENCH_PASSWORD = 'correct horse battery';

/**
 * A learner's access token from a running app: signs up, or logs in when the database
 * already has that learner (a kept bench database).
 */
export async function learnerToken(app: RunningServer, email: string): Promise<string> {
  const creds = JSON.stringify({ email, password: BENCH_PASSWORD });
  let res = await fetch(`${app.url}/api/users/`, { method: 'POST', headers: json, body: creds });
  if (res.status === 400 || res.status === 409)
    res = await fetch(`${app.url}/api/users/login/`, {
      method: 'POST',
      headers: json,
      body: creds,
    });
  if (!res.ok) throw new Error(`sign-up/login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;
}
