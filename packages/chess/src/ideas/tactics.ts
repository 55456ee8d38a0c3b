import type { DetectorTable } from './types.ts';
import {
  countingExchange,
  forcingLine,
  forcingMove,
  forkBy,
  hangingPiece,
} from './tactics/double.ts';
import {
  clearance,
  decoy,
  deflection,
  interference,
  overloading,
  removingTheDefender,
  trappedPiece,
  zwischenzug,
} from './tactics/defenders.ts';
import { discoveredAttack, doubleCheck, pin, skewer, xray } from './tactics/lines.ts';
import { backRankMate, edgeMate, mateIn, matingPattern, smotheredMate } from './tactics/mates.ts';

/**
 * Detectors of the tactics ideas of the syllabus (content/syllabus.json), keyed by detector id.
 * Each reads the position and the solution line (the learner's move first) and reuses the
 * puzzle motif tagger (puzzles/motifs.ts) where it has the rule.
 */
export const tacticsDetectors: DetectorTable = {
  fork: forkBy('pnbrqk'),
  'knight-fork': forkBy('n'),
  'queen-fork': forkBy('q'),
  'pawn-fork': forkBy('p'),
  'hanging-pieces': hangingPiece,
  counting: countingExchange,
  pin,
  skewer,
  'x-ray': xray,
  'discovered-attack': discoveredAttack,
  'double-check': doubleCheck,
  'removing-the-defender': removingTheDefender,
  deflection: (c) => deflection(c) || decoy(c),
  attraction: decoy,
  overloading,
  interference,
  'in-between-move': zwischenzug,
  'trapped-piece': trappedPiece,
  clearance,
  'back-rank-mate': backRankMate,
  'smothered-mate': smotheredMate,
  'mating-patterns': matingPattern,
  'ladder-mate': edgeMate,
  'mate-in-two': mateIn(2),
  'mate-in-three': mateIn(3),
  'forcing-moves': forcingMove,
  'forcing-lines': forcingLine,
};
