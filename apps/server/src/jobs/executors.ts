import type { PGlite, Transaction } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import pg from 'pg';

/**
 * pg-boss runs every statement through `executeSql(text, values)`. On the embedded database
 * it is handed the app's PGlite instance: a statement with parameters goes through `query`
 * (one statement, extended protocol); text without parameters through `exec`, since pg-boss
 * sends its schema install, migrations and maintenance as several statements wrapped in
 * BEGIN … COMMIT, which `query` refuses. PGlite runs one statement at a time, so pg-boss's
 * SKIP LOCKED and advisory locks hold trivially there.
 */
export function pgliteExecutor(client: PGlite | Transaction): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Connections the queue holds to PostgreSQL per process, beside the app's pool of 10. */
const QUEUE_POOL_SIZE = 4;

/** pg-boss's own pool on PostgreSQL, so job polling never waits behind (or delays) requests. */
export function openQueuePool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: QUEUE_POOL_SIZE,
    application_name: 'ascend-jobs',
  });
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error('PostgreSQL idle client error (jobs):', err.message);
  });
  return pool;
}

export function poolExecutor(pool: pg.Pool | pg.PoolClient): PgBoss.Db {
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}
