// A Play game as data: the moves (UCI) from the initial position and what follows from them.
// Pure, so the rules the page applies are tested without a browser.
import { Chess } from 'chess.js';
import type { PlayTermination } from '@ascend/contract';
import { DRAW_OFFER_MIN_PLIES } from '@ascend/human';

export type Side = 'w' | 'b';

export interface Position {
  fen: string;
  sans: string[];
  turn: Side;
  /** The ending the board shows, or null while the game goes on. */
  ending: PlayTermination | null;
  /** The last move's squares. */
  last: string[];
  /** White's material less Black's, in pawns. */
  balance: number;
  /** Pieces each side has taken, as letters of the taken side ('p', 'n', …), most valuable first. */
  captured: { w: string[]; b: string[] };
}

const VALUE: Record<string, number> = { q: 9, r: 5, b: 3, n: 3, p: 1, k: 0 };
const START_COUNT: Record<string, number> = { q: 1, r: 2, b: 2, n: 2, p: 8 };

/** Replays `moves` and reads the position, its ending and the material. */
export function replay(moves: readonly string[]): Position {
  const chess = new Chess();
  const sans: string[] = [];
  for (const uci of moves)
    sans.push(chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san);
  const count = { w: {} as Record<string, number>, b: {} as Record<string, number> };
  let balance = 0;
  for (const row of chess.board())
    for (const sq of row) {
      if (!sq) continue;
      count[sq.color][sq.type] = (count[sq.color][sq.type] ?? 0) + 1;
      balance += (sq.color === 'w' ? 1 : -1) * VALUE[sq.type]!;
    }
  // What White took is Black's missing pieces (a promotion can make a count go above the start).
  const missing = (side: Side) =>
    Object.entries(START_COUNT).flatMap(([type, n]) =>
      Array<string>(Math.max(0, n - (count[side][type] ?? 0))).fill(type),
    );
  const lastUci = moves[moves.length - 1];
  return {
    fen: chess.fen(),
    sans,
    turn: chess.turn(),
    ending: boardEnding(chess),
    last: lastUci ? [lastUci.slice(0, 2), lastUci.slice(2, 4)] : [],
    balance,
    captured: { w: missing('b'), b: missing('w') },
  };
}

function boardEnding(chess: Chess): PlayTermination | null {
  if (chess.isCheckmate()) return 'checkmate';
  if (chess.isStalemate()) return 'stalemate';
  if (chess.isInsufficientMaterial()) return 'insufficient_material';
  if (chess.isThreefoldRepetition()) return 'threefold_repetition';
  if (chess.isDrawByFiftyMoves()) return 'fifty_moves';
  return null;
}

/** The learner's score for an ending: `lastMover` made the final move. */
export function scoreOf(ending: PlayTermination, learner: Side, lastMover: Side): number {
  if (ending === 'checkmate') return lastMover === learner ? 1 : 0;
  if (ending === 'resigned' || ending === 'timeout') return 0;
  return 0.5;
}

export function resultOf(score: number, learner: Side): '1-0' | '0-1' | '1/2-1/2' {
  const white = learner === 'w' ? score : 1 - score;
  return white === 1 ? '1-0' : white === 0 ? '0-1' : '1/2-1/2';
}

/** The movetext the server replays: "1. e4 e5 2. Nf3 …" and the result. */
export function toPgn(sans: readonly string[], result: string): string {
  const parts: string[] = [];
  sans.forEach((san, i) => parts.push(i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san));
  return `${parts.join(' ')} ${result}`.trim();
}

/**
 * Whether a draw offer may be put to the engine here: ten moves each and a game still going
 * (DRAW_OFFER_MIN_PLIES, shared with the server, ADR 0046). The engine decides the rest.
 */
export const drawOfferPossible = (p: Position, plies: number) =>
  plies >= DRAW_OFFER_MIN_PLIES && p.ending === null;

export const ENDING_TEXT: Record<PlayTermination, string> = {
  checkmate: 'by checkmate',
  stalemate: 'by stalemate',
  insufficient_material: 'by insufficient material',
  threefold_repetition: 'by threefold repetition',
  fifty_moves: 'by the fifty-move rule',
  resigned: 'by resignation',
  timeout: 'on time',
  draw_agreed: 'by agreement',
};
