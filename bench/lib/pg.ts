import pg from 'pg';

/** The PostgreSQL server the suites create their own databases on. */
export const BENCH_PG_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the server's maintenance database (create or drop a database). */
export async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the bench server. */
export function databaseUrl(name: string): string {
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name: string) => admin(`drop database if exists ${name} with (force)`);

/** Drops and recreates database `name`; returns its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await admin(`create database ${name}`);
  return databaseUrl(name);
}
