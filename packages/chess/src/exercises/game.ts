import type { Chess, Color, Move } from 'chess.js';
import type { ExerciseAnswer, GamePayload } from '@ascend/contract';
import { loadFen, material, playUci } from '../position.ts';
import { right, wrong, type CheckResult } from './result.ts';

export type GameStatus =
  | { state: 'playing' }
  | { state: 'won' | 'lost'; reason: string }
  | { state: 'invalid'; reason: string };

/** Pawns' worth a defender may lose in a hold-the-draw game before it counts as lost (a piece). */
const HOLD_LOSS = 3;
export const HOLD_LOST = 'You lost material: the position is no longer a draw';

const balance = (chess: Chess, me: Color) =>
  material(chess, me) - material(chess, me === 'w' ? 'b' : 'w');

/** Decides the game after `move`; null while it goes on. The learner is `me`. */
function judge(
  goal: GamePayload['goal'],
  chess: Chess,
  move: Move,
  me: Color,
  myMoves: number,
  start: number,
): GameStatus | null {
  const mine = move.color === me;
  if (chess.isCheckmate())
    return mine
      ? { state: 'won', reason: 'Checkmate!' }
      : { state: 'lost', reason: 'You were checkmated' };
  if (chess.isDraw()) {
    return goal.kind === 'hold_draw'
      ? { state: 'won', reason: 'The game is drawn — well held' }
      : {
          state: 'lost',
          reason: chess.isStalemate()
            ? 'Stalemate: the game is only a draw'
            : 'The game ended in a draw',
        };
  }
  const limit = goal.moves;
  if (mine) {
    if (goal.kind === 'promote' && move.promotion) return { state: 'won', reason: 'Promoted!' };
    // A draw is held only while the material holds: judged after the learner's move, so a
    // promotion the learner could take back (Rxe8 after …e8=Q) is not counted as a loss.
    if (goal.kind === 'hold_draw' && balance(chess, me) - start <= -HOLD_LOSS)
      return { state: 'lost', reason: HOLD_LOST };
    if (
      (goal.kind === 'mate' || goal.kind === 'promote') &&
      limit !== undefined &&
      myMoves >= limit
    )
      return { state: 'lost', reason: `The goal was not reached in ${limit} moves` };
    return null;
  }
  // Material and survival are judged with the learner to move, so a recapture has happened.
  if (goal.kind === 'win_material') {
    if (balance(chess, me) - start >= (goal.material ?? 1))
      return { state: 'won', reason: 'Material won!' };
    if (limit !== undefined && myMoves >= limit)
      return { state: 'lost', reason: `No material won in ${limit} moves` };
  }
  if (goal.kind === 'hold_draw' && myMoves >= (limit ?? 1))
    return { state: 'won', reason: `You held for ${myMoves} moves` };
  return null;
}

/**
 * Replays a game from the exercise position and says whether the learner has won, lost or is
 * still playing. The player uses it to know when to stop the engine; the checker requires "won".
 * The engine's moves are only checked for legality: it plays at reduced strength on purpose.
 */
export function gameStatus(payload: GamePayload, moves: readonly string[]): GameStatus {
  const chess = loadFen(payload.fen);
  if (!chess) return { state: 'invalid', reason: 'The exercise position is not legal' };
  const me = chess.turn();
  const start = balance(chess, me);
  let myMoves = 0;
  for (const [i, uci] of moves.entries()) {
    const move = playUci(chess, uci);
    if (!move) return { state: 'invalid', reason: `Move ${i + 1} (${uci}) is not legal` };
    if (move.color === me) myMoves += 1;
    const status = judge(payload.goal, chess, move, me, myMoves, start);
    if (status && i < moves.length - 1)
      return { state: 'invalid', reason: 'Moves were played after the game ended' };
    if (status) return status;
  }
  return { state: 'playing' };
}

export function checkGame(payload: GamePayload, answer: ExerciseAnswer<'game_type'>): CheckResult {
  const status = gameStatus(payload, answer.moves);
  if (status.state === 'won') return right;
  if (status.state === 'playing') return wrong('The game is not finished yet');
  return wrong(status.reason);
}
