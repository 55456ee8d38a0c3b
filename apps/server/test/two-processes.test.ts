import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.ts';
import {
  assertBuilt,
  startServerProcess,
  stopAll,
  until,
  type ServerProcess as Proc,
} from './server-process.ts';
import type { Database } from '../src/db/client.ts';

/*
 * Two real server processes (the built dist/server.js, as `npm start` runs it) on one
 * PostgreSQL database and one Redis. Two processes cannot share a PGlite folder, so this
 * runs only when TEST_DATABASE_URL names a PostgreSQL server.
 */
const base = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 10;
/** Both processes' Redis keys, apart from other test runs sharing the Redis. */
const redisPrefix = `ascend-two-${process.pid}-${Date.now()}:`;

let database: Database;
let smtp: SMTPServer;
let dataDir: string;
const procs: Proc[] = [];
const inbox: string[] = [];
/** While set, messages are held unanswered: a worker stays mid-delivery. */
let holding = false;
const held = new Map<string, () => void>();
const closed = new Set<string>();

const startServer = (name: string, smtpPort: number): Promise<Proc> =>
  startServerProcess(
    {
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: 'two-processes-secret-two-processes-secret',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_CREDENTIALS: String(LIMIT),
    },
    procs,
  );

const post = (p: Proc, url: string, body: unknown) =>
  fetch(`${p.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const signUp = async (p: Proc, email: string) => {
  const res = await post(p, '/api/users/', { email, password: 'longenough' });
  expect(res.status).toBe(201);
};

const outbox = async (emails: string[]) =>
  (
    await database.db.execute<{ to: string; status: string; attempts: number; id: number }>(
      sql`select id, "to", status, attempts from mail_outbox where "to" in ${emails} order by "to"`,
    )
  ).rows;

const delivered = (email: string) => inbox.filter((to) => to === email).length;

describe.skipIf(!base)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL: two processes cannot share a PGlite folder)',
  { timeout: 120_000 },
  () => {
    let a: Proc;
    let b: Proc;

    beforeAll(async () => {
      assertBuilt();
      database = await createTestDatabase();
      dataDir = await mkdtemp(path.join(tmpdir(), 'ascend-two-'));
      smtp = new SMTPServer({
        // STARTTLS is disabled: smtp-server's bundled certificate has expired.
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session: SMTPServerSession, callback) {
          stream.resume();
          stream.on('end', () => {
            const accept = () => {
              inbox.push(...session.envelope.rcptTo.map((r) => r.address));
              callback();
            };
            if (holding) held.set(session.id, accept);
            else accept();
          });
        },
        onClose(session) {
          closed.add(session.id);
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;
      // One after the other: both migrating an empty database at once is not what is tested.
      a = await startServer('a', smtpPort);
      b = await startServer('b', smtpPort);
    }, 120_000);

    afterAll(async () => {
      await stopAll(procs);
      for (const [id, release] of held) if (!closed.has(id)) release();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('delivers each mail queued by either process exactly once', async () => {
      const emails = [
        'one@example.com',
        'two@example.com',
        'three@example.com',
        'four@example.com',
      ];
      for (const [i, email] of emails.entries()) await signUp(i % 2 ? b : a, email);
      await until(async () => (await outbox(emails)).every((m) => m.status === 'sent'));
      expect((await outbox(emails)).map((m) => m.attempts)).toEqual([1, 1, 1, 1]);
      expect(emails.map(delivered)).toEqual([1, 1, 1, 1]);
    });

    it('shares the credential rate limit: attempts split across both processes hit one limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await post(i % 2 ? b : a, '/api/users/login', {
          email: `nobody-${i}@example.com`,
          password: 'wrong-password',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    });

    it('after one process is killed mid-delivery, the other does the rest of the work', async () => {
      holding = true;
      // The sign-up budget left after the first test (4 of LIMIT used).
      const emails = [1, 2, 3, 4, 5, 6].map((n) => `later-${n}@example.com`);
      for (const email of emails) await signUp(b, email);
      // Each process delivers one mail at a time, so two held messages are one per process.
      await until(() => held.size === 2);
      holding = false;
      a.child.kill('SIGKILL');
      await a.exited;
      // The killed process's SMTP connection dropped; the survivor's is released.
      await until(() => [...held.keys()].some((id) => closed.has(id)));
      for (const [id, release] of held) if (!closed.has(id)) release();

      await until(
        async () => (await outbox(emails)).filter((m) => m.status === 'sent').length === 5,
      );
      const rows = await outbox(emails);
      const lost = rows.filter((m) => m.status !== 'sent');
      expect(lost).toHaveLength(1);
      expect(emails.map(delivered).sort()).toEqual([0, 1, 1, 1, 1, 1]);
      // The mail the killed process held is not lost: its job is still active, to be expired
      // by maintenance and retried (mail.deliver expires after 120 s).
      const job = await database.db.execute<{ state: string }>(
        sql`select state from pgboss.job where name = 'mail.deliver' and (data->>'mailId')::int = ${lost[0]!.id}`,
      );
      expect(job.rows).toEqual([{ state: 'active' }]);
      // The survivor still serves, and still enforces the shared limit.
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
      const more = await post(b, '/api/users/login', { email: 'x@example.com', password: 'wrong' });
      expect(more.status).toBe(429);
    });
  },
);
