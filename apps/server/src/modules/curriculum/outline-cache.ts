import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadOutline, type Outline } from './outline.ts';

/**
 * The outline held in memory, one per database handle, tagged with the content version it
 * was read at (content_state.version; null when the row is missing, as after a test's
 * truncate). Readers pass the version they read alongside the learner's progress, so a
 * process notices a content load made by any other process on its next request, at no extra
 * round trip; a stale outline is rebuilt once, concurrent readers share the rebuild.
 */
interface Held {
  version: number | null;
  outline: Promise<Outline>;
}

const held = new WeakMap<object, Held>();

export async function outlineAt(db: Db, version: number | null): Promise<Outline> {
  const current = held.get(db);
  if (current && current.version === version) return current.outline;
  const outline = loadOutline(db);
  const next = { version, outline };
  held.set(db, next);
  outline.catch(() => {
    if (held.get(db) === next) held.delete(db);
  });
  return outline;
}

/** The version of the loaded content; `outlineAt(db, await contentVersion(db))` where no other read carries it. */
export async function contentVersion(db: Db): Promise<number | null> {
  const res = await db.execute<{ version: number }>(
    sql`select version from content_state where id = 1`,
  );
  const v = res.rows[0]?.version;
  return v === undefined ? null : Number(v);
}

/** A content version no process has seen: the loader writes one with every load. */
export function newContentVersion(): number {
  return 1 + Math.floor(Math.random() * 2_147_483_646);
}
