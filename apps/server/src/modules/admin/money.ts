import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lockBalance } from '../orion/index.ts';
import { runOnDb } from '../../db/run-sql.ts';
import { actOnUser, conflict, type Actor } from './act.ts';

const DAY_MS = 86_400_000;

/**
 * Adds (amount > 0) or removes (amount < 0) Orion credits through the append-only ledger
 * (kind 'admin'). The learner's row lock of lockBalance orders concurrent changes, so a
 * removal can never take the balance below zero.
 */
export async function adjustCredits(
  deps: Deps,
  actor: Actor,
  userId: number,
  amount: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'credits.adjust', userId, reason }, async (tx, now) => {
    const run = runOnDb(tx);
    const balance = await lockBalance(run, userId, now);
    if (balance + amount < 0)
      throw new AppError(
        409,
        'INSUFFICIENT_CREDITS',
        `The learner has ${balance} credits; at most ${balance} can be removed.`,
      );
    await run(sql`
      insert into orion_credit_ledger (user_id, amount, kind, key, created_at)
      values (${userId}, ${amount}, 'admin', ${`admin:${randomUUID()}`}, ${now.toISOString()})`);
    return { before: { balance }, after: { balance: balance + amount, amount } };
  });
}

async function activeHeroEnd(tx: Tx, userId: number, now: Date): Promise<Date | null> {
  const rows = await tx.execute<{ end: Date | string | null }>(sql`
    select max(current_period_end) as end from subscriptions
    where user_id = ${userId} and status = 'active' and current_period_end > ${now.toISOString()}`);
  const end = rows.rows[0]?.end;
  return end ? new Date(end) : null;
}

/**
 * Grants Hero days: the active period runs `days` longer, or a period of `days` starts now.
 * A granted period does not renew (cancel_at_period_end), and is not a payment.
 */
export async function grantHeroDays(
  deps: Deps,
  actor: Actor,
  userId: number,
  days: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'hero.grant', userId, reason }, async (tx, now) => {
    const end = await activeHeroEnd(tx, userId, now);
    const newEnd = new Date((end ?? now).getTime() + days * DAY_MS);
    if (end) {
      await tx.execute(sql`
        update subscriptions set current_period_end = ${newEnd.toISOString()}
        where id = (select id from subscriptions where user_id = ${userId} and status = 'active'
          and current_period_end = ${end.toISOString()} order by id desc limit 1)`);
    } else {
      await tx.execute(sql`
        insert into subscriptions (user_id, plan_type, status, current_period_start,
          current_period_end, cancel_at_period_end, created_at)
        values (${userId}, 'monthly', 'active', ${now.toISOString()}, ${newEnd.toISOString()},
          true, ${now.toISOString()})`);
    }
    return {
      before: { hero_ends_at: end?.toISOString() ?? null },
      after: { hero_ends_at: newEnd.toISOString(), days },
    };
  });
}

/** Ends the learner's Hero access now: every active period ends at this instant. */
export async function endHero(
  deps: Deps,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<void> {
  await actOnUser(deps, actor, { action: 'hero.end', userId, reason }, async (tx, now) => {
    const end = await activeHeroEnd(tx, userId, now);
    if (!end) throw conflict('This learner has no active Hero plan to end.');
    await tx.execute(sql`
      update subscriptions set current_period_end = ${now.toISOString()}, cancel_at_period_end = true
      where user_id = ${userId} and status = 'active' and current_period_end > ${now.toISOString()}`);
    return {
      before: { hero_ends_at: end.toISOString() },
      after: { hero_ends_at: now.toISOString() },
    };
  });
}
