import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';

export const LAUNCH_PROMOTION = 'orion_launch_2025';
export const PROMO_ACCESS_DAYS = 14;
export const PROMO_ORION_CREDITS = 1000;

type PromoConfig = Pick<Config, 'PROMO_START' | 'PROMO_END' | 'PROMO_LIMIT' | 'RELEASE_AT'>;

export const inPromotionWindow = (config: PromoConfig, at: Date): boolean =>
  at >= config.PROMO_START && at < config.PROMO_END;

export interface GrantedEntitlement {
  position: number;
  applies_at: Date;
}

/**
 * Gives the buyer a launch-promotion slot if one is left. The counter row's lock makes the
 * limit exact under concurrent purchases: a second updater waits, then re-checks
 * `granted < limit` against the committed count. Runs inside the activation transaction,
 * after the buyer's user row is locked, so one learner never takes two slots.
 */
export async function claimPromotionSlot(
  tx: Tx,
  config: PromoConfig,
  p: { userId: number; paymentId: number; now: Date },
): Promise<GrantedEntitlement | null> {
  if (!inPromotionWindow(config, p.now)) return null;
  await tx.execute(
    sql`insert into promotion_counters (promotion, granted) values (${LAUNCH_PROMOTION}, 0) on conflict do nothing`,
  );
  const res = await tx.execute<{ position: number; applies_at: Date | string }>(sql`
    with slot as (
      update promotion_counters set granted = granted + 1
      where promotion = ${LAUNCH_PROMOTION} and granted < ${config.PROMO_LIMIT}
        and not exists (select 1 from entitlements where user_id = ${p.userId} and promotion = ${LAUNCH_PROMOTION})
      returning granted)
    insert into entitlements (user_id, promotion, payment_id, position, access_days, orion_credits, applies_at, created_at)
    select ${p.userId}, ${LAUNCH_PROMOTION}, ${p.paymentId}, granted, ${PROMO_ACCESS_DAYS}, ${PROMO_ORION_CREDITS},
      ${config.RELEASE_AT.toISOString()}, ${p.now.toISOString()}
    from slot
    returning position, applies_at`);
  const row = res.rows[0];
  return row ? { position: row.position, applies_at: new Date(row.applies_at) } : null;
}
