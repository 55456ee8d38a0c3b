import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { recordXpInTransaction } from '../leaderboard/hooks.ts';

/** Share of a lesson's xp paid for each later completion (docs/decisions/0007-curriculum-progress-and-xp.md). */
export const PRACTICE_SHARE = 0.2;

/** Xp for finishing run `run` of a lesson worth `lessonXp`: full the first time, then practice. */
export function xpForRun(
  lessonXp: number,
  run: number,
): { amount: number; kind: 'lesson' | 'practice' } {
  if (run === 0) return { amount: lessonXp, kind: 'lesson' };
  return { amount: Math.max(1, Math.round(lessonXp * PRACTICE_SHARE)), kind: 'practice' };
}

/**
 * Locks the learner's progress row for the lesson (creating it) and returns the current run.
 * Every answer in the lesson takes this lock first, so completion is decided one answer at a
 * time even across tabs and processes.
 */
export async function lockRun(
  tx: DbExecutor,
  userId: number,
  lessonId: number,
  now: Date,
): Promise<number> {
  const res = await tx.execute<{ completions: number }>(sql`
    insert into user_lesson_progress (user_id, lesson_id, completions, updated_at)
    values (${userId}, ${lessonId}, 0, ${now.toISOString()}::timestamptz)
    on conflict (user_id, lesson_id) do update set updated_at = excluded.updated_at
    returning completions`);
  return Number(res.rows[0]!.completions);
}

export interface RunCount {
  answered: number;
  total: number;
}

export async function countRun(
  tx: DbExecutor,
  userId: number,
  lessonId: number,
  run: number,
): Promise<RunCount> {
  const res = await tx.execute<{ answered: number; total: number }>(sql`
    select
      (select count(*)::int from exercises where lesson_id = ${lessonId} and retired_at is null) as total,
      (select count(distinct a.exercise_id)::int from exercise_attempts a
        join exercises e on e.id = a.exercise_id and e.lesson_id = a.lesson_id and e.retired_at is null
        where a.user_id = ${userId} and a.lesson_id = ${lessonId} and a.run = ${run}) as answered`);
  const row = res.rows[0]!;
  return { answered: Number(row.answered), total: Number(row.total) };
}

export interface Award {
  amount: number;
  kind: 'lesson' | 'practice';
}

/**
 * Closes run `run` and pays its xp. The xp_events unique key (user, lesson, run) makes the
 * insert a no-op for a run already paid, so the xp and the run counter move only once.
 * Call with the run lock held and only when every exercise of the run is answered.
 */
export async function completeRun(
  tx: DbExecutor,
  userId: number,
  lesson: { id: number; xp: number },
  run: number,
  now: Date,
): Promise<Award | null> {
  const { amount, kind } = xpForRun(lesson.xp, run);
  const at = now.toISOString();
  const inserted = await tx.execute(sql`
    insert into xp_events (user_id, lesson_id, run, amount, kind, created_at)
    values (${userId}, ${lesson.id}, ${run}, ${amount}, ${kind}, ${at}::timestamptz)
    on conflict (user_id, lesson_id, run) do nothing
    returning id`);
  if (inserted.rows.length === 0) return null;
  await tx.execute(sql`update users set xp = xp + ${amount} where id = ${userId}`);
  await recordXpInTransaction(tx, userId, amount, now);
  await tx.execute(sql`
    update user_lesson_progress set
      completions = ${run + 1},
      completed_at = coalesce(completed_at, ${at}::timestamptz),
      last_completed_at = ${at}::timestamptz,
      first_xp = coalesce(first_xp, ${amount})
    where user_id = ${userId} and lesson_id = ${lesson.id} and completions = ${run}`);
  return { amount, kind };
}
