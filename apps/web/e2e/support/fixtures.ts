import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

// Every journey imports `test` and `expect` from here instead of '@playwright/test': the same
// API, plus one server of its own per Playwright worker (ADR 0040). Workers (E2E_WORKERS) run journeys
// side by side, each against its own built server and its own database (embedded, or a new
// PostgreSQL database when TEST_DATABASE_URL is set), so no journey sees another's learners,
// announcements or moved clock.
export * from '@playwright/test';

const startServer = fileURLToPath(new URL('./start-server.mjs', import.meta.url));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_START_MS = 180_000;

/** The announcement popup would cover every journey's first app screen (see the config). */
export function seenAnnouncement(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'hasSeenAnnouncementPopup', value: 'true' }] }],
  };
}

/** Fails at once when something already listens on `port` (a server left by an earlier run). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is already in use: the journeys' server for this worker cannot start there. Stop whatever listens on it, or set E2E_PORT to another first port.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The journeys' server exited (${child.exitCode}) before it was ready:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The journeys' server at ${url} was not ready within ${SERVER_START_MS / 1000} s:\n${output()}`,
  );
}

export const test = base.extend<object, { server: { url: string; port: number } }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // workerIndex is unique for the run (a replaced worker gets a new one), so is the port.
      const port = FIRST_PORT + workerInfo.workerIndex;
      await assertPortFree(port);
      let log = '';
      const child = spawn(process.execPath, [startServer], {
        cwd: path.dirname(startServer),
        env: { ...process.env, E2E_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-20_000);
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', (chunk: Buffer) => {
        keep(chunk);
        process.stderr.write(chunk);
      });
      const url = `http://127.0.0.1:${port}`;
      // The operator journeys run `npm run admin` against this worker's server (operator.ts).
      process.env.E2E_PORT = String(port);
      try {
        await waitForHealth(url, child, () => log);
        await use({ url, port });
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      }
    },
    // Starting the server (migrations, the curriculum's content) is not the first journey's
    // time: the fixture has a timeout of its own, as Playwright's webServer had.
    { scope: 'worker', auto: true, timeout: SERVER_START_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  storageState: async ({ server }, use) => use(seenAnnouncement(server.url)),
});
