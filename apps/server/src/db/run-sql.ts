import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type PgBoss from 'pg-boss';
import type { DbExecutor } from './client.ts';

/**
 * Runs one statement and returns its rows, on the app's database or inside a job-queue
 * transaction (pg-boss's own connection), so one piece of SQL can write with a job's enqueue.
 */
export type RunSql = <T>(query: SQL) => Promise<T[]>;

const dialect = new PgDialect();

export const runOnDb =
  (db: DbExecutor): RunSql =>
  async <T>(query: SQL) =>
    (await db.execute(query)).rows as T[];

export const runOnQueue =
  (tx: PgBoss.Db): RunSql =>
  async <T>(query: SQL) => {
    const built = dialect.sqlToQuery(query);
    return (await tx.executeSql(built.sql, built.params)).rows as T[];
  };
