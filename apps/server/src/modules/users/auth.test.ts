import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { mailsTo, nextIp, signUpUser } from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: nextIp(),
  });

describe('sign-up', () => {
  it('creates an account with a normalised email and answers the token shape', async () => {
    const res = await post('/api/users/', { email: '  Ada@Example.COM ', password: 'longenough' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    expect(Object.keys(body.data.token).sort()).toEqual(['access_token', 'refreshToken']);
    expect(body.data.user).toMatchObject({
      email: 'ada@example.com',
      verified: false,
      placement: 'not_set',
      xp: 0,
      avatar_url: null,
    });
    expect(body.data.user.heart).toEqual({ value: 5, used_up: false, used_up_at: null });
    expect(body.data.user.sub_data.monthly.currency).toBe('USD');
    const claims = JSON.parse(
      Buffer.from(body.data.token.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.id).toBe(body.data.user.id);
    expect(claims.exp - Math.floor(t.clock.now().getTime() / 1000)).toBe(15 * 60);
  });

  it('mails a verification link to the public URL', async () => {
    await post('/api/users/', { email: 'ada@example.com', password: 'longenough' });
    const [mail] = await mailsTo(t.app, 'ada@example.com');
    expect(mail!.subject).toContain('Confirm your email');
    expect(mail!.text).toMatch(
      new RegExp(
        `^Verify your email: ${t.config.publicUrl}/email-verification\\?token=[\\w-]+$`,
        'm',
      ),
    );
    expect(mail!.html).toContain('#16a34a');
  });

  it('refuses a taken email, whatever its case', async () => {
    await post('/api/users/', { email: 'ada@example.com', password: 'longenough' });
    const res = await post('/api/users/', { email: 'ADA@example.com', password: 'otherpassword' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: expect.any(String) },
    });
  });

  it.each([
    [{ email: 'ada@example.com', password: 'short' }, 'password', 'at least 8'],
    [{ email: 'ada@example.com', password: 'x'.repeat(129) }, 'password', 'at most 128'],
    [{ email: 'not-an-email', password: 'longenough' }, 'email', 'valid email'],
    [{ password: 'longenough' }, 'email', 'required'],
    [{ email: 'ada@example.com' }, 'password', 'required'],
  ])('gives a field error for %j', async (payload, field, text) => {
    const res = await post('/api/users/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields[field]).toContain(text);
  });
});

describe('login and logout', () => {
  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const u = await signUpUser(t.app);
    const ok = await post('/api/users/login/', {
      email: u.email.toUpperCase(),
      password: u.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.id).toBe(u.user.id);
    const wrong = await post('/api/users/login/', { email: u.email, password: 'wrong-password' });
    const unknown = await post('/api/users/login/', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('logout revokes the refresh token', async () => {
    const u = await signUpUser(t.app);
    expect((await post('/api/users/logout/', { refresh_token: u.refreshToken })).statusCode).toBe(
      200,
    );
    const res = await post('/api/users/refresh-token/', { refresh_token: u.refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('logout-all ends every session of the caller only', async () => {
    const u = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const second = (
      await post('/api/users/login/', { email: u.email, password: u.password })
    ).json().data.token;
    expect((await post('/api/users/logout-all/', {}, u.auth)).statusCode).toBe(200);
    for (const token of [u.refreshToken, second.refreshToken]) {
      expect((await post('/api/users/refresh-token/', { refresh_token: token })).statusCode).toBe(
        401,
      );
    }
    expect(
      (await post('/api/users/refresh-token/', { refresh_token: other.refreshToken })).statusCode,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and a reused token revokes the whole family', async () => {
    const u = await signUpUser(t.app);
    const first = await post('/api/users/refresh-token/', { refresh_token: u.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().data.token.refreshToken;
    expect(next).not.toBe(u.refreshToken);
    expect(first.json().data.user.id).toBe(u.user.id);

    const replay = await post('/api/users/refresh-token/', { refresh_token: u.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toContain('already used');
    // The legitimate successor died with the family.
    expect((await post('/api/users/refresh-token/', { refresh_token: next })).statusCode).toBe(401);
  });

  it('gives exactly one winner for two concurrent refreshes with one token', async () => {
    const u = await signUpUser(t.app);
    const results = await Promise.all([
      post('/api/users/refresh-token/', { refresh_token: u.refreshToken }),
      post('/api/users/refresh-token/', { refresh_token: u.refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('expires after 30 days and refuses garbage', async () => {
    const u = await signUpUser(t.app);
    t.clock.advance(31 * 24 * 3600 * 1000);
    const res = await post('/api/users/refresh-token/', { refresh_token: u.refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toContain('expired');
    expect((await post('/api/users/refresh-token/', { refresh_token: 'garbage' })).statusCode).toBe(
      401,
    );
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes and garbage is refused', async () => {
    const u = await signUpUser(t.app);
    const get = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/current-user/', headers: { authorization } });
    expect((await get(u.auth.authorization)).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    const expired = await get(u.auth.authorization);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
    const garbage = await get('Bearer not.a.jwt');
    expect(garbage.json().error.code).toBe('INVALID_TOKEN');
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/users/current-user/' });
    expect(noHeader.statusCode).toBe(401);
  });
});
