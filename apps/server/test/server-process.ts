import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/*
 * The built server (dist/server.js, as `npm start` runs it, workers inside) as a child process,
 * for the tests that kill a process or run two of them on one database.
 */
export const serverJs = path.resolve(import.meta.dirname, '../dist/server.js');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Waits for a condition (bounded by the test's timeout, not by a time of its own). */
export async function until(check: () => Promise<boolean> | boolean, everyMs = 50): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, everyMs));
}

export function assertBuilt(): void {
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`npm run build\``);
}

/**
 * Starts a server on a free port with `env` over development defaults, and resolves once its
 * health check answers. Every process started is pushed on `into`, for `stopAll`.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  into: ServerProcess[],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--single-threaded-gc', serverJs], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc = { child, url: `http://127.0.0.1:${port}`, exited };
  into.push(proc);
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    return fetch(`${proc.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  });
  return proc;
}

/** Stops every process still running (SIGTERM: a clean shutdown) and waits for each. */
export async function stopAll(procs: readonly ServerProcess[]): Promise<void> {
  for (const p of procs) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await p.exited;
  }
}
