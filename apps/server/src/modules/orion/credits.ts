import { sql } from 'drizzle-orm';
import type { Credits } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { runOnDb, type RunSql } from '../../db/run-sql.ts';

/*
 * Orion credits (ADR 0025): an append-only ledger whose sum is the balance. Allowances are
 * granted lazily, on the first charge of a month, under a unique (user, month) key; the
 * launch promotion's 1,000 arrive with the entitlement job; an analysis costs ANALYSIS_COST
 * and a failed one is refunded once.
 */

/** Credits one game analysis costs. */
export const ANALYSIS_COST = 10;
/** Every learner's free credits each calendar month (UTC): three analyses. */
export const FREE_MONTHLY_CREDITS = 30;
/** What an active Hero plan adds each month on top of the free credits: 27 more analyses. */
export const HERO_EXTRA_CREDITS = 270;

const period = (now: Date) => now.toISOString().slice(0, 7);

/** The first instant of the next calendar month (UTC), when the allowance comes again. */
export function renewsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

async function isHero(run: RunSql, userId: number, now: Date): Promise<boolean> {
  const [row] = await run<{ hero: boolean }>(sql`
    select exists(select 1 from subscriptions where user_id = ${userId} and status = 'active'
      and current_period_end > ${now.toISOString()}) as hero`);
  return Boolean(row?.hero);
}

interface Grant {
  kind: 'allowance' | 'hero_allowance';
  key: string;
  amount: number;
}

const monthGrants = (userId: number, now: Date, hero: boolean): Grant[] => {
  const p = period(now);
  const grants: Grant[] = [
    { kind: 'allowance', key: `allowance:${userId}:${p}`, amount: FREE_MONTHLY_CREDITS },
  ];
  if (hero)
    grants.push({ kind: 'hero_allowance', key: `hero:${userId}:${p}`, amount: HERO_EXTRA_CREDITS });
  return grants;
};

/**
 * Inside the caller's transaction: locks the learner's row (so concurrent charges of one
 * learner run one after the other), grants this month's allowances if not yet granted and
 * returns the balance.
 */
export async function lockBalance(run: RunSql, userId: number, now: Date): Promise<number> {
  await run(sql`select id from users where id = ${userId} for update`);
  for (const g of monthGrants(userId, now, await isHero(run, userId, now))) {
    await run(sql`
      insert into orion_credit_ledger (user_id, amount, kind, key, created_at)
      values (${userId}, ${g.amount}, ${g.kind}, ${g.key}, ${now.toISOString()})
      on conflict (key) do nothing`);
  }
  const [row] = await run<{ balance: number }>(sql`
    select coalesce(sum(amount), 0)::int as balance from orion_credit_ledger where user_id = ${userId}`);
  return row?.balance ?? 0;
}

/** The charge of one analysis, inside the transaction that creates the game. */
export async function chargeAnalysis(
  run: RunSql,
  userId: number,
  gameId: number,
  cost: number,
  now: Date,
): Promise<void> {
  await run(sql`
    insert into orion_credit_ledger (user_id, amount, kind, key, game_id, created_at)
    values (${userId}, ${-cost}, 'analysis', ${`charge:${gameId}`}, ${gameId}, ${now.toISOString()})`);
}

/** Gives a failed analysis's credits back, once however often it is called. */
export async function refundAnalysis(run: RunSql, gameId: number, now: Date): Promise<boolean> {
  const rows = await run(sql`
    insert into orion_credit_ledger (user_id, amount, kind, key, game_id, created_at)
    select user_id, cost, 'refund', ${`refund:${gameId}`}, id, ${now.toISOString()}
    from orion_games where id = ${gameId}
    on conflict (key) do nothing returning id`);
  return rows.length > 0;
}

/**
 * The learner's credits as of `now` without writing: the ledger's sum plus this month's
 * allowances not granted yet (they will be at the first charge).
 */
export async function creditSummary(db: DbExecutor, userId: number, now: Date): Promise<Credits> {
  const run = runOnDb(db);
  const grants = monthGrants(userId, now, await isHero(run, userId, now));
  const keys = grants.map((g) => g.key);
  const [row] = await run<{ balance: number; granted: string[] | null }>(sql`
    select coalesce(sum(amount), 0)::int as balance,
      array_agg(key) filter (where key in ${keys}) as granted
    from orion_credit_ledger where user_id = ${userId}`);
  const granted = new Set(row?.granted ?? []);
  const pending = grants.filter((g) => !granted.has(g.key)).reduce((s, g) => s + g.amount, 0);
  return {
    balance: (row?.balance ?? 0) + pending,
    monthly_allowance: grants.reduce((s, g) => s + g.amount, 0),
    renews_at: renewsAt(now).toISOString(),
  };
}
