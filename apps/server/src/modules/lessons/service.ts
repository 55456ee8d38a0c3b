import { sql } from 'drizzle-orm';
import type { LessonItem } from '@ascend/contract';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadPath, type LearnerPath, pathRef, type LessonNode } from '../curriculum/index.ts';

/** A lesson as the API gives it, with the learner's status and answered count. */
export const toLessonItem = (
  l: LessonNode,
  { view, learner }: Pick<LearnerPath, 'view' | 'learner'>,
): LessonItem => ({
  ...pathRef(l),
  unit_id: l.unitId,
  section_id: l.sectionId,
  xp: l.row.xp,
  status: view.lessons.get(l.id) ?? 'locked',
  exercises_total: l.exercises,
  exercises_answered: learner.answered.get(l.id) ?? 0,
  checkpoint: l.checkpoint,
});

export async function listLessons(db: Db, userId: number, unitId: number): Promise<LessonItem[]> {
  const path = await loadPath(db, userId);
  const unit = path.outline.unit.get(unitId);
  if (!unit) throw new AppError(404, 'NOT_FOUND', `Unit ${unitId} not found`);
  return unit.lessons.map((l) => toLessonItem(l, path));
}

/** Xp the learner earned on the lesson (first completion plus practice) and whether it is done. */
export async function lessonXp(db: DbExecutor, userId: number, lessonId: number) {
  const res = await db.execute<{ found: boolean; xp: number; completed: boolean }>(sql`
    select exists (select 1 from lessons where id = ${lessonId}) as found,
      (select coalesce(sum(amount), 0)::int from xp_events where user_id = ${userId} and lesson_id = ${lessonId}) as xp,
      exists (select 1 from user_lesson_progress where user_id = ${userId} and lesson_id = ${lessonId} and completed_at is not null) as completed`);
  const row = res.rows[0]!;
  if (!row.found) throw new AppError(404, 'NOT_FOUND', `Lesson ${lessonId} not found`);
  return { xp: Number(row.xp), completed: Boolean(row.completed) };
}
