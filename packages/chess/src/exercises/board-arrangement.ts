import type { BoardArrangementPayload, ExerciseAnswer } from '@ascend/contract';
import { expandPlacement } from '../position.ts';
import { right, wrong, type CheckResult } from './result.ts';

const names: Record<string, string> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};
const squareAt = (i: number) => `${'abcdefgh'[i % 8]}${8 - Math.floor(i / 8)}`;

/** Compares square by square, so "1p6" and "1p51" style spellings of the same rank are equal. */
export function checkBoardArrangement(
  payload: BoardArrangementPayload,
  answer: ExerciseAnswer<'board_arrangement'>,
): CheckResult {
  const target = expandPlacement(payload.target);
  const given = expandPlacement(answer.placement);
  if (!target) return wrong('The exercise target is not a valid position');
  if (!given) return wrong('That is not a valid board');
  const i = target.findIndex((cell, k) => cell !== given[k]);
  if (i < 0) return right;
  const want = target[i]!;
  if (want === '.') return wrong(`${squareAt(i)} should be empty`);
  const colour = want === want.toUpperCase() ? 'white' : 'black';
  return wrong(`${squareAt(i)} needs a ${colour} ${names[want.toLowerCase()]}`);
}
