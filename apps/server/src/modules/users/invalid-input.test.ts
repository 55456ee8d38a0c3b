import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { nextIp, signUpUser } from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const raw = (
  url: string,
  payload: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...headers },
    remoteAddress: nextIp(),
  });

function expectEnvelope(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
}

describe('every account call answers bad input with a 4xx and the error envelope', () => {
  const bodies: [string, object][] = [
    ['/api/users/', { email: 'a@example.com', password: 'longenough' }],
    ['/api/users/login/', { email: 'a@example.com', password: 'x' }],
    ['/api/users/refresh-token/', { refresh_token: 'x' }],
    ['/api/users/logout/', { refresh_token: 'x' }],
    ['/api/users/verify-email/', { token: 'x' }],
    ['/api/users/reset-password/', { token: 'x', password: 'longenough' }],
    ['/api/users/google-signIn/', { token: 'x', email: 'a@example.com' }],
    ['/api/contact/', { name: 'A', email: 'a@example.com', message: 'long enough message' }],
  ];

  it.each(bodies)('%s: missing fields', async (url) => {
    expectEnvelope(await raw(url, '{}'), 400, 'VALIDATION_ERROR');
  });

  it.each(bodies)('%s: wrong types', async (url, good) => {
    const wrong = Object.fromEntries(Object.keys(good).map((k) => [k, 12345]));
    const res = await raw(url, JSON.stringify(wrong));
    expectEnvelope(res, 400, 'VALIDATION_ERROR');
    expect(
      Object.keys((res.json() as { error: { fields: object } }).error.fields).length,
    ).toBeGreaterThan(0);
  });

  it.each(bodies)('%s: malformed JSON', async (url) => {
    expectEnvelope(await raw(url, '{"email": "a@example.com",'), 400, 'MALFORMED_JSON');
  });

  it.each(bodies)('%s: body over 1 MB', async (url) => {
    expectEnvelope(
      await raw(url, JSON.stringify({ email: 'x'.repeat(1_100_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it.each(bodies)('%s: wrong content type', async (url) => {
    expectEnvelope(
      await raw(url, 'email=a@example.com', 'application/x-www-form-urlencoded'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('an array body is a validation error, not a crash', async () => {
    expectEnvelope(await raw('/api/users/login/', '[1,2]'), 400, 'VALIDATION_ERROR');
  });

  it('bad, garbage and expired access tokens are refused on protected calls', async () => {
    const u = await signUpUser(t.app);
    const calls = [
      { method: 'GET' as const, url: '/api/users/current-user/' },
      { method: 'POST' as const, url: '/api/users/logout-all/' },
      {
        method: 'POST' as const,
        url: '/api/users/change-password/',
        payload: { current_password: u.password, new_password: 'brand-new-pw' },
      },
      {
        method: 'DELETE' as const,
        url: `/api/users/${u.user.id}/`,
        payload: { password: u.password },
      },
      { method: 'GET' as const, url: `/api/users/${u.user.id}` },
    ];
    const forged = u.accessToken.slice(0, -4) + (u.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const call of calls) {
      for (const authorization of [
        'Bearer garbage',
        `Bearer ${forged}`,
        'Basic abc',
        u.accessToken,
      ]) {
        expectEnvelope(
          await t.app.inject({ ...call, headers: { authorization } }),
          401,
          'INVALID_TOKEN',
        );
      }
    }
    t.clock.advance(16 * 60 * 1000);
    for (const call of calls) {
      expectEnvelope(await t.app.inject({ ...call, headers: u.auth }), 401, 'TOKEN_EXPIRED');
    }
  });
});
