import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

/**
 * Vitest's global set-up (vitest.config.ts): migrates one database per run and hands it to
 * every test file's `createTestDatabase()` to copy, instead of migrating once per file (ADR
 * 0040). On the embedded database the copy is a dump of a migrated PGlite data directory
 * (loading it skips PGlite's initdb as well as the migrations); on PostgreSQL it is a
 * template database that `CREATE DATABASE … TEMPLATE` clones. The names travel to the test
 * processes in the environment, which they inherit; without them (a test file run by another
 * runner) createTestDatabase migrates a new database as before.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const file = path.join(tmpdir(), `ascend-test-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.ASCEND_TEST_PGLITE_TEMPLATE = file;
    return async () => rmSync(file, { force: true });
  }
  const name = `ascend_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  // A template must have no open connection while it is cloned.
  await database.close();
  process.env.ASCEND_TEST_PG_TEMPLATE = name;
  return async () => adminQuery(base, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
