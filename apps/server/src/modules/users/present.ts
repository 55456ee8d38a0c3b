import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_DAILY_GOAL, type CurrentUser, type Placement } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { users } from '../../db/schema/index.ts';
import { accountGone } from '../../plugins/auth.ts';
import { MAX_HEARTS, resetBefore, toState } from '../hearts/index.ts';
import { subData, type SubscriptionStatus } from '../subscription/index.ts';

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

type CurrentRow = {
  id: number;
  email: string | null;
  username: string | null;
  country: string | null;
  verified: boolean;
  placement: string;
  xp: number;
  avatar_path: string | null;
  hearts: number;
  used_up_at: Date | string | null;
  plan_type: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
  daily_goal: number | null;
  time_zone: string | null;
  reminder_hour: number | null;
};

// A named statement (db/named.ts): parsed and planned once per connection.
const CURRENT_USER = `
  with reset as (
    update users set hearts = ${MAX_HEARTS}, hearts_used_up_at = null
    where id = $1 and deleted_at is null and hearts_used_up_at is not null
      and hearts_used_up_at <= $2::timestamptz
    returning id, hearts, hearts_used_up_at)
  select u.id, u.email, u.username, u.country, u.verified, u.placement, u.xp, u.avatar_path,
    coalesce(r.hearts, u.hearts) as hearts,
    case when r.id is null then u.hearts_used_up_at end as used_up_at,
    s.plan_type, s.current_period_end, s.cancel_at_period_end,
    h.daily_goal, h.time_zone, h.reminder_hour
  from users u
  left join reset r on r.id = u.id
  left join habits h on h.user_id = u.id
  left join lateral (
    select plan_type, current_period_end, cancel_at_period_end from subscriptions
    where user_id = u.id and status = 'active' and current_period_end > $3::timestamptz
    order by current_period_end desc limit 1) s on true
  where u.id = $1 and u.deleted_at is null and u.disabled_at is null`;

/**
 * The current-user view: the spec's User plus id, placement, xp and avatar_url, in one
 * statement: the account (a deleted one is refused, so the route skips the auth preHandler's
 * read), its hearts with a due 4-hour reset applied (as readHearts does), and the active plan.
 */
export async function currentUserView(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<CurrentUser> {
  const rows = await runNamed<CurrentRow>(db as Db, 'current_user', CURRENT_USER, [
    userId,
    resetBefore(now),
    now.toISOString(),
  ]);
  const user = rows[0];
  if (!user) throw accountGone();
  const heart = toState(user);
  const subscription: SubscriptionStatus = user.plan_type
    ? {
        is_active: true,
        plan_type: user.plan_type as 'monthly' | 'yearly',
        current_period_end: new Date(user.current_period_end!).toISOString(),
        cancel_at_period_end: user.cancel_at_period_end === true,
      }
    : { is_active: false, plan_type: null, current_period_end: null, cancel_at_period_end: false };
  return {
    id: Number(user.id),
    email: user.email ?? '',
    username: user.username,
    country: user.country,
    verified: user.verified,
    placement: user.placement as Placement,
    xp: Number(user.xp),
    avatar_url: avatarUrl(user.avatar_path),
    subscription,
    heart: { value: heart.value, used_up: heart.used_up, used_up_at: heart.used_up_at },
    sub_data: subData(user.country),
    daily_goal: Number(user.daily_goal ?? DEFAULT_DAILY_GOAL),
    time_zone: user.time_zone,
    reminder_hour: user.reminder_hour === null ? null : Number(user.reminder_hour),
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
