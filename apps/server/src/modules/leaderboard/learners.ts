import { and, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { avatarUrl } from '../users/present.ts';

export interface LearnerCard {
  username: string;
  avatar_url: string | null;
  country: string | null;
}

/** A learner without a username still needs a name on a board or profile. */
export const displayName = (id: number, username: string | null): string =>
  username ?? `Learner #${id}`;

/** Public card data of active learners by id; deleted or unknown ids are absent. */
export async function learnerCards(
  db: DbExecutor,
  ids: number[],
): Promise<Map<number, LearnerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatarPath: users.avatarPath,
      country: users.country,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        username: displayName(r.id, r.username),
        avatar_url: avatarUrl(r.avatarPath),
        country: r.country,
      },
    ]),
  );
}
