import { difficultyRanges, rangeIndex } from '@ascend/chess';

export { difficultyRanges };
export type Range = (typeof difficultyRanges)[number];

export const formatRange = (r: Range): string => `${r.from}-${r.to}`;

/** The stepper's index for saved settings; an unknown pair falls back to the easiest range. */
export function indexOfRange(from: number | undefined, to: number | undefined): number {
  if (from === undefined || to === undefined) return 0;
  return Math.max(0, rangeIndex(from, to));
}

export const rangeLabels = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
