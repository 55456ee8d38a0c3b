import { createHash } from 'node:crypto';
import type { Db } from './client.ts';

const names = new Map<string, string>();

/**
 * Runs `text` as a named prepared statement: PostgreSQL parses it once per connection and,
 * where its plan does not depend on the values, plans it once too (PGlite ignores the name).
 * The name is `prefix` and the text's hash, as one name must never stand for two texts.
 * Drizzle has no public call for this, so it goes through the session's prepareQuery, the
 * one its query builders use; the tests of every caller would catch a Drizzle change. A
 * pooler in transaction mode would need prepared-statement support.
 */
export async function runNamed<T>(
  db: Db,
  prefix: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  const res = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: T[] };
  return res.rows;
}
