import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  sendPasswordChangedMail,
  sendResetMail,
  sendVerificationMail,
  sendWelcomeMail,
} from './account-mails.ts';
import { consumeEmailToken, retireEmailTokens } from './email-tokens.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { revokeAllSessions } from './refresh-tokens.ts';

async function activeByEmail(deps: Deps, email: string) {
  const [user] = await deps.db
    .select({ id: users.id, verified: users.verified, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const now = deps.clock.now();
  const userId = await consumeEmailToken(deps.db, token, 'verify_email', now);
  const res = await deps.db.execute<{ email: string; was_verified: boolean }>(sql`
    update users u set verified = true from users old
    where u.id = ${userId} and old.id = u.id
    returning u.email, old.verified as was_verified`);
  const row = res.rows[0];
  if (row && !row.was_verified) await sendWelcomeMail(deps, userId, row.email);
}

/** Same outcome for unknown, verified and unverified emails; only the last gets a mail. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await activeByEmail(deps, email);
  if (user && !user.verified) await sendVerificationMail(deps, user.id, email);
}

/** Same outcome whether or not the email has an account. */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await activeByEmail(deps, email);
  if (user) await sendResetMail(deps, user.id, email);
}

/** Sets the new password, ends every session and confirms the email (the link proved it). */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password', now);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, verified: true })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    await revokeAllSessions(tx, userId, now);
    await retireEmailTokens(tx, userId, 'reset_password', now);
    return row;
  });
  if (email?.email) await sendPasswordChangedMail(deps, email.id, email.email);
}

export async function changePassword(
  deps: Deps,
  userId: number,
  current: string,
  next: string,
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash) {
    throw new AppError(
      400,
      'INVALID_CREDENTIALS',
      'Your account has no password yet. Use "Forgot password" to set one.',
      {
        current_password: 'This account signs in with Google and has no password yet',
      },
    );
  }
  // 400, not 401: a 401 would make the web app try to refresh its token.
  if (!(await checkPassword(user.passwordHash, current))) {
    throw new AppError(400, 'INVALID_CREDENTIALS', 'The current password is not correct.', {
      current_password: 'The current password is not correct',
    });
  }
  const passwordHash = await hashPassword(next);
  // Compare-and-set on the old hash, so two concurrent changes cannot both pass the check.
  const updated = await deps.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  if (updated.length === 0)
    throw new AppError(409, 'CONFLICT', 'Your password was changed meanwhile. Try again.');
  if (user.email) await sendPasswordChangedMail(deps, userId, user.email);
}
