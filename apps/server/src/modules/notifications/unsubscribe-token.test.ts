import { describe, expect, it } from 'vitest';
import {
  signUnsubscribeToken,
  unsubscribeLink,
  verifyUnsubscribeToken,
} from './unsubscribe-token.ts';

const secret = 'test-secret-test-secret-test-secret-1234';

describe('unsubscribe tokens', () => {
  it('round-trips the user id and purpose', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, 42))).toEqual({
      userId: 42,
      purpose: 'marketing',
    });
  });

  it('refuses a token for another user, another key, or a mangled one', () => {
    const token = signUnsubscribeToken(secret, 42);
    expect(verifyUnsubscribeToken(secret, token.replace(/^42\./, '43.'))).toBeNull();
    expect(verifyUnsubscribeToken(`${secret}x`, token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'garbage')).toBeNull();
  });

  it('builds the /notification/unsubscribe link', () => {
    expect(unsubscribeLink('https://ascend.test', secret, 7)).toMatch(
      /^https:\/\/ascend\.test\/notification\/unsubscribe\?token=7\.marketing\.[\w-]{43}$/,
    );
  });
});
