import { basicMate, queenEnding, twoBishops } from './endgames/mates.ts';
import {
  breakthrough,
  keySquares,
  opposition,
  outsidePassedPawn,
  promotionRace,
  protectedPassedPawn,
  squareOfThePawn,
} from './endgames/pawns.ts';
import { cuttingOff, lucena, philidor, rookBehindPassedPawn } from './endgames/rooks.ts';
import type { DetectorTable } from './types.ts';

/** Detectors of the endgames ideas of the syllabus (content/syllabus.json), keyed by detector id. */
export const endgamesDetectors: DetectorTable = {
  opposition,
  'key-squares': keySquares,
  'square-of-the-pawn': squareOfThePawn,
  'outside-passed-pawn': outsidePassedPawn,
  'protected-passed-pawn': protectedPassedPawn,
  breakthrough,
  lucena,
  philidor,
  'cutting-off-the-king': cuttingOff,
  'rook-behind-passed-pawn': rookBehindPassedPawn,
  'queen-mate': basicMate('q'),
  'rook-mate': basicMate('r'),
  'two-bishops-mate': twoBishops,
  'mating-with-more': basicMate('rr', 'qr', 'qq'),
  'promotion-race': promotionRace,
  'queen-endings': queenEnding,
};
