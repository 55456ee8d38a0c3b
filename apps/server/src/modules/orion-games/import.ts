import { sql } from 'drizzle-orm';
import type { PgnImport, SkippedGame } from '@ascend/contract';
import type { FileGame } from '@ascend/chess';
import type { Deps } from '../../deps.ts';
import { runOnDb, type RunSql } from '../../db/run-sql.ts';
import { ANALYSIS_COST, creditSummary } from '../orion/index.ts';
import { analysisTransaction, type AnalysisTx } from './analysis-queue.ts';
import { movesKey } from './moves-key.ts';

type ImportDeps = Pick<Deps, 'queue' | 'db'>;

/** A game to import: read from a file or a site, with the site's id when it has one. */
export type ImportGame = FileGame & { externalId?: string };

export interface ImportOptions {
  source: string;
  dryRun: boolean;
  accountId?: number;
}

const side = (c: 'w' | 'b') => (c === 'w' ? 'white' : 'black');
const name = (h: Record<string, string>, k: 'White' | 'Black') => (h[k] && h[k] !== '?' ? h[k] : k);

/** Newest first (games without a date last, in file order): the balance covers those first. */
const newestFirst = (a: ImportGame, b: ImportGame) =>
  (b.playedAt?.getTime() ?? -Infinity) - (a.playedAt?.getTime() ?? -Infinity) || a.index - b.index;

/** The caller's game with the same moves (not failed) or the same site id, if any. */
async function alreadyThere(run: RunSql, userId: number, key: string, externalId?: string) {
  const [row] = await run<{ id: number }>(sql`
    select id from orion_games where user_id = ${userId}
      and ((moves_key = ${key} and status <> 'failed') or external_id = ${externalId ?? null})
    limit 1`);
  return row ? Number(row.id) : null;
}

/**
 * Imports the games (issue 28): in one transaction under the learner's lock, each game not
 * imported before is stored, the newest ones the balance covers charged and queued for
 * analysis, the rest kept `waiting` for credits (not charged). A dry run reads the same and
 * writes nothing. A game the learner already has (same side, start and moves, or the same
 * site id) is listed as a duplicate and never charged again.
 */
export async function importGames(
  deps: ImportDeps,
  userId: number,
  read: { games: ImportGame[]; skipped: SkippedGame[] },
  opts: ImportOptions,
  now: Date,
): Promise<PgnImport> {
  // A dry run reads the same with no AnalysisTx: it counts what the balance would cover.
  const work = async (run: RunSql, balance: number, a: AnalysisTx | null) => {
    const start = balance;
    const skipped = [...read.skipped];
    const games: PgnImport['games'] = [];
    for (const g of [...read.games].sort(newestFirst)) {
      const key = movesKey(g.color, g.parsed.startFen, g.parsed.moves);
      const h = g.parsed.headers;
      if ((await alreadyThere(run, userId, key, g.externalId)) !== null) {
        skipped.push({
          index: g.index,
          white: name(h, 'White'),
          black: name(h, 'Black'),
          reason: 'duplicate',
          message: 'You imported this game before; its analysis is in your list.',
        });
        continue;
      }
      let status: 'queued' | 'waiting' = balance >= ANALYSIS_COST ? 'queued' : 'waiting';
      let id: number | null = null;
      if (a) {
        ({ id, status } = await a.queueAnalysis({
          color: g.color,
          source: opts.source,
          pgn: g.pgn,
          headers: h,
          startFen: g.parsed.startFen,
          plies: g.parsed.moves.length,
          movesKey: key,
          accountId: opts.accountId,
          externalId: g.externalId,
          playedAt: g.playedAt,
        }));
      }
      if (status === 'queued') balance -= ANALYSIS_COST;
      games.push({
        index: g.index,
        id,
        status,
        white: name(h, 'White'),
        black: name(h, 'Black'),
        color: side(g.color),
        played_at: g.playedAt?.toISOString() ?? null,
        plies: g.parsed.moves.length,
      });
    }
    const analysed = games.filter((g) => g.status === 'queued').length;
    return {
      dry_run: opts.dryRun,
      games,
      skipped: skipped.sort((a, b) => a.index - b.index),
      analysis_cost: ANALYSIS_COST,
      cost: analysed * ANALYSIS_COST,
      balance: start,
      analysed_now: analysed,
      waiting: games.length - analysed,
    };
  };
  if (opts.dryRun) {
    const { balance } = await creditSummary(deps.db, userId, now);
    return work(runOnDb(deps.db), balance, null);
  }
  return analysisTransaction(deps, userId, now, (a) => work(a.run, a.balance, a));
}

/**
 * Starts the learner's waiting games, newest first, as far as the balance goes: each is
 * claimed (`status = 'waiting'`), charged under its own key and queued in one transaction
 * under the learner's lock, so concurrent runs start each game once and never overdraw.
 * Returns how many started.
 */
export async function startWaitingGames(
  deps: ImportDeps,
  userId: number,
  now: Date,
): Promise<number> {
  return analysisTransaction(deps, userId, now, async (a) => {
    const affordable = Math.floor(a.balance / ANALYSIS_COST);
    if (affordable <= 0) return 0;
    const rows = await a.run<{ id: number }>(sql`
      update orion_games set status = 'queued', cost = ${ANALYSIS_COST}
      where id in (select id from orion_games where user_id = ${userId} and status = 'waiting'
        order by played_at desc nulls last, id limit ${affordable})
        and status = 'waiting'
      returning id`);
    for (const { id } of rows) await a.startAnalysis(Number(id));
    return rows.length;
  });
}

/** The `orion.resume-waiting` job: every learner with waiting games (or the one named). */
export async function resumeWaitingGames(
  deps: ImportDeps,
  now: Date,
  userId?: number,
): Promise<number> {
  const users = userId
    ? [userId]
    : (
        await runOnDb(deps.db)<{ user_id: number }>(
          sql`select distinct user_id from orion_games where status = 'waiting'`,
        )
      ).map((r) => Number(r.user_id));
  let started = 0;
  for (const u of users) started += await startWaitingGames(deps, u, now);
  return started;
}
