import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailedToken, nextIp } from '../modules/users/test-support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let t: TestApp;
const inbox: Received[] = [];
let notify: (() => void) | undefined;

beforeAll(async () => {
  // STARTTLS is disabled: smtp-server's bundled certificate has expired.
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        notify?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail through SMTP', () => {
  it('delivers the verification mail to a real SMTP server', async () => {
    const arrived = new Promise<void>((resolve) => (notify = resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: 'smtp-user@example.com', password: 'longenough' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    await arrived;
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual(['smtp-user@example.com']);
    expect(mail.from).toBe('no-reply@ascendchess.local');
    expect(mail.raw).toMatch(/^Subject: Confirm your email for Ascend Chess/m);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    const token = await mailedToken(t.app, 'smtp-user@example.com', '/email-verification');
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/email-verification?token=${token}`);
  });
});
