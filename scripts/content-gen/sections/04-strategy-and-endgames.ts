import { section } from '../helpers.ts';
import { basicMates } from './s4/basic-mates.ts';
import { endgames } from './s4/endgames.ts';
import { openings } from './s4/openings.ts';
import { pawnsAndPieces } from './s4/pawns-and-pieces.ts';

export const strategyAndEndgames = section(
  'strategy-and-endgames',
  'Strategy and endgames',
  'Opening principles, pawn structure and plans, basic mates and the essential endings.',
  [openings, pawnsAndPieces, basicMates, endgames],
);
