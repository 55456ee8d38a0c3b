import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * Both drivers expose the same PgDatabase API; we type the handle as the node-postgres one
 * so services are written once. `kind` tells the few places that care (bench, tests).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address: the job queue opens its own pool on it. */
  url?: string;
  /** PostgreSQL's pool of request connections (the metrics read its use); absent on PGlite. */
  pool?: pg.Pool;
  /** The embedded database's instance: the job queue runs its statements on it. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Finds apps/server/drizzle whether running from src/ (tsx) or dist/ (bundle). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder (apps/server/drizzle) not found');
}

/** Connections a server instance holds to PostgreSQL; the scale path counts them per instance. */
const POOL_SIZE = 10;

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** An embedded database already made (the tests' copy of a migrated one). */
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    // Connections are kept, not closed after 10 s idle (pg's default): a new one costs a
    // backend start, cold catalogue caches and custom plans for the first executions of each
    // named statement (3–12 ms each here), which under a steady load landed as latency spikes
    // whenever a burst reopened what the idle timer had closed (ADR 0013).
    const pool = new pg.Pool({ connectionString: opts.url, max: POOL_SIZE, idleTimeoutMillis: 0 });
    // An idle client's connection can be closed by the server (restart, admin shutdown,
    // a dropped test database); pg emits that on the pool, and unhandled it would crash us.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error('PostgreSQL idle client error:', err.message);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      pool,
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const client = opts.pglite ?? (opts.dataDir ? new PGlite(opts.dataDir) : new PGlite());
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
