import { Chess } from 'chess.js';
import { fromUci } from './replay.ts';

export interface AttemptResult {
  correct: boolean;
  /** Solver moves that matched (or the mate that ended it early). */
  solverMovesPlayed: number;
  /** Why it failed, for the learner: "wrong move", "illegal move", "unfinished". */
  failure?: 'wrong_move' | 'illegal_move' | 'unfinished';
}

/** The position reached from `fen` by `uci`, or null when the move is illegal there. */
function after(fen: string, uci: string): Chess | null {
  const chess = new Chess(fen);
  try {
    chess.move(fromUci(uci));
    return chess;
  } catch {
    return null;
  }
}

/** Board part of a FEN with side to move and castling: enough to compare two moves' results. */
const placement = (chess: Chess) => chess.fen().split(' ').slice(0, 3).join(' ');

/**
 * Replays a learner's moves against a puzzle. `solution` is the puzzle's full line (setup move
 * first, solver on odd indexes); `played` holds the learner's moves only (a leading setup move
 * is tolerated). A move is right when it reaches the same position as the solution's move
 * or, where the solution mates, when it mates too (Lichess accepts any mate in that case).
 */
export function checkAttempt(
  fen: string,
  solution: readonly string[],
  played: readonly string[],
): AttemptResult {
  const moves = played[0] === solution[0] ? played.slice(1) : played;
  let board = after(fen, solution[0]!)!;
  let matched = 0;
  for (let i = 1; i < solution.length; i += 2) {
    const mine = moves[matched];
    if (mine === undefined)
      return { correct: false, solverMovesPlayed: matched, failure: 'unfinished' };
    const reached = after(board.fen(), mine);
    if (!reached) return { correct: false, solverMovesPlayed: matched, failure: 'illegal_move' };
    const expected = after(board.fen(), solution[i]!)!;
    matched++;
    if (expected.isCheckmate() && reached.isCheckmate())
      return { correct: true, solverMovesPlayed: matched };
    if (placement(reached) !== placement(expected))
      return { correct: false, solverMovesPlayed: matched - 1, failure: 'wrong_move' };
    const reply = solution[i + 1];
    board = reply ? after(expected.fen(), reply)! : expected;
  }
  return { correct: true, solverMovesPlayed: matched };
}

/** Number of solver moves in a puzzle line. */
export const solverMoveCount = (solution: readonly string[]): number =>
  Math.floor(solution.length / 2);
