import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ExerciseItem } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { exercises, lessons } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { answeredInRun, openLesson } from '../curriculum/learner.ts';

type ExerciseRow = typeof exercises.$inferSelect;

const toItem = (
  row: ExerciseRow,
  number: number,
  lessonSerial: number,
  answered: Set<number>,
): ExerciseItem =>
  ({
    id: row.id,
    slug: row.slug,
    serial: row.serial,
    number,
    lesson_id: row.lessonId,
    lesson_serial: lessonSerial,
    feedback: row.feedback,
    answered: answered.has(row.id),
    type: row.type,
    payload: row.payload,
  }) as ExerciseItem;

/** Active exercises of the lesson, in order. */
async function lessonExercises(db: DbExecutor, lessonId: number): Promise<ExerciseRow[]> {
  return db
    .select()
    .from(exercises)
    .where(and(eq(exercises.lessonId, lessonId), isNull(exercises.retiredAt)))
    .orderBy(asc(exercises.serial), asc(exercises.id));
}

/** The lesson's exercises in order; 403 LESSON_LOCKED while the lesson is locked. */
export async function listExercises(
  db: DbExecutor,
  userId: number,
  lessonId: number,
): Promise<ExerciseItem[]> {
  const { lesson } = await openLesson(db, userId, lessonId);
  const rows = await lessonExercises(db, lessonId);
  const answered = await answeredInRun(db, userId, lessonId);
  return rows.map((row, i) => toItem(row, i + 1, lesson.row.serial, answered));
}

/** An active exercise with its lesson row; 404 when missing or retired. */
export async function findExercise(db: DbExecutor, exerciseId: number) {
  const [found] = await db
    .select({ exercise: exercises, lesson: lessons })
    .from(exercises)
    .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
    .where(
      and(eq(exercises.id, exerciseId), isNull(exercises.retiredAt), isNull(lessons.retiredAt)),
    );
  if (!found) throw new AppError(404, 'NOT_FOUND', `Exercise ${exerciseId} not found`);
  return found;
}

export async function getExercise(
  db: DbExecutor,
  userId: number,
  exerciseId: number,
): Promise<ExerciseItem> {
  const { exercise } = await findExercise(db, exerciseId);
  const { lesson } = await openLesson(db, userId, exercise.lessonId);
  const rows = await lessonExercises(db, exercise.lessonId);
  const answered = await answeredInRun(db, userId, exercise.lessonId);
  return toItem(
    exercise,
    rows.findIndex((r) => r.id === exercise.id) + 1,
    lesson.row.serial,
    answered,
  );
}
