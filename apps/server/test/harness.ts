import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../src/config.ts';
import { TestClock } from '../src/clock.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';

/**
 * One database per test file: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped in close()). Under
 * vitest both are copies of the run's one migrated database (test/template-database.ts);
 * migrate() on them finds nothing left to apply.
 */
export async function createTestDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const template = process.env.ASCEND_TEST_PGLITE_TEMPLATE;
    const database = await openDatabase(
      template ? { pglite: new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) } : {},
    );
    if (!template) await database.migrate();
    return database;
  }
  const name = `ascend_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env.ASCEND_TEST_PG_TEMPLATE;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (!template) await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: base });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** The configuration of a test app: quiet, no web build, fixed secrets; `env` overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/ascend-test-${process.pid}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(env);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Empties every table (keeps the schema); call between tests that need a clean slate. */
export async function resetDatabase(database: Database, keep: string[] = []): Promise<void> {
  const res = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = res.rows.map((r) => r.tablename).filter((t) => !keep.includes(t));
  if (tables.length) {
    await database.db.execute(
      sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
    );
  }
}
