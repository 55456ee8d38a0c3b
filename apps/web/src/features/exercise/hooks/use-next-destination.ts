import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { exerciseApi } from '../api/exercise-api.ts';
import { nextDestination, type Destination, type PathPosition } from '../lib/next-destination.ts';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Finds the finished lesson on the path, looking only where a learner can have been (not locked). */
async function locate(dispatch: Dispatch, lessonId: number): Promise<PathPosition | null> {
  const fetchOnce = <T>(request: { unwrap: () => Promise<T>; unsubscribe: () => void }) =>
    request.unwrap().finally(request.unsubscribe);
  const sections = await fetchOnce(
    dispatch(exerciseApi.endpoints.exerciseSections.initiate(undefined, { forceRefetch: true })),
  );
  for (const [sectionIndex, section] of sections.entries()) {
    if (section.status === 'locked') continue;
    const units = await fetchOnce(
      dispatch(exerciseApi.endpoints.exerciseUnits.initiate(section.id, { forceRefetch: true })),
    );
    for (const [unitIndex, unit] of units.entries()) {
      if (unit.status === 'locked') continue;
      const lessons = await fetchOnce(
        dispatch(exerciseApi.endpoints.exerciseLessons.initiate(unit.id, { forceRefetch: true })),
      );
      const lessonIndex = lessons.findIndex((l) => l.id === lessonId);
      if (lessonIndex >= 0)
        return { sections, sectionIndex, units, unitIndex, lessons, lessonIndex };
    }
  }
  return null;
}

/**
 * The path behind the Next button, worked out once the lesson is known to be complete. Until
 * then (or if the lookup fails) it is null and Next falls back to the climb.
 */
export function useNextDestination(lessonId: number | null, enabled: boolean): Destination | null {
  const dispatch = useDispatch<Dispatch>();
  const [next, setNext] = useState<Destination | null>(null);
  useEffect(() => {
    if (!lessonId || !enabled) return;
    let live = true;
    locate(dispatch, lessonId)
      .then((position) => live && setNext(position ? nextDestination(position) : { kind: 'climb' }))
      .catch(() => live && setNext({ kind: 'climb' }));
    return () => {
      live = false;
    };
  }, [dispatch, lessonId, enabled]);
  return next;
}
