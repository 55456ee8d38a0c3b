import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { revokeAllSessions } from '../users/index.ts';
import { rebuildLeaderboards, removeFromLeaderboards } from '../leaderboard/index.ts';
import { actOnUser, conflict, type Actor } from './act.ts';

async function activeSessions(tx: Tx, userId: number, now: Date): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    select count(distinct family_id)::int as n from refresh_tokens
    where user_id = ${userId} and revoked_at is null and used_at is null
      and expires_at > ${now.toISOString()}`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Ends every session: each refresh-token family is revoked (access tokens: ADR 0030). */
export async function signOutEverywhere(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'sessions.revoke', userId, reason }, async (tx, now) => {
    const before = await activeSessions(tx, userId, now);
    await revokeAllSessions(tx, userId, now);
    return { before: { active_sessions: before }, after: { active_sessions: 0 } };
  });
}

/**
 * Disables the account: no sign-in (password, refresh, Google), every session revoked, any
 * access token refused at once, and off the leaderboards and leagues. Nothing is deleted.
 */
export async function disableUser(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'user.disable', userId, reason }, async (tx, now) => {
    const done = await tx.execute(sql`
      update users set disabled_at = ${now.toISOString()}
      where id = ${userId} and disabled_at is null returning id`);
    if (done.rows.length === 0) throw conflict('This account is disabled already.');
    await revokeAllSessions(tx, userId, now);
    return { before: { disabled: false }, after: { disabled: true } };
  });
  await removeFromLeaderboards(deps, userId);
}

/** Enables a disabled account again; its boards are derived again from its xp. */
export async function enableUser(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'user.enable', userId, reason }, async (tx) => {
    const done = await tx.execute(sql`
      update users set disabled_at = null where id = ${userId} and disabled_at is not null
      returning id`);
    if (done.rows.length === 0) throw conflict('This account is not disabled.');
    return { before: { disabled: true }, after: { disabled: false } };
  });
  await rebuildLeaderboards(deps);
}
