import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signUpUser, type SignedUpUser } from '../../../test/support/users/test-support.ts';
import { adminCall, signUpOperator } from '../../../test/support/admin/test-support.ts';

// SMTP is configured (a port nobody listens on) so the outbox delivers through jobs; no job
// runs here unless a test works it.
let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  admin = await signUpOperator(t, 'admin');
});
afterAll(() => t?.close());

const audited = async (action: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from admin_audit where action = ${action}`,
    )
  ).rows[0]!.n;

describe('failed mails and jobs', () => {
  it('lists a failed mail and sends it again once', async () => {
    const mail = await t.database.db.execute<{ id: number }>(sql`
      insert into mail_outbox ("to", subject, text, html, status, attempts, last_error)
      values ('who@example.com', 'Your receipt', 't', 'h', 'failed', 6, 'connect ECONNREFUSED')
      returning id`);
    const id = Number(mail.rows[0]!.id);
    const list = await adminCall(t, admin, 'GET', '/api/admin/mails/failed');
    expect(list.json().data.results).toEqual([
      expect.objectContaining({ id, attempts: 6, last_error: 'connect ECONNREFUSED' }),
    ]);
    const retry = () =>
      adminCall(t, admin, 'POST', `/api/admin/mails/${id}/retry`, { reason: 'SMTP fixed' });
    expect((await retry()).statusCode).toBe(200);
    expect((await retry()).statusCode).toBe(409);
    const row = await t.database.db.execute<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({ status: 'pending', attempts: 0 });
    const jobs = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job
      where name = 'mail.deliver' and (data->>'mailId')::int = ${id} and state = 'created'`);
    expect(jobs.rows[0]!.n).toBe(1);
    expect((await adminCall(t, admin, 'GET', '/api/admin/mails/failed')).json().data.total).toBe(0);
    expect(await audited('mail.retry')).toBe(1);
  });

  it('lists a job whose retries are spent and puts it back in its queue', async () => {
    // A mail to an SMTP server that refuses every connection: six tries, then failed.
    const mail = await t.database.db.execute<{ id: number }>(sql`
      insert into mail_outbox ("to", subject, text, html, status)
      values ('who@example.com', 'Welcome', 't', 'h', 'pending') returning id`);
    const id = await t.app.deps.queue.enqueue('mail.deliver', { mailId: Number(mail.rows[0]!.id) });
    // Other mails (the sign-ups' verification mails) fail the same way in the same queue.
    while (await t.app.deps.queue.workOne('mail.deliver', { ignoreStartAfter: true }));
    expect((await t.app.deps.queue.job('mail.deliver', id!))?.state).toBe('failed');
    const list = await adminCall(t, admin, 'GET', '/api/admin/jobs/failed');
    const listed = list.json().data.results.find((j: { id: string }) => j.id === id);
    expect(listed).toMatchObject({ name: 'mail.deliver', state: 'failed' });
    expect(listed.error).toContain('ECONNREFUSED');
    const retry = (name: string) =>
      adminCall(t, admin, 'POST', `/api/admin/jobs/${name}/${id}/retry`, {
        reason: 'provider back',
      });
    expect((await retry('no.such.queue')).statusCode).toBe(404);
    expect((await retry('mail.deliver')).statusCode).toBe(200);
    expect((await t.app.deps.queue.job('mail.deliver', id!))?.state).toBe('retry');
    expect((await retry('mail.deliver')).statusCode).toBe(409);
    expect(await audited('job.retry')).toBe(1);
  });
});

describe("a learner's page", () => {
  it('lists the chess-site accounts the learner linked, and only theirs', async () => {
    const learner = await signUpUser(t.app, { email: 'linked@example.com' });
    const other = await signUpUser(t.app, { email: 'other-linked@example.com' });
    const now = new Date().toISOString();
    await t.database.db.execute(sql`
      insert into orion_accounts (user_id, site, username, last_synced_at, created_at)
      values (${learner.user.id}, 'lichess', 'LinkedLearner', ${now}::timestamptz, ${now}::timestamptz),
             (${other.user.id}, 'chess.com', 'someone-else', null, ${now}::timestamptz)`);
    const page = await adminCall(t, admin, 'GET', `/api/admin/users/${learner.user.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.linked_accounts).toEqual([
      expect.objectContaining({ site: 'lichess', username: 'LinkedLearner', sync_error: null }),
    ]);
  });
});
