import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, type TestApp } from '../../../test/harness.ts';
import { nextIp, signUpUser } from '../../../test/support/users/test-support.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let unconfigured: TestApp;
let jwks: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // A local stand-in for https://www.googleapis.com/oauth2/v3/certs.
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  jwks.close();
});
beforeEach(() => resetDatabase(t.database));

async function idToken(claims: JWTPayload = {}, key = googleKey): Promise<string> {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  const defaults = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: 'google-sub-1',
    iat,
    exp: iat + 3600,
  };
  return new SignJWT({ email: 'gina@example.com', email_verified: true, ...defaults, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .sign(key);
}

const signIn = (app: TestApp, token: string, email = 'gina@example.com') =>
  app.app.inject({
    method: 'POST',
    url: '/api/users/google-signIn/',
    payload: { token, email },
    remoteAddress: nextIp(),
  });

describe('Google sign-in', () => {
  it('creates a verified account, then signs the same account in again', async () => {
    const first = await signIn(t, await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ email: 'gina@example.com', verified: true });
    expect(first.json().data.token.refreshToken).toEqual(expect.any(String));
    const again = await signIn(t, await idToken());
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('links an existing password account with the same email and marks it verified', async () => {
    const u = await signUpUser(t.app, { email: 'gina@example.com' });
    const res = await signIn(t, await idToken());
    expect(res.json().data.user).toMatchObject({ id: u.user.id, verified: true });
  });

  it.each([
    ['a foreign signature', () => idToken({}, strangerKey)],
    ['the wrong audience', () => idToken({ aud: 'someone-else' })],
    ['the wrong issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ exp: Math.floor(t.clock.now().getTime() / 1000) - 60 })],
    ['an unverified email', () => idToken({ email_verified: false })],
    ['garbage', async () => 'not-a-token'],
  ])('refuses %s with 401', async (_what, make) => {
    const res = await signIn(t, await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a token for another email than the one claimed', async () => {
    const res = await signIn(t, await idToken(), 'someone@example.com');
    expect(res.statusCode).toBe(401);
  });

  it('says so clearly when Google sign-in is not configured', async () => {
    const res = await signIn(unconfigured, await idToken());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'GOOGLE_NOT_CONFIGURED',
      message: 'Google sign-in is not configured',
    });
  });

  it('tells the web app whether to show the button', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/users/google-config/' });
    expect(on.json()).toEqual({ data: { enabled: true, client_id: CLIENT_ID } });
    const off = await unconfigured.app.inject({ method: 'GET', url: '/api/users/google-config/' });
    expect(off.json()).toEqual({ data: { enabled: false, client_id: null } });
  });
});
