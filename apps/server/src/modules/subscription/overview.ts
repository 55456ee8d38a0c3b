import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { entitlements, users } from '../../db/schema/index.ts';
import { subData } from './pricing.ts';
import { subscriptionStatus } from './status.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET subscription/: plan state, prices for the learner's country, launch benefits. */
export async function subscriptionOverview(deps: Deps, userId: number) {
  const [user] = await deps.db
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await deps.db
    .select()
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(asc(entitlements.id));
  return {
    subscription: await subscriptionStatus(deps.db, userId, deps.clock.now()),
    sub_data: subData(user?.country),
    entitlements: rows.map((e) => ({
      promotion: e.promotion,
      position: e.position,
      access_days: e.accessDays,
      orion_credits: e.orionCredits,
      applies_at: e.appliesAt.toISOString(),
      applied_at: iso(e.appliedAt),
      access_ends_at: iso(e.accessEndsAt),
    })),
  };
}
