import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

export const MAX_HEARTS = 5;
/** Hearts come back (to MAX_HEARTS) this long after they were used up. */
export const HEARTS_RESET_MS = 4 * 60 * 60 * 1000;

export interface HeartState {
  value: number;
  max: number;
  used_up: boolean;
  used_up_at: string | null;
}

/**
 * The learner's hearts as of `now`. If they were used up at least 4 hours ago they are
 * restored in the same atomic statement that reads them, so every reader agrees.
 */
export async function readHearts(db: DbExecutor, userId: number, now: Date): Promise<HeartState> {
  const resetBefore = new Date(now.getTime() - HEARTS_RESET_MS);
  const res = await db.execute<{ hearts: number; used_up_at: Date | string | null }>(sql`
    update users set
      hearts = case when hearts_used_up_at is not null and hearts_used_up_at <= ${resetBefore.toISOString()} then ${MAX_HEARTS} else hearts end,
      hearts_used_up_at = case when hearts_used_up_at is not null and hearts_used_up_at <= ${resetBefore.toISOString()} then null else hearts_used_up_at end
    where id = ${userId}
    returning hearts, hearts_used_up_at as used_up_at`);
  const row = res.rows[0];
  if (!row) return { value: MAX_HEARTS, max: MAX_HEARTS, used_up: false, used_up_at: null };
  const usedUpAt = row.used_up_at ? new Date(row.used_up_at).toISOString() : null;
  return { value: row.hearts, max: MAX_HEARTS, used_up: row.hearts <= 0 && usedUpAt !== null, used_up_at: usedUpAt };
}
