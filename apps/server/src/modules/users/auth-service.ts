import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from './db-errors.ts';
import { AppError } from '../../errors.ts';
import { accountDisabled } from '../../plugins/auth.ts';
import { sendVerificationMail } from './account-mails.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { currentUserView } from './present.ts';
import {
  issueRefreshToken,
  revokeAllSessions,
  rejectRefreshToken,
  revokeSessionOf,
  rotateRefreshToken,
} from './refresh-tokens.ts';

/** A new session: a 15-minute access JWT, a fresh refresh-token family and the current user. */
export async function startSession(deps: Deps, userId: number) {
  const now = deps.clock.now();
  const [account] = await deps.db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.disabledAt) throw accountDisabled();
  const refreshToken = await issueRefreshToken(deps.db, userId, now);
  return sessionResponse(deps, userId, refreshToken);
}

async function sessionResponse(deps: Deps, userId: number, refreshToken: string) {
  const now = deps.clock.now();
  const access_token = await deps.tokens.sign(userId, now);
  const user = await currentUserView(deps.db, userId, now);
  return { data: { token: { access_token, refreshToken }, user } };
}

export async function signUp(deps: Deps, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  // The unique index decides; checking first in JS would race with a concurrent sign-up.
  const inserted = await deps.db
    .insert(users)
    .values({ email, passwordHash, createdAt: now })
    .returning({ id: users.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw new AppError(
          409,
          'EMAIL_TAKEN',
          'An account with this email already exists. Sign in instead.',
          {
            email: 'An account with this email already exists',
          },
        );
      }
      throw err;
    });
  const id = inserted[0]!.id;
  await sendVerificationMail(deps, id, email);
  return startSession(deps, id);
}

/** Returns the session, or null for wrong credentials (the caller counts the failure). */
export async function logIn(deps: Deps, email: string, password: string) {
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const ok = await checkPassword(user?.passwordHash, password);
  if (!user || !ok) return null;
  return startSession(deps, user.id);
}

export async function refresh(deps: Deps, token: string) {
  const now = deps.clock.now();
  const rotated = await deps.db.transaction((tx) => rotateRefreshToken(tx, token, now));
  if (!rotated) return rejectRefreshToken(deps.db, token, now);
  return sessionResponse(deps, rotated.userId, rotated.refreshToken);
}

export const logOut = (deps: Deps, token: string) =>
  revokeSessionOf(deps.db, token, deps.clock.now());

export const logOutEverywhere = (deps: Deps, userId: number) =>
  revokeAllSessions(deps.db, userId, deps.clock.now());
