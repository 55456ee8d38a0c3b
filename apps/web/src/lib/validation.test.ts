import { describe, expect, it } from 'vitest';
import { contactBody, email, password } from '@ascend/contract';
import { checkEmail, checkMessage, checkName, checkNewPassword } from './validation.ts';

// The client's checks must agree with the server's zod rules, input for input.
describe('client validation mirrors the contract', () => {
  it.each([
    'ann@example.com',
    ' Ann@Example.COM ',
    'a.b+c@sub.example.org',
    'ann@example',
    'ann example.com',
    '',
    '@example.com',
    'ann@.com',
    `${'a'.repeat(250)}@x.io`,
  ])('email %j', (value) => {
    expect(checkEmail(value) === null).toBe(email.safeParse(value).success);
  });

  it.each(['', 'short', '8chars!!', 'a'.repeat(128), 'a'.repeat(129)])(
    'password of %#',
    (value) => {
      expect(checkNewPassword(value) === null).toBe(password.safeParse(value).success);
    },
  );

  it.each([
    ['Ada', 'ada@example.com', 'Ten chars!!'],
    ['', 'ada@example.com', 'Ten chars!!'],
    ['Ada', 'ada@example.com', 'short'],
    ['  ', 'ada@example.com', '          x'],
    ['x'.repeat(101), 'ada@example.com', 'Ten chars!!'],
  ])('contact %j', (name, mail, message) => {
    const client =
      checkName(name) === null && checkEmail(mail) === null && checkMessage(message) === null;
    expect(client).toBe(contactBody.safeParse({ name, email: mail, message }).success);
  });
});
