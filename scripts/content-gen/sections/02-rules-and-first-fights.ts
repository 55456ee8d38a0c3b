import { section } from '../helpers.ts';
import { captureAndDefend } from './s2/capture-and-defend.ts';
import { checkAndMate } from './s2/check-and-mate.ts';
import { specialMoves } from './s2/special-moves.ts';

export const rulesAndFirstFights = section(
  'rules-and-first-fights',
  'Rules and first fights',
  'Capturing, piece values, check and mate, and the special moves.',
  [captureAndDefend, checkAndMate, specialMoves],
);
