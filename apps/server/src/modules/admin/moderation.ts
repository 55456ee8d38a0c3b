import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { removeAvatar } from '../users/index.ts';
import { actOnUser, type Actor } from './act.ts';

/** A neutral name no learner chose: "learner_" and 8 random hex digits (fits the rule). */
export const neutralUsername = (): string => `learner_${randomBytes(4).toString('hex')}`;

/** Replaces an offensive username with a neutral one; the learner may choose again. */
export async function resetUsername(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'username.reset', userId, reason }, async (tx) => {
    const name = neutralUsername();
    const rows = await tx.execute<{ old: string | null }>(sql`
      update users u set username = ${name} from users old
      where u.id = ${userId} and old.id = u.id returning old.username as old`);
    return { before: { username: rows.rows[0]?.old ?? null }, after: { username: name } };
  });
}

/** Removes the learner's avatar (the file too, once the change committed). */
export async function resetAvatar(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  let old: string | null = null;
  await actOnUser(deps, actor, { action: 'avatar.reset', userId, reason }, async (tx) => {
    const rows = await tx.execute<{ old: string | null }>(sql`
      update users u set avatar_path = null from users old
      where u.id = ${userId} and old.id = u.id returning old.avatar_path as old`);
    old = rows.rows[0]?.old ?? null;
    return { before: { avatar: old }, after: { avatar: null } };
  });
  await removeAvatar(deps.objects, old);
}
