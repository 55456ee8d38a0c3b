import { basicsDetectors } from './basics.ts';
import { endgamesDetectors } from './endgames.ts';
import { strategyDetectors } from './strategy.ts';
import { tacticsDetectors } from './tactics.ts';
import type { DetectorTable } from './types.ts';

export type { Detector, DetectorTable, IdeaCase } from './types.ts';

/** Every idea detector by id; content/syllabus.json names them (`detector`). */
export const ideaDetectors: DetectorTable = {
  ...basicsDetectors,
  ...tacticsDetectors,
  ...strategyDetectors,
  ...endgamesDetectors,
};
/** The named mate patterns (back rank, smothered, Arabian, dovetail) a mating line ends in. */
export { patternsOf as matePatternsOf } from './tactics/mates.ts';
