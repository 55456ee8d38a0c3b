import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailedToken, nextIp } from '../../test/support/users/test-support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let t: TestApp;
const inbox: Received[] = [];
/** Recipients the server answers "451 try again later" this many more times. */
const refusals = new Map<string, number>();

beforeAll(async () => {
  // STARTTLS is disabled: smtp-server's bundled certificate has expired.
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left === 0) return callback();
      refusals.set(address.address, left - 1);
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  // The leaderboard repair queued at start, so the counts below are the mail jobs'.
  await t.app.deps.queue.runDueJobs();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface OutboxRow extends Record<string, unknown> {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
}
const outbox = async (to: string) =>
  (
    await t.database.db.execute<OutboxRow>(
      sql`select id, status, attempts, last_error, sent_at from mail_outbox where "to" = ${to}`,
    )
  ).rows;
const received = (to: string) => inbox.filter((m) => m.to.includes(to));

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const send = (to: string, subject = 'Hello') =>
  t.app.deps.mailer.send({
    to,
    subject,
    text: 'Hi',
    html: '<p>Hi</p>',
    replyTo: 'asker@example.com',
  });

describe('mail through the job queue and SMTP', () => {
  it('queues the verification mail and a worker delivers it to a real SMTP server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: 'smtp-user@example.com', password: 'longenough' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect((await outbox('smtp-user@example.com'))[0]?.status).toBe('pending');
    expect(received('smtp-user@example.com')).toHaveLength(0);

    expect(await t.app.deps.queue.runDueJobs()).toBe(1);
    const [mail] = received('smtp-user@example.com');
    expect(mail!.from).toBe('no-reply@ascendchess.local');
    expect(mail!.raw).toMatch(/^Subject: Confirm your email for Ascend Chess/m);
    expect(mail!.raw).toMatch(/multipart\/alternative/);
    const token = await mailedToken(t.app, 'smtp-user@example.com', '/email-verification');
    expect(decodeQuotedPrintable(mail!.raw)).toContain(`/email-verification?token=${token}`);
    const [row] = await outbox('smtp-user@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries a refused delivery with a growing backoff, then delivers it once', async () => {
    const to = 'busy@example.com';
    refusals.set(to, 2);
    await send(to);
    const queue = t.app.deps.queue;
    // mail.deliver's retryDelay is 30 s: retry n waits between 30·2^(n-1) and 30·2^n seconds.
    for (const [attempt, [min, max]] of [
      [30, 60],
      [60, 120],
    ].entries()) {
      const before = Date.now();
      const run = await queue.workOne('mail.deliver', { ignoreStartAfter: true });
      const after = Date.now();
      expect(run?.ok).toBe(false);
      const job = await queue.job('mail.deliver', run!.id);
      expect(job?.state).toBe('retry');
      const waits = new Date(job!.startAfter).getTime();
      expect(waits).toBeGreaterThanOrEqual(before + min! * 1000 - 1000);
      expect(waits).toBeLessThanOrEqual(after + max! * 1000 + 1000);
      const [row] = await outbox(to);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt + 1 });
      expect(row!.last_error).toContain('451');
      // Not due yet: a worker polling now takes nothing.
      expect(await queue.workOne('mail.deliver')).toBeNull();
    }
    const last = await queue.workOne('mail.deliver', { ignoreStartAfter: true });
    expect(last?.ok).toBe(true);
    expect((await queue.job('mail.deliver', last!.id))?.state).toBe('completed');
    expect(await outbox(to)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
    // Done once is never redone: nothing is left to run, and one copy arrived.
    expect(await queue.runDueJobs({ ignoreStartAfter: true })).toBe(0);
    expect(received(to)).toHaveLength(1);
    expect(received(to)[0]!.raw).toMatch(/^Reply-To: asker@example.com/m);
  });

  it('marks the mail failed once every retry is spent', async () => {
    const to = 'gone@example.com';
    refusals.set(to, 100);
    await send(to);
    // Six attempts (the first and five retries), then the dead-letter job marks the row.
    expect(await t.app.deps.queue.runDueJobs({ ignoreStartAfter: true })).toBe(7);
    const [row] = await outbox(to);
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    expect(row!.last_error).toContain('451');
    expect(received(to)).toHaveLength(0);
  });
});
