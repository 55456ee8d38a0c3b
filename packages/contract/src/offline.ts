import { z } from 'zod';
import { envelope } from './envelope.ts';
import { exerciseItem, lessonItem } from './curriculum.ts';

/** How many lessons the offline pack holds: where the learner is and the ones after it. */
export const OFFLINE_PACK_SIZE = 3;

/**
 * GET offline/lessons/ — the lessons a device keeps for playing without a connection: the
 * learner's current lesson and the next ones in path order, each with its exercises. Lessons
 * after the current one are still locked on the server; the device opens each once it has
 * finished the one before, and the server checks their answers (in order) when they are sent.
 */
export const offlineLessonsResponse = envelope(
  z.object({
    lessons: z.array(z.object({ lesson: lessonItem, exercises: z.array(exerciseItem) })),
  }),
);
export type OfflineLessons = z.infer<typeof offlineLessonsResponse>['data'];
