import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { nextIp, signUpUser } from '../../../test/support/users/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CREDENTIALS: '4' });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const post = (url: string, payload: object | undefined, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('credential rate limits', () => {
  it('limits login attempts per IP (RATE_LIMIT_CREDENTIALS per minute) with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/api/users/login/', { email: `x${i}@example.com`, password: 'whatever1' }, ip))
          .statusCode,
      ).toBe(401);
    }
    const limited = await post(
      '/api/users/login/',
      { email: 'y@example.com', password: 'whatever1' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/api/users/login/', { email: 'y@example.com', password: 'whatever1' }, nextIp()))
        .statusCode,
    ).toBe(401);
    t.clock.advance(61_000);
    expect(
      (await post('/api/users/login/', { email: 'y@example.com', password: 'whatever1' }, ip))
        .statusCode,
    ).toBe(401);
  });

  it('locks an email after 5 failed logins for 15 minutes, from any IP, even with the right password', async () => {
    const u = await signUpUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/users/login/', { email: u.email, password: 'wrong-pass' }, nextIp()))
          .statusCode,
      ).toBe(401);
    }
    const locked = await post(
      '/api/users/login/',
      { email: u.email, password: u.password },
      nextIp(),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/try again in \d+ minutes/);
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (await post('/api/users/login/', { email: u.email, password: u.password }, nextIp()))
        .statusCode,
    ).toBe(200);
  });

  it('treats unknown emails the same, so the lock reveals nothing', async () => {
    for (let i = 0; i < 5; i++)
      await post(
        '/api/users/login/',
        { email: 'ghost@example.com', password: 'wrong-pass' },
        nextIp(),
      );
    expect(
      (
        await post(
          '/api/users/login/',
          { email: 'ghost@example.com', password: 'wrong-pass' },
          nextIp(),
        )
      ).statusCode,
    ).toBe(429);
  });

  it('limits forgot-password and resend-email per email and sign-up per IP', async () => {
    const u = await signUpUser(t.app);
    const url = `/api/users/forgot-password/${encodeURIComponent(u.email)}/`;
    for (let i = 0; i < 3; i++) expect((await post(url, undefined, nextIp())).statusCode).toBe(200);
    expect((await post(url, undefined, nextIp())).statusCode).toBe(429);
    const resend = '/api/users/resend-email/ghost@example.com/';
    for (let i = 0; i < 3; i++)
      expect((await post(resend, undefined, nextIp())).statusCode).toBe(200);
    expect((await post(resend, undefined, nextIp())).statusCode).toBe(429);

    const ip = nextIp();
    for (let i = 0; i < 4; i++)
      await post('/api/users/', { email: `s${i}@example.com`, password: 'longenough' }, ip);
    expect(
      (await post('/api/users/', { email: 's9@example.com', password: 'longenough' }, ip))
        .statusCode,
    ).toBe(429);
  });
});
