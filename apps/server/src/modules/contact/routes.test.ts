import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailsTo, nextIp } from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@ascend.test' });
});
afterAll(() => t.close());

const send = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact/', payload, remoteAddress });

describe('POST /api/contact/', () => {
  it('stores the message and mails it to support', async () => {
    const res = await send({
      name: 'Ada <script>',
      email: 'Ada@Example.com',
      message: 'I love the puzzles, more please!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toContain('Thanks');
    const rows = await t.database.db.execute(
      sql`select name, email, message from contact_messages`,
    );
    expect(rows.rows).toEqual([
      {
        name: 'Ada <script>',
        email: 'ada@example.com',
        message: 'I love the puzzles, more please!',
      },
    ]);
    const [mail] = await mailsTo(t.app, 'help@ascend.test');
    expect(mail!.text).toContain('I love the puzzles');
    expect(mail!.html).toContain('Ada &lt;script&gt;');
  });

  it.each([
    [{ email: 'a@example.com', message: 'long enough text' }, 'name'],
    [{ name: 'A', email: 'nope', message: 'long enough text' }, 'email'],
    [{ name: 'A', email: 'a@example.com', message: 'short' }, 'message'],
    [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %j with a field error', async (payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeDefined();
  });

  it('is rate limited per IP', async () => {
    const ip = nextIp();
    const ok = { name: 'Spam', email: 'spam@example.com', message: 'buy buy buy buy' };
    for (let i = 0; i < 5; i++) expect((await send(ok, ip)).statusCode).toBe(201);
    const res = await send(ok, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
