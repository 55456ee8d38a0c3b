import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the const enum cannot be read at runtime under verbatimModuleSyntax.
const options = { algorithm: 2 as Algorithm };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, Google-only
 * account) it still runs one argon2 verification against a dummy hash, so the answer
 * takes as long as for a real account and timing does not reveal which emails exist.
 */
export async function checkPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
