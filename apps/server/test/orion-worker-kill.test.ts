import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { GameReport } from '@ascend/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness.ts';
import {
  assertBuilt,
  startServerProcess,
  stopAll,
  until,
  type ServerProcess as Proc,
} from './server-process.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { BLUNDER_GAME } from './support/orion-games/test-games.ts';
import { ANALYSIS_COST, FREE_MONTHLY_CREDITS } from '../src/modules/orion/credits.ts';

/*
 * A real server process (the built dist/server.js, as `npm start` runs it, workers inside) is
 * SIGKILLed in the middle of a game analysis; a new process on the same database retries the
 * expired job and the game is analysed once and charged once. On PGlite by default (the
 * restarted process reopens the same folder), on PostgreSQL with TEST_DATABASE_URL.
 */
const base = process.env.TEST_DATABASE_URL;

type Body<T> = { data: T };

let dataDir: string;
let pgDatabase: Database | null = null;
const procs: Proc[] = [];

const startServer = (env: Record<string, string> = {}) =>
  startServerProcess(
    {
      DATA_DIR: dataDir,
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      JWT_SECRET: 'orion-kill-secret-orion-kill-secret-1234',
      // Deep enough that the kill lands mid-game (a whole game takes a few seconds here); a job
      // still active after 10 s is dead, checked every second. One pass: what this test checks
      // is the retry, and a healthy job must stay well inside the 10 s.
      ORION_ANALYSIS_DEPTH: '10',
      ORION_CONFIRM_DEPTH: '0',
      ORION_JOB_EXPIRE_SECONDS: '10',
      JOB_MAINTENANCE_SECONDS: '1',
      ...env,
    },
    procs,
  );

describe(
  `a worker killed mid-analysis (${base ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      assertBuilt();
      dataDir = await mkdtemp(path.join(tmpdir(), 'ascend-orion-kill-'));
      if (base) pgDatabase = await createTestDatabase();
    }, 120_000);

    afterAll(async () => {
      await stopAll(procs);
      await pgDatabase?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('retries the job in a new process: the game is analysed once and charged once', async () => {
      const a = await startServer();
      const signUp = await fetch(`${a.url}/api/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'killed@example.com', password: 'longenough' }),
      });
      expect(signUp.status).toBe(201);
      const token = ((await signUp.json()) as Body<{ token: { access_token: string } }>).data.token
        .access_token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const submitted = await fetch(`${a.url}/api/orion/games`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pgn: BLUNDER_GAME, color: 'black' }),
      });
      expect(submitted.status).toBe(202);
      const { id } = ((await submitted.json()) as Body<{ id: number }>).data;
      const game = async (p: Proc) =>
        (
          (await (
            await fetch(`${p.url}/api/orion/games/${id}`, { headers })
          ).json()) as Body<GameReport>
        ).data;

      // Some positions evaluated, far from all: then the process dies without a word.
      await until(async () => (await game(a)).progress.done >= 3);
      a.child.kill('SIGKILL');
      await a.exited;

      // The retry's process searches shallower: its attempt must end inside the same 10 s
      // expiry, also on a loaded machine (at depth 10 and a load of 15 it did not, and the
      // finished job was expired a second time). What this checks is the retry, not depth.
      const b = await startServer({ ORION_ANALYSIS_DEPTH: '6' });
      const midway = await game(b);
      expect(midway.status).toBe('analysing');
      expect(midway.progress.done).toBeLessThan(midway.progress.total);
      await until(async () => (await game(b)).status === 'done');
      const report = await game(b);
      expect(report.moves).toHaveLength(57);
      expect(report.progress).toEqual({ done: 58, total: 58 });
      const credits = (
        (await (await fetch(`${b.url}/api/orion/credits`, { headers })).json()) as Body<{
          balance: number;
        }>
      ).data;
      expect(credits.balance).toBe(FREE_MONTHLY_CREDITS - ANALYSIS_COST);

      b.child.kill('SIGTERM');
      await b.exited;
      // The job's own record: failed by expiry once, then done on the retry.
      const database = pgDatabase ?? (await openDatabase({ dataDir: path.join(dataDir, 'db') }));
      try {
        const jobs = await database.db.execute<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job where name = 'orion.analyse'
            union all select state, retry_count from pgboss.archive where name = 'orion.analyse'`,
        );
        expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
        const ledger = await database.db.execute<{ kind: string; amount: number }>(
          sql`select kind, amount from orion_credit_ledger order by id`,
        );
        expect(ledger.rows).toEqual([
          { kind: 'allowance', amount: FREE_MONTHLY_CREDITS },
          { kind: 'analysis', amount: -ANALYSIS_COST },
        ]);
        const moves = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from orion_game_moves where game_id = ${id}`,
        );
        expect(moves.rows).toEqual([{ n: 57 }]);
      } finally {
        if (!pgDatabase) await database.close();
      }
    });
  },
);
