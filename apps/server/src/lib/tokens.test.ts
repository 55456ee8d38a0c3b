import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, AccessTokens } from './tokens.ts';

// jose, an independent implementation, is the oracle: our tokens must be standard HS256 JWTs
// and standard ones must be read by us, while anything but a valid HS256 signature is refused.
const SECRET = 'tokens-test-secret-tokens-test-secret-0000';
const key = new TextEncoder().encode(SECRET);
const now = new Date('2026-11-23T10:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const tokens = new AccessTokens(SECRET);

const joseToken = (claims: Record<string, unknown>, alg = 'HS256', secret = key) =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);

/** A token signed with the right key but a header jose will not produce. */
function handMade(header: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${part(header)}.${part({ id: 1, exp: seconds + 60 })}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}

async function refusal(token: string, at = now) {
  return tokens.verify(token, at).then(
    () => 'accepted',
    (err: { code?: string }) => err.code,
  );
}

describe('AccessTokens', () => {
  it('signs standard HS256 JWTs that jose verifies, with id, iat and exp', async () => {
    const token = await tokens.sign(42, now);
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ id: 42, iat: seconds, exp: seconds + ACCESS_TOKEN_TTL_S });
    expect(await tokens.verify(token, now)).toEqual({ id: 42 });
  });

  it('reads tokens jose signs with the same key', async () => {
    const token = await joseToken({ id: 7, exp: seconds + 60 });
    expect(await tokens.verify(token, now)).toEqual({ id: 7 });
  });

  it('expires at exp, not a second later', async () => {
    const token = await tokens.sign(1, now);
    const at = (s: number) => new Date((seconds + s) * 1000);
    expect(await refusal(token, at(ACCESS_TOKEN_TTL_S - 1))).toBe('accepted');
    expect(await refusal(token, at(ACCESS_TOKEN_TTL_S))).toBe('TOKEN_EXPIRED');
  });

  it.each([
    ['another key', () => joseToken({ id: 1, exp: seconds + 60 }, 'HS256', key.slice(1))],
    ['HS512', () => joseToken({ id: 1, exp: seconds + 60 }, 'HS512')],
    ['alg none', async () => new UnsecuredJWT({ id: 1, exp: seconds + 60 }).encode()],
    ['no exp', () => joseToken({ id: 1 })],
    ['a string id', () => joseToken({ id: '1', exp: seconds + 60 })],
    ['a fractional id', () => joseToken({ id: 1.5, exp: seconds + 60 })],
    ['an id no users row can have', () => joseToken({ id: 2 ** 31, exp: seconds + 60 })],
    ['id 0', () => joseToken({ id: 0, exp: seconds + 60 })],
    ['nbf in the future', () => joseToken({ id: 1, exp: seconds + 60, nbf: seconds + 30 })],
    ['a crit header', async () => handMade({ alg: 'HS256', crit: ['x-ours'], 'x-ours': 1 })],
  ])('refuses a token with %s', async (_, make) => {
    expect(await refusal(await make())).toBe('INVALID_TOKEN');
  });

  it('refuses a changed payload, a changed or re-encoded signature, and garbage', async () => {
    const token = await tokens.sign(5, now);
    const [h, p, s] = token.split('.') as [string, string, string];
    const other = Buffer.from(JSON.stringify({ id: 6, iat: seconds, exp: seconds + 900 })).toString(
      'base64url',
    );
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const bad of [
      `${h}.${other}.${s}`,
      `${h}.${p}.${flipped}`,
      `${h}.${p}.${s}=`,
      `${h}.${p}.${Buffer.from(s, 'base64url').toString('base64')}`,
      `${h}.${p}`,
      `${h}.${p}.${s}.x`,
      'not-a-token',
      '',
    ]) {
      expect(await refusal(bad), bad).toBe('INVALID_TOKEN');
    }
  });
});
