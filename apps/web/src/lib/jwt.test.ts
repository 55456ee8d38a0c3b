import { describe, expect, it } from 'vitest';
import { decodeJwt, isExpired } from './jwt.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: unknown) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

describe('decodeJwt', () => {
  it.each([
    ['a readable token', jwt({ id: 7, exp: 2_000_000_000 }), { id: 7, exp: 2_000_000_000 }],
    ['a string id', jwt({ id: '12', exp: 5 }), { id: 12, exp: 5 }],
    ['no id claim', jwt({ exp: 5 }), null],
    ['no exp claim', jwt({ id: 1 }), null],
    ['two parts', 'abc.def', null],
    ['garbage payload', 'a.!!!.c', null],
    ['not a string', 42, null],
  ])('%s', (_name, token, expected) => {
    expect(decodeJwt(token)).toEqual(expected);
  });
});

describe('isExpired', () => {
  it('compares exp in seconds with now in milliseconds', () => {
    const token = jwt({ id: 1, exp: 1000 });
    expect(isExpired(token, 999_000)).toBe(false);
    expect(isExpired(token, 1_000_000)).toBe(true);
  });
  it('treats an unreadable token as expired', () => {
    expect(isExpired('nope')).toBe(true);
    expect(isExpired(null)).toBe(true);
  });
});
