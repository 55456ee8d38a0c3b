import { describe, expect, it } from 'vitest';
import type { OfflineLessons } from '@ascend/contract';
import type { QueuedAnswer } from './answer-queue.ts';
import { nextPackLesson, packLessons } from './offline-pack.ts';

type Status = 'locked' | 'available' | 'in_progress' | 'completed';
const lesson = (id: number, status: Status, exerciseIds: number[], answered: number[] = []) => ({
  lesson: {
    id,
    slug: `l${id}`,
    serial: id,
    number: id,
    unit_id: 1,
    section_id: 1,
    title: `Lesson ${id}`,
    xp: 10,
    status,
    exercises_total: exerciseIds.length,
    exercises_answered: answered.length,
    checkpoint: false,
  },
  exercises: exerciseIds.map((eid, i) => ({
    id: eid,
    slug: `e${eid}`,
    serial: eid,
    number: i + 1,
    lesson_id: id,
    lesson_serial: id,
    feedback: '',
    answered: answered.includes(eid),
    type: 'info_type' as const,
    payload: { text: 'x' },
  })),
});
const pack = (...lessons: ReturnType<typeof lesson>[]): OfflineLessons => ({ lessons });
const queued = (exercise_id: number, correct = true): QueuedAnswer => ({
  user_id: 1,
  lesson_id: 0,
  exercise_id,
  number: 1,
  answer: {},
  correct,
  answered_at: '2026-11-24T00:00:00Z',
});

describe('packLessons', () => {
  const three = pack(
    lesson(1, 'available', [11, 12]),
    lesson(2, 'locked', [21]),
    lesson(3, 'locked', [31]),
  );

  it('opens only the current lesson while nothing is done on the device', () => {
    const lessons = packLessons(three, []);
    expect(lessons.map((l) => [l.id, l.playable, l.doneHere])).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, false],
    ]);
    expect(nextPackLesson(lessons)?.id).toBe(1);
  });

  it('opens the next lesson once every exercise of the one before has a right answer here', () => {
    const partly = packLessons(three, [queued(11), queued(12, false)]);
    expect(partly.map((l) => l.playable)).toEqual([true, false, false]);
    const done = packLessons(three, [queued(11), queued(12, false), queued(12)]);
    expect(done.map((l) => [l.id, l.playable, l.doneHere])).toEqual([
      [1, true, true],
      [2, true, false],
      [3, false, false],
    ]);
    expect(nextPackLesson(done)?.id).toBe(2);
  });

  it('counts answers the server already has, and a completed lesson', () => {
    const lessons = packLessons(
      pack(lesson(1, 'in_progress', [11, 12], [11]), lesson(2, 'locked', [21])),
      [queued(12)],
    );
    expect(lessons.map((l) => l.playable)).toEqual([true, true]);
    const all = packLessons(pack(lesson(1, 'available', [11]), lesson(2, 'locked', [21])), [
      queued(11),
      queued(21),
    ]);
    expect(nextPackLesson(all)).toBeNull();
  });

  it('is empty without a pack', () => {
    expect(packLessons(undefined, [queued(1)])).toEqual([]);
  });
});
