import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  form,
  PNG,
  signUpUser,
  type SignedUpUser,
} from '../../../test/support/users/test-support.ts';
import { adminCall, auditOf, signUpOperator } from '../../../test/support/admin/test-support.ts';

let t: TestApp;
let support: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  support = await signUpOperator(t, 'support');
});
afterAll(() => t?.close());

async function profileOf(fields: Record<string, string>, avatar = false) {
  const who = await signUpUser(t.app);
  const body = form(fields, avatar ? { name: 'avatar', data: PNG } : undefined);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${who.user.id}/`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}
const publicName = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/profile/${id}/`, headers: support.auth })).json()
    .data;
const report = (who: SignedUpUser, id: number, reason = 'offensive username') =>
  t.app.inject({
    method: 'POST',
    url: `/api/profile/${id}/report`,
    headers: who.auth,
    payload: { reason },
  });

describe('profile reports', () => {
  it('a learner reports a profile once; support sees it in the queue and resolves it, audited', async () => {
    const rude = await profileOf({ username: 'rude_name' });
    const reporter = await signUpUser(t.app);
    const first = await report(reporter, rude.user.id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await report(reporter, rude.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have reported this profile already; support will look at it.',
    );
    expect((await report(reporter, reporter.user.id)).statusCode).toBe(400);
    expect((await report(reporter, 999_999)).statusCode).toBe(404);

    const queue = await adminCall(t, support, 'GET', '/api/admin/reports?status=open');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(queue.json().data.results[0]).toMatchObject({
      id: first.json().data.id,
      reason: 'offensive username',
      reporter: { id: reporter.user.id },
      reported: { id: rude.user.id, username: 'rude_name' },
    });

    const reset = await adminCall(
      t,
      support,
      'POST',
      `/api/admin/users/${rude.user.id}/reset-username`,
      {
        reason: 'report: offensive username',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const neutral = reset.json().data.user.username as string;
    expect(neutral).toMatch(/^learner_[0-9a-f]{8}$/);
    expect((await publicName(rude.user.id)).username).toBe(neutral);

    const resolve = (outcome: string) =>
      adminCall(t, support, 'POST', `/api/admin/reports/${first.json().data.id}/resolve`, {
        outcome,
        reason: 'username reset',
      });
    const done = await resolve('resolved');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('resolved');
    expect((await resolve('dismissed')).statusCode).toBe(409);
    expect((await adminCall(t, support, 'GET', '/api/admin/reports')).json().data.total).toBe(0);
    // Closed, so the reporter may report the profile again.
    expect((await report(reporter, rude.user.id, 'new name is rude too')).statusCode).toBe(201);
    expect(await auditOf(t, rude.user.id)).toEqual([
      {
        action: 'username.reset',
        actor_id: support.user.id,
        before: { username: 'rude_name' },
        after: { username: neutral },
        reason: 'report: offensive username',
      },
      {
        action: 'report.resolve',
        actor_id: support.user.id,
        before: { status: 'open' },
        after: { status: 'resolved' },
        reason: 'username reset',
      },
    ]);
  });

  it('rate-limits reports: ten an hour per learner', async () => {
    const reporter = await signUpUser(t.app);
    const targets: number[] = [];
    for (let i = 0; i < 11; i++) targets.push((await signUpUser(t.app)).user.id);
    const codes = [];
    for (const id of targets) codes.push((await report(reporter, id)).statusCode);
    expect(codes).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('avatar reset, search and the audit log', () => {
  it('support removes an avatar; the public profile shows none', async () => {
    const who = await profileOf({ username: 'pic_owner' }, true);
    expect((await publicName(who.user.id)).avatar_url).toMatch(/^\/api\/users\/avatars\//);
    const res = await adminCall(
      t,
      support,
      'POST',
      `/api/admin/users/${who.user.id}/reset-avatar`,
      {
        reason: 'offensive picture',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicName(who.user.id)).avatar_url).toBeNull();
    expect((await auditOf(t, who.user.id)).map((a) => a.action)).toEqual(['avatar.reset']);
  });

  it('finds learners by part of the email or username, paged', async () => {
    const who = await profileOf({ username: 'Findable_Fox' });
    for (const q of [who.email.slice(0, 12).toUpperCase(), 'findable_f']) {
      const res = await adminCall(t, support, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.results.map((r: { id: number }) => r.id)).toContain(who.user.id);
    }
    const none = await adminCall(t, support, 'GET', '/api/admin/users?q=%25%25');
    expect(none.json().data).toMatchObject({ results: [], total: 0 });
    const short = await adminCall(t, support, 'GET', '/api/admin/users?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe('Type at least 2 characters of an email or username');
  });

  it('reads the log newest first, and the table refuses UPDATE and DELETE', async () => {
    const log = await adminCall(t, support, 'GET', '/api/admin/audit?page=1');
    expect(log.statusCode).toBe(200);
    const entries = log.json().data.results as { id: number; actor: string }[];
    expect(entries.length).toBeGreaterThan(2);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(entries[0]!.actor).toBe(`support #${support.user.id} (${support.email})`);
    for (const statement of [
      sql`update admin_audit set reason = 'changed'`,
      sql`delete from admin_audit`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    const after = await adminCall(t, support, 'GET', '/api/admin/audit?page=1');
    expect(after.json().data.total).toBe(log.json().data.total);
  });
});
