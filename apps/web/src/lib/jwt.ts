export interface AccessClaims {
  /** The user id (the spec's `id` claim). */
  id: number;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of a JWT without verifying it (the server verifies; the client only needs
 * the id and expiry). Returns null for anything that is not a readable token with both claims.
 */
export function decodeJwt(token: unknown): AccessClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const { id, exp } = payload as Record<string, unknown>;
    const numericId = typeof id === 'string' ? Number(id) : id;
    if (typeof numericId !== 'number' || !Number.isFinite(numericId) || typeof exp !== 'number')
      return null;
    return { id: numericId, exp };
  } catch {
    return null;
  }
}

/** True when the token cannot be read or its exp (seconds) has passed. */
export function isExpired(token: string | null, nowMs: number = Date.now()): boolean {
  const claims = decodeJwt(token);
  return !claims || claims.exp * 1000 <= nowMs;
}
