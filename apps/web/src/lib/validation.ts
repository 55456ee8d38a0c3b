/**
 * Client-side checks that mirror the server's zod rules in packages/contract (users.ts,
 * contact.ts), with the same messages. They exist so a form can answer before a round trip;
 * the server stays the authority. Importing the zod schemas here would add zod to every form chunk.
 */
export type Check = (value: string) => string | null;

// Same shape zod's z.email() accepts in practice: something@domain.tld without spaces.
const EMAIL_RE =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const checkEmail: Check = (raw) => {
  const value = raw.trim();
  if (!value) return 'Email is required';
  if (value.length > 254) return 'Email is too long';
  return EMAIL_RE.test(value) ? null : 'Enter a valid email address';
};

export const checkNewPassword: Check = (value) => {
  if (!value) return 'Password is required';
  if (value.length < 8) return 'Password must be at least 8 characters';
  if (value.length > 128) return 'Password must be at most 128 characters';
  return null;
};

export const checkLoginPassword: Check = (value) => (value ? null : 'Password is required');

export const checkName: Check = (raw) => {
  const value = raw.trim();
  if (!value) return 'Name is required';
  return value.length > 100 ? 'Name must be at most 100 characters' : null;
};

export const checkMessage: Check = (raw) => {
  const value = raw.trim();
  if (!value) return 'Message is required';
  if (value.length < 10) return 'Message must be at least 10 characters';
  return value.length > 5000 ? 'Message must be at most 5000 characters' : null;
};

/** Runs each field's check; returns only the failing fields. */
export function validate<K extends string>(
  values: Record<K, string>,
  checks: Record<K, Check>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key](values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}
