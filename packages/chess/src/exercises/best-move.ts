import type { BestMovePayload, ExerciseAnswer } from '@ascend/contract';
import { loadFen, playUci, replay } from '../position.ts';
import { right, wrong, type CheckResult } from './result.ts';

/**
 * The answer is the line as played: learner moves at even indexes, the automatic replies
 * (taken from the solution) at odd ones. Each learner move must equal the solution's, except
 * that with accept_any_mate any move that checkmates is right — there may be several mates and
 * the learner should not be punished for finding another one. In a line drill (ADR 0047) a
 * learner move the content lists among the engine-approved alternatives of that ply is neither
 * right nor wrong: the result says so (`alsoGood`) with the line's move in SAN.
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
    if (uci !== solution[i] && learner && payload.drill) {
      const alt = payload.drill.alternatives.some((a) => a.ply === i && a.move === uci);
      if (alt) return alsoGood(payload, answer.moves.slice(0, i), uci, i);
    }
    if (uci !== solution[i])
      return learner
        ? wrong(`${move.san} is not the best move here`)
        : wrong('That reply is not part of the exercise');
  }
  if (answer.moves.length < solution.length) return wrong('Play the whole line');
  return right;
}

/** "Also good — but this lesson's line is Nf3": the line's move named in SAN. */
function alsoGood(
  payload: BestMovePayload,
  before: string[],
  move: string,
  ply: number,
): CheckResult {
  const lineMove = payload.solution[ply]!;
  const r = replay(payload.fen, [...before, lineMove]);
  const san = 'error' in r ? lineMove : r.played.at(-1)!.san;
  return {
    correct: false,
    reason: `Also good — but this lesson's line is ${san}.`,
    alsoGood: { ply, move, lineMove },
  };
}
