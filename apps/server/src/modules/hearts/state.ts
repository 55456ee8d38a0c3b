import { sql } from 'drizzle-orm';
import type { HeartsState } from '@ascend/contract';
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

export type HeartRow = {
  hearts: number;
  used_up_at: Date | string | null;
};

export const toState = (row: HeartRow | undefined): HeartState => {
  if (!row) return { value: MAX_HEARTS, max: MAX_HEARTS, used_up: false, used_up_at: null };
  const usedUpAt = row.used_up_at ? new Date(row.used_up_at).toISOString() : null;
  return {
    value: row.hearts,
    max: MAX_HEARTS,
    used_up: row.hearts <= 0 && usedUpAt !== null,
    used_up_at: usedUpAt,
  };
};

export const resetBefore = (now: Date) => new Date(now.getTime() - HEARTS_RESET_MS).toISOString();

/**
 * The learner's hearts as of `now`. Reading is a plain select unless a reset is due: then
 * the same statement restores them (the update matches only a due row, so it writes only then
 * and every reader agrees).
 */
export async function readHearts(db: DbExecutor, userId: number, now: Date): Promise<HeartState> {
  const before = resetBefore(now);
  const res = await db.execute<HeartRow>(sql`
    with reset as (
      update users set hearts = ${MAX_HEARTS}, hearts_used_up_at = null
      where id = ${userId} and hearts_used_up_at is not null and hearts_used_up_at <= ${before}::timestamptz
      returning hearts, hearts_used_up_at
    )
    select hearts, hearts_used_up_at as used_up_at from reset
    union all
    select hearts, hearts_used_up_at as used_up_at from users
    where id = ${userId} and not exists (select 1 from reset)`);
  return toState(res.rows[0]);
}

/**
 * Takes one heart in one atomic statement (a due reset is applied first). Reaching 0 stamps
 * hearts_used_up_at. Returns null when no heart is left: the row lock makes concurrent
 * answers queue, so hearts never go below 0 and no decrement is lost.
 */
export async function consumeHeart(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<HeartState | null> {
  const due = sql`(hearts_used_up_at is not null and hearts_used_up_at <= ${resetBefore(now)}::timestamptz)`;
  const left = sql`((case when ${due} then ${MAX_HEARTS} else hearts end) - 1)`;
  const res = await db.execute<HeartRow>(sql`
    update users set
      hearts = ${left},
      hearts_used_up_at = case when ${left} <= 0 then ${now.toISOString()}::timestamptz else null end
    where id = ${userId} and (hearts > 0 or ${due})
    returning hearts, hearts_used_up_at as used_up_at`);
  return res.rows[0] ? toState(res.rows[0]) : null;
}

/** The hearts response shape: adds when they come back and whether the learner is unlimited. */
export function heartsView(state: HeartState, unlimited: boolean): HeartsState {
  const resetsAt =
    state.used_up && state.used_up_at
      ? new Date(Date.parse(state.used_up_at) + HEARTS_RESET_MS).toISOString()
      : null;
  return {
    hearts: state.value,
    max_hearts: state.max,
    used_up: state.used_up,
    used_up_at: state.used_up_at,
    resets_at: resetsAt,
    unlimited,
  };
}
