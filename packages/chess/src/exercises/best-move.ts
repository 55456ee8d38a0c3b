import type { BestMovePayload, ExerciseAnswer } from '@ascend/contract';
import { loadFen, playUci } from '../position.ts';
import { right, wrong, type CheckResult } from './result.ts';

/**
 * The answer is the line as played: learner moves at even indexes, the automatic replies
 * (taken from the solution) at odd ones. Each learner move must equal the solution's, except
 * that with accept_any_mate any move that checkmates is right — there may be several mates and
 * the learner should not be punished for finding another one.
 */
export function checkBestMove(
  payload: BestMovePayload,
  answer: ExerciseAnswer<'best_move_type'>,
): CheckResult {
  const chess = loadFen(payload.fen);
  if (!chess) return wrong('The exercise position is not legal');
  const { solution } = payload;
  for (const [i, uci] of answer.moves.entries()) {
    if (i >= solution.length) return wrong('The line is already finished');
    const move = playUci(chess, uci);
    if (!move) return wrong(`${uci} is not a legal move here`);
    const learner = i % 2 === 0;
    if (learner && payload.accept_any_mate && chess.isCheckmate()) return right;
    if (uci !== solution[i])
      return learner
        ? wrong(`${move.san} is not the best move here`)
        : wrong('That reply is not part of the exercise');
  }
  if (answer.moves.length < solution.length) return wrong('Play the whole line');
  return right;
}
