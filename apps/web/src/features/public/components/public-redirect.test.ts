import { describe, expect, it } from 'vitest';
import { publicRedirect } from './public-redirect.ts';

const signedOut = { authorized: false, isVerified: false, hasUser: false };
const learner = { authorized: true, isVerified: true, hasUser: true };
const unverified = { authorized: true, isVerified: false, hasUser: true };

describe('public redirect', () => {
  it.each([
    [signedOut, '/', null],
    [signedOut, '/login', null],
    [learner, '/', '/app/climb'],
    [learner, '/login', '/app/climb'],
    [learner, '/notification/unsubscribe', null],
    [learner, '/notification/unsubscribe/', null],
    [learner, '/verify-email', '/app/climb'],
    [unverified, '/verify-email', null],
    [unverified, '/email-verification', null],
    [unverified, '/about', '/app/climb'],
  ])('%j on %s → %s', (auth, path, expected) => {
    expect(publicRedirect(auth, path)).toBe(expected);
  });
});
