import type { ExerciseItem } from '@ascend/contract';

/**
 * Where a lesson starts or resumes (zero-based): the stored one-based exerciseIndex of this
 * lesson if it fits, else the first exercise not yet answered in this run, else the first.
 */
export function startIndex(exercises: readonly ExerciseItem[], stored: number | null): number {
  if (stored !== null && stored <= exercises.length) return stored - 1;
  const open = exercises.findIndex((e) => !e.answered);
  return open < 0 ? 0 : open;
}
