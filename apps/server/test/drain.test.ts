import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './harness.ts';
import {
  assertBuilt,
  startServerProcess,
  stopAll,
  until,
  type ServerProcess,
} from './server-process.ts';

/*
 * A real server process (dist/server.js) is sent SIGTERM while a request is still arriving:
 * readiness turns 503 at once, liveness stays 200, the held request is answered, and a second
 * signal ends the drain wait and the process exits cleanly (ADR 0029).
 */
const base = process.env.TEST_DATABASE_URL;
const procs: ServerProcess[] = [];
let dataDir: string;
let pgDatabase: Database | null = null;

describe(`draining after SIGTERM (${base ? 'PostgreSQL' : 'PGlite'})`, { timeout: 240_000 }, () => {
  beforeAll(async () => {
    assertBuilt();
    dataDir = await mkdtemp(path.join(tmpdir(), 'ascend-drain-'));
    if (base) pgDatabase = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await stopAll(procs);
    await pgDatabase?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on /api/ready, finishes the request in flight, then exits 0', async () => {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
        JWT_SECRET: 'drain-test-secret-drain-test-secret-1234',
        // Longer than the test: the second SIGTERM below is what ends the wait.
        SHUTDOWN_DRAIN_SECONDS: '300',
      },
      procs,
    );
    const ready = () => fetch(`${server.url}/api/ready`);
    expect((await ready()).status).toBe(200);

    // A contact message whose body is only half sent: the request is held open.
    const body = Buffer.from(
      JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Sent while the server shuts down.',
      }),
    );
    const held = request(`${server.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      held.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      held.on('error', reject);
    });
    held.write(body.subarray(0, 10));
    held.flushHeaders();

    server.child.kill('SIGTERM');
    await until(async () => (await ready()).status === 503);
    const draining = (await (await ready()).json()) as { error: Record<string, unknown> };
    expect(draining.error).toEqual({
      code: 'NOT_READY',
      message: 'Not ready: process',
      fields: { process: 'draining: the process is shutting down' },
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    held.end(body.subarray(10));
    expect(await answered).toBe(201);

    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.child.exitCode).toBe(0);
  });
});
