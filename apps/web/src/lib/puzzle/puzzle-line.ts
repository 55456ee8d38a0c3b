import { loadFen, playUci, replay, uciToSan } from '@ascend/chess';

export type MoveVerdict = 'wrong' | 'continue' | 'solved';

/** The solver is the side that answers the setup move: the one not to move in the puzzle's FEN. */
export const solverSide = (fen: string): 'white' | 'black' =>
  fen.split(' ')[1] === 'b' ? 'white' : 'black';

export interface LineView {
  fen: string;
  /** From and to of the last move, to tint on the board. */
  last: string[];
  /** Every move played, in SAN. */
  sans: string[];
}

/** The position after `moves` from `fen`; stops before the first move that cannot be played. */
export function positionAfter(fen: string, moves: readonly string[]): LineView {
  const result = replay(fen, moves);
  if ('error' in result) return { fen, last: [], sans: [] };
  const last = result.played.at(-1);
  return {
    fen: result.chess.fen(),
    last: last ? [last.from, last.to] : [],
    sans: result.played.map((m) => m.san),
  };
}

const placement = (fen: string) => fen.split(' ').slice(0, 3).join(' ');

/**
 * Judges the learner's move at `played.length` of the puzzle's line (`played` holds every move so
 * far, setup move first). Right when it reaches the solution's position; where the solution
 * mates, any mate is right (Lichess's rule, which the server applies too).
 */
export function judgeMove(
  fen: string,
  solution: readonly string[],
  played: readonly string[],
  uci: string,
): MoveVerdict {
  const expected = solution[played.length];
  const before = positionAfter(fen, played).fen;
  const mine = loadFen(before);
  const theirs = loadFen(before);
  if (!expected || !mine || !theirs || !playUci(mine, uci) || !playUci(theirs, expected))
    return 'wrong';
  if (theirs.isCheckmate() && mine.isCheckmate()) return 'solved';
  if (placement(mine.fen()) !== placement(theirs.fen())) return 'wrong';
  return played.length + 1 >= solution.length ? 'solved' : 'continue';
}

/** Only the learner's moves (odd indexes of the line), as the server expects them. */
export const learnerMoves = (played: readonly string[]): string[] =>
  played.filter((_, i) => i % 2 === 1);

/** The solution's move (SAN) where the learner's `n`th move (1-based) was due. */
export function expectedSan(
  fen: string,
  solution: readonly string[],
  n: number,
): string | undefined {
  const at = 2 * n - 1;
  return uciToSan(fen, solution.slice(0, at + 1))[at];
}
