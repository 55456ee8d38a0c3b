import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { useLessonExercisesQuery } from '../api/exercise-api.ts';
import { exercisesLoaded } from '../state/exercise-slice.ts';
import { useExerciseSession } from '../state/hooks.ts';

/** Reads the lesson id from the query string ("lessonId"); null when absent or not a number. */
export function parseLessonId(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The lesson's exercises: the persisted list shows at once after a reload, and the fresh list
 * from the API replaces it (`fresh` waits for the API, e.g. to decide where to resume). Requested only when a lesson id is present (spec §5).
 */
export function useLessonExercises(lessonId: number | null, { fresh = false } = {}) {
  const dispatch = useAppDispatch();
  const session = useExerciseSession();
  const query = useLessonExercisesQuery(lessonId ?? skipToken, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (query.data && lessonId) dispatch(exercisesLoaded({ lessonId, exercises: query.data }));
  }, [query.data, lessonId, dispatch]);
  const persisted =
    !fresh && session.lessonId === lessonId && session.exercises.length > 0
      ? session.exercises
      : null;
  const apiData = fresh && query.isFetching ? undefined : query.data;
  const exercises = apiData ?? persisted;
  const locked = query.error ? errorCodeOf(query.error as never) === 'LESSON_LOCKED' : false;
  return {
    exercises,
    loading: !exercises && (query.isFetching || query.isUninitialized),
    error: !exercises && query.isError,
    locked,
    session,
  };
}
