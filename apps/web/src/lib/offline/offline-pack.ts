import type { OfflineLessons } from '@ascend/contract';
import type { QueuedAnswer } from './answer-queue.ts';

export interface PackLesson {
  id: number;
  title: string;
  /** Every exercise answered right: on the server already, or on this device and waiting. */
  doneHere: boolean;
  /** Open to play on this device: open on the server, or the lesson before it is done here. */
  playable: boolean;
}

/**
 * What the offline pack lets the learner play without a connection. The server opens a lesson
 * when the one before it is finished; on the device that happens when every exercise of the
 * previous pack lesson has a right answer (given online, or queued). The server checks every
 * queued answer again, in order, when they are sent; its verdict wins.
 */
export function packLessons(
  pack: OfflineLessons | undefined,
  queue: readonly QueuedAnswer[],
): PackLesson[] {
  if (!pack) return [];
  const rightHere = new Set(queue.filter((a) => a.correct).map((a) => a.exercise_id));
  const out: PackLesson[] = [];
  for (const { lesson, exercises } of pack.lessons) {
    const doneHere =
      lesson.status === 'completed' ||
      (exercises.length > 0 && exercises.every((e) => e.answered || rightHere.has(e.id)));
    const before = out[out.length - 1];
    const playable = lesson.status !== 'locked' || (before?.doneHere ?? false);
    out.push({ id: lesson.id, title: lesson.title, doneHere, playable });
  }
  return out;
}

/** The lesson to play next on this device: the first playable one not yet done here. */
export const nextPackLesson = (lessons: readonly PackLesson[]) =>
  lessons.find((l) => l.playable && !l.doneHere) ?? null;
