import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import {
  mailedToken,
  mailsTo,
  nextIp,
  signUpUser,
} from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: nextIp(),
  });
const me = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/current-user/', headers: auth })).json()
    .data;

describe('email verification', () => {
  it('verifies once with the mailed token, then welcomes the learner', async () => {
    const u = await signUpUser(t.app);
    const token = await mailedToken(t.app, u.email, '/email-verification');
    const res = await post('/api/users/verify-email/', { token });
    expect(res.statusCode).toBe(200);
    expect((await me(u.auth)).verified).toBe(true);
    expect((await mailsTo(t.app, u.email))[0]!.subject).toBe('Welcome to Ascend Chess');
    const again = await post('/api/users/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: expect.stringContaining('already been used'),
    });
  });

  it('expires after 24 hours', async () => {
    const u = await signUpUser(t.app);
    const token = await mailedToken(t.app, u.email, '/email-verification');
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const res = await post('/api/users/verify-email/', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('expired');
    const again = await post('/api/users/login/', { email: u.email, password: u.password });
    expect(again.json().data.user.verified).toBe(false);
  });

  it('resend answers the same for unknown and known emails and mails only the unverified account', async () => {
    const u = await signUpUser(t.app);
    const known = await post(`/api/users/resend-email/${encodeURIComponent(u.email)}/`);
    const unknown = await post('/api/users/resend-email/nobody@example.com/');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(t.app, u.email)).toHaveLength(2);
    expect(await mailsTo(t.app, 'nobody@example.com')).toHaveLength(0);
    const bad = await post('/api/users/resend-email/not-an-email/');
    expect(bad.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('a reset link works exactly once, ends every session and sets the new password', async () => {
    const u = await signUpUser(t.app);
    const forgot = await post(`/api/users/forgot-password/${encodeURIComponent(u.email)}/`);
    const unknown = await post('/api/users/forgot-password/nobody@example.com/');
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual(unknown.json());
    const token = await mailedToken(t.app, u.email, '/password-reset');

    const reset = await post('/api/users/reset-password/', {
      token,
      password: 'brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    const twice = await post('/api/users/reset-password/', { token, password: 'another-password' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('INVALID_TOKEN');

    expect(
      (await post('/api/users/refresh-token/', { refresh_token: u.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login/', { email: u.email, password: u.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login/', { email: u.email, password: 'brand-new-password' }))
        .statusCode,
    ).toBe(200);
    expect((await mailsTo(t.app, u.email))[0]!.subject).toContain('password was changed');
  });

  it('expires after one hour and checks the new password rule', async () => {
    const u = await signUpUser(t.app);
    await post(`/api/users/forgot-password/${encodeURIComponent(u.email)}/`);
    const token = await mailedToken(t.app, u.email, '/password-reset');
    const weak = await post('/api/users/reset-password/', { token, password: 'short' });
    expect(weak.json().error.fields.password).toContain('at least 8');
    t.clock.advance(61 * 60 * 1000);
    const late = await post('/api/users/reset-password/', {
      token,
      password: 'brand-new-password',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain('expired');
  });

  it('two simultaneous uses of one reset link give one success', async () => {
    const u = await signUpUser(t.app);
    await post(`/api/users/forgot-password/${encodeURIComponent(u.email)}/`);
    const token = await mailedToken(t.app, u.email, '/password-reset');
    const results = await Promise.all(
      ['first-new-password', 'second-new-password'].map((password) =>
        post('/api/users/reset-password/', { token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a reset also retires older reset links', async () => {
    const u = await signUpUser(t.app);
    const url = `/api/users/forgot-password/${encodeURIComponent(u.email)}/`;
    await post(url);
    const older = await mailedToken(t.app, u.email, '/password-reset');
    await post(url);
    const newer = await mailedToken(t.app, u.email, '/password-reset');
    expect(newer).not.toBe(older);
    expect(
      (await post('/api/users/reset-password/', { token: newer, password: 'brand-new-password' }))
        .statusCode,
    ).toBe(200);
    const stale = await post('/api/users/reset-password/', {
      token: older,
      password: 'another-password',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a verification token as a reset token', async () => {
    const u = await signUpUser(t.app);
    const token = await mailedToken(t.app, u.email, '/email-verification');
    expect(
      (await post('/api/users/reset-password/', { token, password: 'brand-new-password' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password and mails a notice', async () => {
    const u = await signUpUser(t.app);
    const wrong = await post(
      '/api/users/change-password/',
      { current_password: 'nope-nope', new_password: 'brand-new-password' },
      u.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.current_password).toBeDefined();
    const ok = await post(
      '/api/users/change-password/',
      { current_password: u.password, new_password: 'brand-new-password' },
      u.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/users/login/', { email: u.email, password: 'brand-new-password' }))
        .statusCode,
    ).toBe(200);
    expect((await mailsTo(t.app, u.email))[0]!.subject).toContain('password was changed');
  });

  it('requires a signed-in caller', async () => {
    const res = await post('/api/users/change-password/', {
      current_password: 'a',
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(401);
  });
});
