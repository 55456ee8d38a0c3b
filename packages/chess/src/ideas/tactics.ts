import type { DetectorTable } from './types.ts';

/** Detectors of the tactics ideas of the syllabus (content/syllabus.json), keyed by detector id. */
export const tacticsDetectors: DetectorTable = {};
