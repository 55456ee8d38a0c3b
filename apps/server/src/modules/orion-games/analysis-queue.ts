import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { runOnQueue, type RunSql } from '../../db/run-sql.ts';
import { ANALYSIS_COST, chargeAnalysis, lockBalance } from '../orion/index.ts';

/**
 * Sources whose analysis is free: games played in the app against our own opponent (issue 37,
 * ADR 0044). Their analysis is queued at once, uncharged, whatever the balance.
 */
export const NO_CHARGE_SOURCES: ReadonlySet<string> = new Set(['play']);

/** A game to store for analysis, read and keyed by its caller. */
export interface NewGame {
  color: 'w' | 'b';
  source: string;
  pgn: string;
  headers: Record<string, string>;
  startFen: string;
  plies: number;
  movesKey: string;
  accountId?: number | null;
  externalId?: string | null;
  playedAt?: Date | null;
}

/** One learner's analysis transaction (analysisTransaction). */
export interface AnalysisTx {
  run: RunSql;
  /** The learner's credits: the locked balance less what this transaction charged. */
  balance: number;
  /**
   * The one pipeline for a new game (the single game, the PGN file, the account sync): stores
   * it, then charges and queues its analysis when the balance covers it, else keeps it
   * `waiting` for credits, uncharged. A game of a NO_CHARGE_SOURCES source is queued uncharged
   * (cost 0).
   */
  queueAnalysis(game: NewGame): Promise<{ id: number; status: 'queued' | 'waiting' }>;
  /** Charges and queues the analysis of a stored game the caller claimed (a waiting one). */
  startAnalysis(gameId: number): Promise<void>;
}

/**
 * Runs `work` in one job-queue transaction under the learner's lock with their balance (this
 * month's allowances granted, ADR 0025), so a game is stored, charged and its job enqueued
 * together or not at all, and concurrent calls of one learner never overdraw. Wakes the
 * analysis workers once it committed, if it queued any.
 */
export async function analysisTransaction<T>(
  deps: Pick<Deps, 'queue'>,
  userId: number,
  now: Date,
  work: (a: AnalysisTx) => Promise<T>,
): Promise<T> {
  let started = 0;
  const result = await deps.queue.transaction(async (tx) => {
    started = 0;
    const run = runOnQueue(tx);
    const a: AnalysisTx = {
      run,
      balance: await lockBalance(run, userId, now),
      async startAnalysis(gameId) {
        await chargeAnalysis(run, userId, gameId, ANALYSIS_COST, now);
        await deps.queue.enqueue('orion.analyse', { gameId }, { db: tx });
        a.balance -= ANALYSIS_COST;
        started += 1;
      },
      async queueAnalysis(g) {
        const free = NO_CHARGE_SOURCES.has(g.source);
        const status =
          free || a.balance >= ANALYSIS_COST ? ('queued' as const) : ('waiting' as const);
        const [row] = await run<{ id: number }>(sql`
          insert into orion_games (user_id, status, color, source, account_id, external_id, pgn, headers,
            start_fen, plies, moves_key, cost, played_at, created_at)
          values (${userId}, ${status}, ${g.color}, ${g.source}, ${g.accountId ?? null},
            ${g.externalId ?? null}, ${g.pgn}, ${JSON.stringify(g.headers)}::jsonb, ${g.startFen},
            ${g.plies}, ${g.movesKey}, ${free ? 0 : ANALYSIS_COST}, ${g.playedAt?.toISOString() ?? null},
            ${now.toISOString()})
          returning id`);
        const id = Number(row!.id);
        if (free) {
          await deps.queue.enqueue('orion.analyse', { gameId: id }, { db: tx });
          started += 1;
        } else if (status === 'queued') await a.startAnalysis(id);
        return { id, status };
      },
    };
    return work(a);
  });
  if (started) deps.queue.wake('orion.analyse');
  return result;
}
