import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { recordActivity } from './record.ts';

const WINDOW_MS = 2 * 86_400_000;

/**
 * Lesson completions of the last two days whose streak day was never recorded: the answer
 * that closed a run only because another tab raced it records its day after the answer
 * statement, and a process killed in between would lose it. Each is recorded now, at its own
 * instant (xp_events keeps it), under the usual source key, so a repair and a late hook never
 * both count it. A day is never dated earlier than the last recorded one, so a repair after
 * later activity lands on that later day at worst.
 */
export async function findUnrecordedLessons(db: DbExecutor, userId: number, now: Date) {
  const res = await db.execute<{ lesson_id: number; run: number; amount: number; at: string }>(
    sql`
    select e.lesson_id, e.run, e.amount, e.created_at as at from xp_events e
    where e.user_id = ${userId} and e.lesson_id is not null and e.kind in ('lesson', 'practice')
      and e.created_at > ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz
      and e.created_at <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from habit_sources s where s.user_id = e.user_id
        and s.source = 'lesson:' || e.lesson_id || ':' || e.run)
    order by e.created_at`,
  );
  return res.rows;
}

export async function repairLessonDays(
  tx: DbExecutor,
  userId: number,
  missing: Awaited<ReturnType<typeof findUnrecordedLessons>>,
): Promise<void> {
  for (const e of missing) {
    await recordActivity(tx, userId, new Date(e.at), {
      source: `lesson:${e.lesson_id}:${e.run}`,
      xp: Number(e.amount),
      lessons: 1,
      puzzlesSolved: 0,
    });
  }
}
