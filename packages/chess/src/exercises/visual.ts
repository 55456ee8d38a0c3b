import type { ExerciseAnswer, VisualPayload } from '@ascend/contract';
import { loadFen, playUci, squareColor } from '../position.ts';
import { right, wrong, type CheckResult } from './result.ts';

/** Where the piece that starts on `track` stands after `moves`; null if the line is illegal or it is captured. */
export function trackPiece(fen: string, moves: readonly string[], track: string): string | null {
  const chess = loadFen(fen);
  if (!chess) return null;
  let at: string | null = track;
  for (const uci of moves) {
    const move = playUci(chess, uci);
    if (!move) return null;
    if (move.to === at && move.from !== at)
      at = null; // captured
    else if (move.from === at) at = move.to;
    // castling also moves the rook
    else if (move.isKingsideCastle() || move.isQueensideCastle()) {
      const rank: string = move.from.charAt(1);
      const [rookFrom, rookTo]: [string, string] = move.isKingsideCastle()
        ? [`h${rank}`, `f${rank}`]
        : [`a${rank}`, `d${rank}`];
      if (at === rookFrom) at = rookTo;
    }
    if (at === null) return null;
  }
  return at;
}

/** The square a visual exercise asks for, or the colour for square_color. */
export function visualSolution(
  payload: VisualPayload,
): { square: string } | { color: 'light' | 'dark' } | null {
  switch (payload.mode) {
    case 'find_square':
    case 'name_square':
      return { square: payload.square };
    case 'square_color':
      return { color: squareColor(payload.square) };
    case 'piece_after_moves': {
      const square = trackPiece(payload.fen, payload.moves, payload.track);
      return square ? { square } : null;
    }
  }
}

export function checkVisual(
  payload: VisualPayload,
  answer: ExerciseAnswer<'visual_type'>,
): CheckResult {
  const solution = visualSolution(payload);
  if (!solution) return wrong('The exercise line is not legal');
  if ('color' in solution) {
    if (!('color' in answer)) return wrong('Answer light or dark');
    return answer.color === solution.color ? right : wrong(`It is a ${solution.color} square`);
  }
  if (!('square' in answer)) return wrong('Answer with a square');
  return answer.square === solution.square
    ? right
    : wrong(`The answer is ${solution.square}, not ${answer.square}`);
}
