import { and, eq, isNull } from 'drizzle-orm';
import type { CurrentUser, Placement } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { readHearts } from '../hearts/state.ts';
import { subData } from '../subscription/pricing.ts';
import { subscriptionStatus } from '../subscription/status.ts';

export type UserRow = typeof users.$inferSelect;

export const avatarUrl = (file: string | null): string | null =>
  file ? `/api/users/avatars/${file}` : null;

export async function findActiveUser(db: DbExecutor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** The current-user view: the spec's User plus id, placement, xp and avatar_url. */
export async function currentUserView(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<CurrentUser> {
  const heart = await readHearts(db, userId, now);
  const user = await findActiveUser(db, userId);
  if (!user) throw notFound('User');
  const subscription = await subscriptionStatus(db, userId, now);
  return {
    id: user.id,
    email: user.email ?? '',
    username: user.username,
    country: user.country,
    verified: user.verified,
    placement: user.placement as Placement,
    xp: user.xp,
    avatar_url: avatarUrl(user.avatarPath),
    subscription,
    heart: { value: heart.value, used_up: heart.used_up, used_up_at: heart.used_up_at },
    sub_data: subData(user.country),
  };
}

export function publicUserView(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    country: user.country,
    avatar_url: avatarUrl(user.avatarPath),
    xp: user.xp,
    joined_at: user.createdAt.toISOString(),
  };
}
