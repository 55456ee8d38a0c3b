/** Mirrors the contract's usernameRule (users.ts) with the same messages; username.test.ts compares them. */
export function checkUsername(raw: string): string | null {
  const value = raw.trim();
  if (value.length < 3) return 'Username must be at least 3 characters';
  if (value.length > 20) return 'Username must be at most 20 characters';
  if (!/^[A-Za-z0-9_]+$/.test(value))
    return 'Username may contain only letters, digits and underscores';
  return null;
}
