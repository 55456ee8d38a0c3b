import type { DetectorTable, IdeaCase } from './types.ts';
import {
  backwardPawn,
  bishopPair,
  centre,
  development,
  doubledPawns,
  goodBadBishop,
  halfOpenFile,
  isolatedPawn,
  kingSafety,
  outpost,
  passedPawn,
  pawnIslandsIdea,
  rookFile,
  seventhRank,
  weakSquare,
} from './strategy/detect.ts';
import { openingMistake, quickMate, weakF7 } from './strategy/openings.ts';

/** Isolated, doubled or backward pawns, or pawn islands: any of the structural weaknesses. */
const pawnWeaknesses = (c: IdeaCase) =>
  isolatedPawn(c) || doubledPawns(c) || backwardPawn(c) || pawnIslandsIdea(c);

/**
 * Detectors of the strategy and opening ideas of the syllabus (content/syllabus.json), keyed by
 * detector id. The definitions are in strategy/detect.ts and strategy/openings.ts.
 */
export const strategyDetectors: DetectorTable = {
  outpost,
  'weak-squares': weakSquare,
  'open-file': rookFile,
  'half-open-file': halfOpenFile,
  'seventh-rank': seventhRank,
  'isolated-pawn': isolatedPawn,
  'doubled-pawns': doubledPawns,
  'backward-pawn': backwardPawn,
  'passed-pawn': passedPawn,
  'pawn-islands': pawnIslandsIdea,
  'pawn-weaknesses': pawnWeaknesses,
  'good-and-bad-bishops': goodBadBishop,
  'bishop-pair': bishopPair,
  'king-safety': kingSafety,
  development,
  'the-centre': centre,
  'quick-mates': quickMate,
  'weak-f7': weakF7,
  'opening-mistakes': openingMistake,
};
