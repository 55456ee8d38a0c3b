import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** Starts a node script as its own process (so the load generator does not share its event loop). */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<RunningServer> {
  const proc = spawn(process.execPath, [script], {
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

/** The production build of the app on a fresh embedded database (or DATABASE_URL if given). */
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
  );
}
