import { checkAnswer } from '@ascend/chess';
import type { ExerciseItem, ExerciseSpec, ExerciseType, WhyWrongResult } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  lessonOpenIn,
  loadPath,
  type LearnerPath,
  type ExerciseNode,
} from '../curriculum/index.ts';
import { parseAnswer } from './answer-parse.ts';
import { whyWrong } from './why-wrong.ts';

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
    payload: node.sent,
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

/**
 * Why an answer is wrong, at the moment it is given (nothing recorded: Continue submits it to
 * answer-check later). A right answer has no why.
 */
export async function explainAnswer(
  db: Db,
  userId: number,
  input: { exercise_id: number; answer: unknown },
): Promise<WhyWrongResult> {
  const path = await loadPath(db, userId);
  const node = exerciseIn(path, input.exercise_id);
  lessonOpenIn(path, node.lesson.id);
  const type = node.row.type as ExerciseType;
  const answer = parseAnswer(type, input.answer);
  const verdict = checkAnswer({ type, payload: node.row.payload } as ExerciseSpec, answer);
  if (verdict.correct || verdict.alsoGood)
    return {
      reason: verdict.alsoGood ? (verdict.reason ?? null) : null,
      wrong_move: null,
      refutation: null,
      refutation_pending: false,
    };
  return whyWrong(node.row, answer, verdict.reason ?? null);
}
