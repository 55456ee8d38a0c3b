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
