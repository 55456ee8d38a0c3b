import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { accountDisabled } from '../../plugins/auth.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sessionEnded = (why: string) =>
  new AppError(401, 'INVALID_TOKEN', `${why} Please sign in again.`);

/** Starts (or continues) a token family and returns the opaque token; only its hash is stored. */
export async function issueRefreshToken(
  db: DbExecutor,
  userId: number,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(token),
    familyId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Spends a refresh token and issues its successor in the same family. Exactly one caller can
 * mark a token used: the atomic UPDATE is the arbiter between concurrent refreshes. Returns
 * null when the token cannot be spent; call rejectRefreshToken then (outside any transaction).
 */
export async function rotateRefreshToken(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<{ userId: number; refreshToken: string } | null> {
  const spent = await db.execute<{ user_id: number; family_id: string }>(sql`
    update refresh_tokens rt set used_at = ${now.toISOString()}
    from users u
    where rt.token_hash = ${hashToken(token)} and rt.used_at is null and rt.revoked_at is null
      and rt.expires_at > ${now.toISOString()} and u.id = rt.user_id and u.deleted_at is null
      and u.disabled_at is null
    returning rt.user_id, rt.family_id`);
  const row = spent.rows[0];
  if (!row) return null;
  const refreshToken = await issueRefreshToken(db, row.user_id, now, row.family_id);
  return { userId: row.user_id, refreshToken };
}

/**
 * Explains why a token was refused, always by throwing 401. A token that was already used
 * is a replay: the whole family is revoked so a stolen copy dies with the real session.
 */
export async function rejectRefreshToken(db: DbExecutor, token: string, now: Date): Promise<never> {
  const found = await db.execute<{
    family_id: string;
    used_at: unknown;
    revoked_at: unknown;
    disabled: boolean;
  }>(
    sql`select rt.family_id, rt.used_at, rt.revoked_at, u.disabled_at is not null as disabled
      from refresh_tokens rt join users u on u.id = rt.user_id
      where rt.token_hash = ${hashToken(token)}`,
  );
  const old = found.rows[0];
  if (!old) throw sessionEnded('This refresh token is not valid.');
  if (old.disabled) throw accountDisabled();
  if (old.used_at && !old.revoked_at) {
    await revokeFamily(db, old.family_id, now);
    throw sessionEnded(
      'This refresh token was already used, so this session was ended for safety.',
    );
  }
  if (old.revoked_at) throw sessionEnded('This session has ended.');
  throw sessionEnded('This session has expired.');
}

export async function revokeFamily(db: DbExecutor, familyId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update refresh_tokens set revoked_at = ${now.toISOString()} where family_id = ${familyId} and revoked_at is null`,
  );
}

/** Ends the session the token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function revokeSessionOf(db: DbExecutor, token: string, now: Date): Promise<void> {
  await db.execute(sql`
    update refresh_tokens set revoked_at = ${now.toISOString()}
    where revoked_at is null and family_id = (select family_id from refresh_tokens where token_hash = ${hashToken(token)})`);
}

export async function revokeAllSessions(db: DbExecutor, userId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update refresh_tokens set revoked_at = ${now.toISOString()} where user_id = ${userId} and revoked_at is null`,
  );
}
