import { describe, expect, it } from 'vitest';
import { usernameRule } from '@ascend/contract';
import { checkUsername } from './username.ts';

describe('checkUsername', () => {
  it.each([
    'ab',
    'abc',
    ' knight_42 ',
    'a'.repeat(20),
    'a'.repeat(21),
    'has space',
    'émile',
    'dash-ed',
    '',
  ])('agrees with the server rule for %j', (value) => {
    const server = usernameRule.safeParse(value);
    expect(checkUsername(value)).toBe(server.success ? null : server.error.issues[0]!.message);
  });
});
