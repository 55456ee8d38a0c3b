import type { DetectorTable } from './types.ts';

/** Detectors of the endgames ideas of the syllabus (content/syllabus.json), keyed by detector id. */
export const endgamesDetectors: DetectorTable = {};
