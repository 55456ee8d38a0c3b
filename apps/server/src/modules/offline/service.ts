import { OFFLINE_PACK_SIZE, type OfflineLessons } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { loadPath } from '../curriculum/index.ts';
import { toExerciseItem } from '../exercises/index.ts';
import { toLessonItem } from '../lessons/index.ts';

/**
 * The offline pack: the learner's current lesson (the frontier, else any unfinished one) and
 * the next lessons in path order, with their exercises, as the online reads give them. A
 * learner who has finished everything gets an empty pack.
 */
export async function offlineLessons(db: Db, userId: number): Promise<OfflineLessons> {
  const path = await loadPath(db, userId);
  const { outline, view, answeredIds } = path;
  const current = view.current;
  if (!current) return { lessons: [] };
  const from = outline.index.position.get(current.lessonId) ?? 0;
  const order = outline.index.order.slice(from, from + OFFLINE_PACK_SIZE);
  return {
    lessons: order.map(({ lessonId }) => {
      const lesson = outline.lesson.get(lessonId)!;
      const answered = answeredIds.get(lessonId);
      return {
        lesson: toLessonItem(lesson, path),
        exercises: lesson.exerciseList.map((node) => toExerciseItem(node, answered)),
      };
    }),
  };
}
