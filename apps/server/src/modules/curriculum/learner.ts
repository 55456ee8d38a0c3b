import { sql } from 'drizzle-orm';
import { placements, type Placement } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { computeProgress, type LearnerState, type ProgressView } from './progress-rules.ts';
import { loadOutline, type LessonNode, type Outline } from './outline.ts';

/** What the learner has done: placement, completed lessons, answers in each current run. */
export async function loadLearner(db: DbExecutor, userId: number): Promise<LearnerState> {
  const user = await db.execute<{ placement: string }>(
    sql`select placement from users where id = ${userId}`,
  );
  const raw = user.rows[0]?.placement ?? 'not_set';
  const placement: Placement = (placements as readonly string[]).includes(raw)
    ? (raw as Placement)
    : 'not_set';
  // Only attempts of the current run (run = completions) on still-active exercises count.
  const rows = await db.execute<{ lesson_id: number; completed: boolean; answered: number }>(sql`
    select p.lesson_id, p.completed_at is not null as completed,
      (select count(distinct a.exercise_id)::int from exercise_attempts a
        join exercises e on e.id = a.exercise_id and e.lesson_id = a.lesson_id and e.retired_at is null
        where a.user_id = p.user_id and a.lesson_id = p.lesson_id and a.run = p.completions) as answered
    from user_lesson_progress p where p.user_id = ${userId}`);
  const completed = new Set<number>();
  const answered = new Map<number, number>();
  for (const r of rows.rows) {
    if (r.completed) completed.add(Number(r.lesson_id));
    answered.set(Number(r.lesson_id), Number(r.answered));
  }
  return { placement, completed, answered };
}

export interface LearnerPath {
  outline: Outline;
  learner: LearnerState;
  view: ProgressView;
}

export async function loadPath(db: DbExecutor, userId: number): Promise<LearnerPath> {
  const [outline, learner] = [await loadOutline(db), await loadLearner(db, userId)];
  return { outline, learner, view: computeProgress(outline.sections, learner) };
}

/** The lesson if it is active and open for the learner; 404 or 403 LESSON_LOCKED otherwise. */
export async function openLesson(
  db: DbExecutor,
  userId: number,
  lessonId: number,
): Promise<LearnerPath & { lesson: LessonNode }> {
  const path = await loadPath(db, userId);
  const lesson = path.outline.lesson.get(lessonId);
  if (!lesson) throw new AppError(404, 'NOT_FOUND', `Lesson ${lessonId} not found`);
  if (path.view.lessons.get(lessonId) === 'locked') {
    throw new AppError(
      403,
      'LESSON_LOCKED',
      `"${lesson.row.title}" is locked. Finish the lessons before it to unlock it.`,
    );
  }
  return { ...path, lesson };
}

/** Ids of the lesson's exercises the learner answered in the current run through it. */
export async function answeredInRun(
  db: DbExecutor,
  userId: number,
  lessonId: number,
): Promise<Set<number>> {
  const rows = await db.execute<{ exercise_id: number }>(sql`
    select distinct a.exercise_id from exercise_attempts a
    join user_lesson_progress p on p.user_id = a.user_id and p.lesson_id = a.lesson_id and p.completions = a.run
    where a.user_id = ${userId} and a.lesson_id = ${lessonId}`);
  return new Set(rows.rows.map((r) => Number(r.exercise_id)));
}
