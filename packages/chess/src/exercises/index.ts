import { exerciseAnswers, exerciseContent, type ExerciseSpec } from '@ascend/contract';
import { checkBestMove } from './best-move.ts';
import { checkBoardArrangement } from './board-arrangement.ts';
import { checkGame } from './game.ts';
import { checkInfo } from './info.ts';
import { checkMatching } from './matching.ts';
import { checkObjective } from './objective.ts';
import { wrong, type CheckResult } from './result.ts';
import { checkVisual } from './visual.ts';

export type { CheckResult } from './result.ts';
export { gameStatus, type GameStatus } from './game.ts';
export { trackPiece, visualSolution } from './visual.ts';

/**
 * Decides whether `answer` solves `exercise`. The same function runs in the browser (instant
 * feedback) and on the server (the truth for hearts and xp). A malformed answer is simply wrong.
 */
export function checkAnswer(exercise: ExerciseSpec, answer: unknown): CheckResult {
  const parsed = exerciseAnswers[exercise.type].safeParse(answer);
  if (!parsed.success) return wrong('The answer is not in the expected form');
  const a = parsed.data as never;
  switch (exercise.type) {
    case 'info_type':
      return checkInfo(exercise.payload, a);
    case 'matching_type':
      return checkMatching(exercise.payload, a);
    case 'objective_type':
      return checkObjective(exercise.payload, a);
    case 'best_move_type':
      return checkBestMove(exercise.payload, a);
    case 'visual_type':
      return checkVisual(exercise.payload, a);
    case 'board_arrangement':
      return checkBoardArrangement(exercise.payload, a);
    case 'game_type':
      return checkGame(exercise.payload, a);
  }
}

/**
 * The payload as sent to the client. Decision: nothing that reveals the answer is stripped,
 * because the browser runs checkAnswer for instant feedback and needs the solution (and the
 * replies it plays automatically in best-move lines). The server stays the authority: it
 * re-checks every answer against its own stored payload before touching hearts or xp, so a
 * tampered client can only fool itself. The payload is re-parsed through its schema so fields
 * that are not in the contract never leak; change the policy here, in one place.
 */
export function publicPayload<T extends ExerciseSpec>(exercise: T): T['payload'] {
  const parsed = exerciseContent.parse({ id: 'x', feedback: 'x', ...exercise });
  return parsed.payload as T['payload'];
}
