import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ALL_TIME, weekBoard, weekStart, type Board } from './board.ts';

const WEEK_MS = 7 * 86_400_000;

/** leaderboard_xp_buckets groups 2^8 = 256 xp values per row. */
export const BUCKET_BITS = 8;
const SHIFT = sql.raw(String(BUCKET_BITS));

/**
 * Adds an award to one board and moves the learner between xp counts and buckets, in one
 * statement. The upsert locks the learner's row, so `xp - amount` is exactly the count
 * being left. Moves are summed per key first: one statement may not touch a row twice.
 */
async function addToBoard(tx: DbExecutor, board: Board, userId: number, amount: number, at: Date) {
  await tx.execute(sql`
    with up as (
      insert into leaderboard_scores (board, user_id, xp, reached_at)
      values (${board}, ${userId}, ${amount}, date_trunc('second', ${at.toISOString()}::timestamptz))
      on conflict (board, user_id) do update
        set xp = leaderboard_scores.xp + excluded.xp,
            reached_at = greatest(leaderboard_scores.reached_at, excluded.reached_at)
      returning xp
    ), moves as (
      select xp - ${amount} as xp, -1 as d from up where xp - ${amount} > 0
      union all select xp, 1 from up
    ), exact as (
      insert into leaderboard_xp_counts (board, xp, learners)
      select ${board}, xp, sum(d) from moves group by xp
      on conflict (board, xp) do update set learners = leaderboard_xp_counts.learners + excluded.learners
    )
    insert into leaderboard_xp_buckets (board, bucket, learners)
    select ${board}, xp >> ${SHIFT}, sum(d) from moves group by 2 having sum(d) <> 0
    on conflict (board, bucket) do update set learners = leaderboard_xp_buckets.learners + excluded.learners`);
}

/**
 * HOOK for the xp award: call inside the transaction that inserts the xp_event and raises
 * users.xp, so the PostgreSQL boards commit (or roll back) with the award.
 */
export async function recordXpInTransaction(
  tx: DbExecutor,
  userId: number,
  amount: number,
  at: Date,
): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) return;
  await addToBoard(tx, ALL_TIME, userId, amount, at);
  await addToBoard(tx, weekBoard(at), userId, amount, at);
}

/** Takes a learner off every PostgreSQL board (account deleted). */
export async function removeFromTables(tx: DbExecutor, userId: number): Promise<void> {
  await tx.execute(sql`
    with gone as (delete from leaderboard_scores where user_id = ${userId} returning board, xp),
    exact as (
      update leaderboard_xp_counts c set learners = c.learners - 1
      from gone where c.board = gone.board and c.xp = gone.xp
    )
    update leaderboard_xp_buckets b set learners = b.learners - 1
    from gone where b.board = gone.board and b.bucket = gone.xp >> ${SHIFT}`);
}

/** True when the all-time and this week's boards agree with users.xp and xp_events. */
export async function tablesInStep(db: DbExecutor, now: Date): Promise<boolean> {
  const week = weekStart(now);
  const res = await db.execute<{ ok: boolean }>(sql`
    with src_all as (
      select count(*)::bigint as n, coalesce(sum(xp), 0)::bigint as xp
      from users where deleted_at is null and disabled_at is null and xp > 0
    ), src_week as (
      select coalesce(sum(e.amount), 0)::bigint as xp
      from xp_events e join users u on u.id = e.user_id and u.deleted_at is null and u.disabled_at is null
      where e.created_at >= ${week.toISOString()}::timestamptz
    ), lb as (
      select board, coalesce(sum(learners), 0)::bigint as n, coalesce(sum(xp::bigint * learners), 0)::bigint as xp
      from leaderboard_xp_counts where board in (${ALL_TIME}, ${weekBoard(now)}) group by board
    ), buckets as (
      select coalesce(sum(learners), 0)::bigint as n from leaderboard_xp_buckets where board = ${ALL_TIME}
    )
    select (select n from src_all) = coalesce((select n from lb where board = ${ALL_TIME}), 0)
       and (select n from src_all) = (select n from buckets)
       and (select xp from src_all) = coalesce((select xp from lb where board = ${ALL_TIME}), 0)
       and (select xp from src_week) = coalesce((select xp from lb where board = ${weekBoard(now)}), 0) as ok`);
  return res.rows[0]?.ok === true;
}

/** Derives the boards again from users.xp and xp_events (this week and the last). */
export async function rebuildTables(db: DbExecutor, now: Date): Promise<void> {
  const since = new Date(weekStart(now).getTime() - WEEK_MS).toISOString();
  await db.execute(sql`delete from leaderboard_scores`);
  await db.execute(sql`delete from leaderboard_xp_counts`);
  await db.execute(sql`delete from leaderboard_xp_buckets`);
  await db.execute(sql`
    insert into leaderboard_scores (board, user_id, xp, reached_at)
    select ${ALL_TIME}, u.id, u.xp, date_trunc('second', coalesce(e.last_at, u.created_at))
    from users u left join lateral (select max(created_at) as last_at from xp_events where user_id = u.id) e on true
    where u.deleted_at is null and u.disabled_at is null and u.xp > 0`);
  await db.execute(sql`
    insert into leaderboard_scores (board, user_id, xp, reached_at)
    select to_char(date_trunc('week', e.created_at at time zone 'UTC'), 'YYYY-MM-DD'), e.user_id,
           sum(e.amount), date_trunc('second', max(e.created_at))
    from xp_events e join users u on u.id = e.user_id and u.deleted_at is null and u.disabled_at is null
    where e.created_at >= ${since}::timestamptz
    group by 1, 2 having sum(e.amount) > 0`);
  await db.execute(sql`
    insert into leaderboard_xp_counts (board, xp, learners)
    select board, xp, count(*) from leaderboard_scores group by board, xp`);
  await db.execute(sql`
    insert into leaderboard_xp_buckets (board, bucket, learners)
    select board, xp >> ${SHIFT}, sum(learners) from leaderboard_xp_counts group by 1, 2`);
}
