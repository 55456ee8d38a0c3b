import type { ExerciseItem } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lessonOpenIn, loadPath, type LearnerPath } from '../curriculum/learner.ts';
import type { ExerciseNode } from '../curriculum/outline.ts';

/** An exercise as the API gives it, with whether it is answered in the current run. */
export const toExerciseItem = (
  node: ExerciseNode,
  answered: Set<number> | undefined,
): ExerciseItem =>
  ({
    id: node.row.id,
    slug: node.row.slug,
    serial: node.row.serial,
    number: node.number,
    lesson_id: node.row.lessonId,
    lesson_serial: node.lesson.row.serial,
    feedback: node.row.feedback,
    answered: answered?.has(node.row.id) ?? false,
    type: node.row.type,
    payload: node.row.payload,
  }) as ExerciseItem;

/** The lesson's exercises in order; 403 LESSON_LOCKED while the lesson is locked. */
export async function listExercises(
  db: Db,
  userId: number,
  lessonId: number,
): Promise<ExerciseItem[]> {
  const path = await loadPath(db, userId);
  const lesson = lessonOpenIn(path, lessonId);
  const answered = path.answeredIds.get(lessonId);
  return lesson.exerciseList.map((node) => toExerciseItem(node, answered));
}

/** An active exercise of an active lesson, from the in-memory outline; 404 otherwise. */
export function exerciseIn(path: LearnerPath, exerciseId: number): ExerciseNode {
  const node = path.outline.exercise.get(exerciseId);
  if (!node) throw new AppError(404, 'NOT_FOUND', `Exercise ${exerciseId} not found`);
  return node;
}

export async function getExercise(
  db: Db,
  userId: number,
  exerciseId: number,
): Promise<ExerciseItem> {
  const path = await loadPath(db, userId);
  const node = exerciseIn(path, exerciseId);
  lessonOpenIn(path, node.lesson.id);
  return toExerciseItem(node, path.answeredIds.get(node.lesson.id));
}
