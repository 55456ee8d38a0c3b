import { describe, expect, it } from 'vitest';
import type { ExerciseItem } from '@ascend/contract';
import { startIndex } from '../lib/start-index.ts';
import {
  advanced,
  answered,
  exerciseReducer,
  exercisesLoaded,
  initialExerciseState,
  openExercise,
  retried,
} from './exercise-slice.ts';

const item = (id: number, answered = false) =>
  ({ id, type: 'info_type', answered }) as ExerciseItem;
const loaded = exerciseReducer(
  initialExerciseState,
  exercisesLoaded({ lessonId: 7, exercises: [item(1), item(2), item(3)] }),
);
const answer = { exerciseId: 1, value: {}, optionId: null, correct: false, reason: 'no' };

describe('exercise session state', () => {
  it('marks the exercise completed when answered, and Retry starts a fresh attempt', () => {
    const done = exerciseReducer(loaded, answered(answer));
    expect(done.completed).toBe(true);
    const again = exerciseReducer(done, retried());
    expect(again).toMatchObject({ completed: false, answer: null, attempt: done.attempt + 1 });
  });

  it('advancing resets the completed flag and moves the index', () => {
    const next = exerciseReducer(exerciseReducer(loaded, answered(answer)), advanced());
    expect(next).toMatchObject({ currentIndex: 1, completed: false, answer: null });
  });

  it('a different lesson starts a clean session', () => {
    const moved = exerciseReducer(
      exerciseReducer(loaded, openExercise(2)),
      exercisesLoaded({ lessonId: 8, exercises: [item(9)] }),
    );
    expect(moved).toMatchObject({ lessonId: 8, currentIndex: 0, exercises: [item(9)] });
  });
});

describe('where a lesson starts or resumes', () => {
  const list = [item(1, true), item(2, false), item(3, false)];
  it('uses the stored one-based index when it fits the lesson', () => {
    expect(startIndex(list, 3)).toBe(2);
  });
  it('otherwise opens the first exercise not yet answered, or the first', () => {
    expect(startIndex(list, null)).toBe(1);
    expect(startIndex(list, 9)).toBe(1);
    expect(startIndex([item(1, true)], null)).toBe(0);
  });
});
