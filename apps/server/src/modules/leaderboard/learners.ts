import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { avatarUrl } from '../users/index.ts';

export interface LearnerCard {
  username: string;
  avatar_url: string | null;
  country: string | null;
}

type CardColumns = { username: string | null; avatar_path: string | null; country: string | null };

/** A learner without a username still needs a name on a board or profile. */
export const displayName = (id: number, username: string | null): string =>
  username ?? `Learner #${id}`;

/** The public card of an active learner from their users columns. */
export const cardOf = (id: number, row: CardColumns): LearnerCard => ({
  username: displayName(id, row.username),
  avatar_url: avatarUrl(row.avatar_path),
  country: row.country,
});

/**
 * Public card data of active learners by id; deleted or unknown ids are absent. Raw SQL
 * with the ids as one array parameter: the Redis path runs this on every read, and the
 * query builder with `inArray` took about 3.5× the Node CPU (0.65 vs 0.18 ms for 25 ids).
 */
export async function learnerCards(
  db: DbExecutor,
  ids: number[],
): Promise<Map<number, LearnerCard>> {
  if (ids.length === 0) return new Map();
  const list = `{${[...new Set(ids)].join(',')}}`;
  const res = await db.execute<CardColumns & { id: number }>(sql`
    select id, username, avatar_path, country from users
    where id = any(${list}::int[]) and deleted_at is null and disabled_at is null`);
  return new Map(res.rows.map((r) => [Number(r.id), cardOf(Number(r.id), r)]));
}
