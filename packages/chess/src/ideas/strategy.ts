import type { DetectorTable } from './types.ts';

/** Detectors of the strategy ideas of the syllabus (content/syllabus.json), keyed by detector id. */
export const strategyDetectors: DetectorTable = {};
