import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { emailTokens } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export async function createEmailToken(
  db: DbExecutor,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** Marks a mailed token used in one statement, so a link works exactly once even when clicked twice at once. */
export async function consumeEmailToken(
  db: DbExecutor,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number> {
  const tokenHash = hashToken(token);
  const res = await db.execute<{ user_id: number }>(sql`
    update email_tokens et set used_at = ${now.toISOString()}
    from users u
    where et.token_hash = ${tokenHash} and et.purpose = ${purpose} and et.used_at is null
      and et.expires_at > ${now.toISOString()} and u.id = et.user_id and u.deleted_at is null
    returning et.user_id`);
  const row = res.rows[0];
  if (row) return row.user_id;
  const again =
    purpose === 'verify_email'
      ? 'Request a new verification email.'
      : 'Request a new password reset email.';
  const found = await db.execute<{ used_at: unknown }>(
    sql`select used_at from email_tokens where token_hash = ${tokenHash} and purpose = ${purpose}`,
  );
  const old = found.rows[0];
  if (!old) throw new AppError(400, 'INVALID_TOKEN', `This link is not valid. ${again}`);
  if (old.used_at)
    throw new AppError(400, 'INVALID_TOKEN', `This link has already been used. ${again}`);
  throw new AppError(400, 'INVALID_TOKEN', `This link has expired. ${again}`);
}

/** Retires every outstanding link of one purpose (after a reset, older reset links must die too). */
export async function retireEmailTokens(
  db: DbExecutor,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update email_tokens set used_at = ${now.toISOString()}
    where user_id = ${userId} and purpose = ${purpose} and used_at is null`);
}
