import type { AuthSnapshot } from '../../../lib/auth/auth-snapshot.ts';

// An unverified learner must still reach the "check your mail" screen and open the mailed link.
const unverifiedAllowed = ['/verify-email', '/email-verification'];

/**
 * Where an authorized visitor of a public path is sent (replace), or null to stay.
 * Spec §2: authorized → /app/climb, except on /notification/unsubscribe.
 */
export function publicRedirect(auth: AuthSnapshot, pathname: string): string | null {
  if (!auth.authorized) return null;
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/notification/unsubscribe') return null;
  const unverified = auth.hasUser && !auth.isVerified;
  if (unverified && unverifiedAllowed.includes(path)) return null;
  return '/app/climb';
}
