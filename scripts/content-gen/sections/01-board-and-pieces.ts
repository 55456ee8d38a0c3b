import { section } from '../helpers.ts';
import { kingKnightPawn } from './s1/king-knight-pawn.ts';
import { linePieces } from './s1/line-pieces.ts';
import { theBoard } from './s1/the-board.ts';

export const boardAndPieces = section(
  'board-and-pieces',
  'The board and the pieces',
  'Start from zero: the board, how every piece moves, and how to set up a game.',
  [theBoard, linePieces, kingKnightPawn],
);
