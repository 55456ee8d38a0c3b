import { sql } from 'drizzle-orm';
import type { LinkAccountBody, LinkedAccount } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { runOnDb } from '../../db/run-sql.ts';
import { importGames } from '../orion-games/index.ts';
import { FIRST_SYNC_GAMES, RateLimited, SYNC_GAMES, checkPlayer, fetchGames } from './sites.ts';

type AccountDeps = Pick<Deps, 'db' | 'queue' | 'config'>;

interface AccountRow {
  id: number;
  user_id: number;
  site: 'lichess' | 'chess.com';
  username: string;
  last_synced_at: Date | string | null;
  sync_error: string | null;
  last_sync: { imported: number; skipped: Record<string, number> } | string | null;
  created_at: Date | string;
  games: number;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const view = (r: AccountRow): LinkedAccount => ({
  id: Number(r.id),
  site: r.site,
  username: r.username,
  last_synced_at: iso(r.last_synced_at),
  sync_error: r.sync_error,
  last_sync: typeof r.last_sync === 'string' ? JSON.parse(r.last_sync) : r.last_sync,
  games: Number(r.games),
  created_at: iso(r.created_at)!,
});

const baseOf = (deps: AccountDeps, site: 'lichess' | 'chess.com') =>
  site === 'lichess' ? deps.config.LICHESS_API_URL : deps.config.CHESSCOM_API_URL;

async function accounts(deps: AccountDeps, userId: number, id?: number) {
  return runOnDb(deps.db)<AccountRow>(sql`
    select a.*, (select count(*)::int from orion_games g where g.account_id = a.id) as games
    from orion_accounts a where a.user_id = ${userId} ${id ? sql`and a.id = ${id}` : sql``}
    order by a.id`);
}

export const listAccounts = async (deps: AccountDeps, userId: number) =>
  (await accounts(deps, userId)).map(view);

/**
 * Links a public account: the site is asked whether the player exists (a clear 404 or 502
 * otherwise), the link is stored once per learner, site and name, and the first import (the
 * newest FIRST_SYNC_GAMES games) is queued in the same transaction.
 */
export async function linkAccount(
  deps: AccountDeps,
  userId: number,
  body: LinkAccountBody,
  now: Date,
): Promise<LinkedAccount> {
  await checkPlayer(body.site, baseOf(deps, body.site), body.username, now);
  const id = await deps.queue.transaction(async (tx) => {
    const res = await tx.executeSql(
      `insert into orion_accounts (user_id, site, username, created_at) values ($1, $2, $3, $4)
       on conflict do nothing returning id`,
      [userId, body.site, body.username, now.toISOString()],
    );
    const row = res.rows[0] as { id: number } | undefined;
    if (!row) return null;
    await deps.queue.enqueue('orion.sync', { accountId: Number(row.id) }, { db: tx });
    return Number(row.id);
  });
  if (id === null)
    throw new AppError(
      409,
      'CONFLICT',
      `Your ${body.site === 'lichess' ? 'Lichess' : 'Chess.com'} account "${body.username}" is linked already.`,
    );
  deps.queue.wake('orion.sync');
  return view((await accounts(deps, userId, id))[0]!);
}

/** Unlinks: no more syncs; the games already imported and their analyses stay. */
export async function unlinkAccount(deps: AccountDeps, userId: number, id: number) {
  const gone = await runOnDb(deps.db)(sql`
    delete from orion_accounts where id = ${id} and user_id = ${userId} returning id`);
  if (gone.length === 0) throw notFound('Linked account');
}

/**
 * The `orion.sync` job for one account: asks the site for the games since the last sync (the
 * newest FIRST_SYNC_GAMES on the first), imports them (each once per learner, by the site's
 * game id and by moves), and records the time or the reason it failed. A 429 re-queues the
 * sync for after the wait the site asks for; nothing is slept in process.
 */
export async function syncAccount(
  deps: AccountDeps,
  accountId: number,
  now: Date,
): Promise<{ imported: number; skipped: number } | null> {
  const [a] = await runOnDb(deps.db)<AccountRow>(
    sql`select *, 0 as games from orion_accounts where id = ${accountId}`,
  );
  if (!a) return null;
  const since = a.last_synced_at ? new Date(a.last_synced_at) : null;
  let read;
  try {
    read = await fetchGames(
      a.site,
      baseOf(deps, a.site),
      a.username,
      since,
      since ? SYNC_GAMES : FIRST_SYNC_GAMES,
      now,
    );
  } catch (err) {
    if (err instanceof RateLimited) {
      await deps.queue.enqueue('orion.sync', { accountId }, { startAfter: err.retryAt });
      return null;
    }
    if (err instanceof AppError) {
      await runOnDb(deps.db)(
        sql`update orion_accounts set sync_error = ${err.message} where id = ${accountId}`,
      );
      return null;
    }
    throw err;
  }
  const result = await importGames(
    deps,
    Number(a.user_id),
    read,
    { source: a.site, dryRun: false, accountId },
    now,
  );
  const skipped: Record<string, number> = {};
  for (const s of result.skipped) skipped[s.reason] = (skipped[s.reason] ?? 0) + 1;
  const summary = { imported: result.games.length, skipped };
  await runOnDb(deps.db)(sql`
    update orion_accounts set last_synced_at = ${now.toISOString()}, sync_error = null,
      last_sync = ${JSON.stringify(summary)}::jsonb
    where id = ${accountId}`);
  return { imported: result.games.length, skipped: result.skipped.length };
}

/** The daily schedule: one sync job per linked account. */
export async function queueAllSyncs(deps: AccountDeps): Promise<number> {
  const rows = await runOnDb(deps.db)<{ id: number }>(sql`select id from orion_accounts`);
  for (const r of rows) await deps.queue.enqueue('orion.sync', { accountId: Number(r.id) });
  return rows.length;
}
