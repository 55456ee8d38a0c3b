import type { DetectorTable } from './types.ts';

/** Detectors of the basics ideas of the syllabus (content/syllabus.json), keyed by detector id. */
export const basicsDetectors: DetectorTable = {};
