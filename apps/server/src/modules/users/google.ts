import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { eq, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { startSession } from './auth-service.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// One key set per URL: jose caches Google's rotating keys and refetches on an unknown kid.
const keySets = new Map<string, JWTVerifyGetKey>();
const keySet = (url: string) => {
  let ks = keySets.get(url);
  if (!ks) keySets.set(url, (ks = createRemoteJWKSet(new URL(url))));
  return ks;
};

const invalid = (why: string) =>
  new AppError(401, 'INVALID_TOKEN', `Google sign-in failed: ${why}`);

export interface GoogleIdentity {
  sub: string;
  email: string;
}

/** Verifies an ID token's signature (Google's published keys), audience, issuer, expiry and email. */
export async function verifyGoogleToken(deps: Deps, idToken: string): Promise<GoogleIdentity> {
  const clientId = deps.config.GOOGLE_CLIENT_ID;
  if (!clientId)
    throw new AppError(400, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured');
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(deps.config.GOOGLE_JWKS_URL), {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      currentDate: deps.clock.now(),
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw invalid('the Google token has expired.');
    if (err instanceof joseErrors.JWTClaimValidationFailed)
      throw invalid(`the token's ${err.claim} claim is not accepted.`);
    if (err instanceof joseErrors.JOSEError) throw invalid('the token could not be verified.');
    throw new AppError(
      503 as number,
      'INTERNAL_ERROR',
      "Google's sign-in keys could not be fetched. Try again shortly.",
    );
  }
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
    throw invalid('the token has no email.');
  if (payload.email_verified !== true && payload.email_verified !== 'true')
    throw invalid('the Google email is not verified.');
  return { sub: payload.sub, email: payload.email.trim().toLowerCase() };
}

/** Signs in with Google: finds the account by Google id or email, links or creates it (verified). */
export async function googleSignIn(deps: Deps, idToken: string, claimedEmail: string) {
  const who = await verifyGoogleToken(deps, idToken);
  if (who.email !== claimedEmail) throw invalid('the email does not match the Google account.');
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, googleSub: users.googleSub })
      .from(users)
      .where(or(eq(users.googleSub, who.sub), eq(users.email, who.email)))
      .orderBy(sql`(${users.googleSub} = ${who.sub}) desc nulls last`)
      .limit(1);
    if (found) {
      if (found.googleSub && found.googleSub !== who.sub)
        throw invalid('this email is linked to another Google account.');
      await tx
        .update(users)
        .set({ googleSub: who.sub, verified: true })
        .where(eq(users.id, found.id));
      return found.id;
    }
    const [created] = await tx
      .insert(users)
      .values({ email: who.email, googleSub: who.sub, verified: true, createdAt: now })
      .returning({ id: users.id });
    return created!.id;
  });
  return startSession(deps, userId);
}
