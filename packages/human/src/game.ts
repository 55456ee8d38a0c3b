// Replays a game (a FEN and UCI moves) into the snapshots the encoder reads. chess.js checks a
// given FEN once; the moves are played with the compact generator in rules.ts.
import { Chess } from 'chess.js';
import { snapshotFromFen, type Snapshot } from './encoder.ts';
import { boardFromFen, fenOf, legalMoves, play, squareName, type LegalMove } from './rules.ts';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A FEN or move that cannot be played; `message` says which and why. */
export class IllegalInputError extends Error {
  override readonly name = 'IllegalInputError';
}

export interface Game {
  readonly history: Snapshot[];
  readonly legal: LegalMove[];
}

function checkFen(fen: string): void {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch (e) {
    throw new IllegalInputError(`illegal FEN "${fen}": ${(e as Error).message}`);
  }
  // chess.js accepts a position whose side not to move is in check; no game reaches one.
  const waiting = chess.turn() === 'w' ? 'b' : 'w';
  const king = chess.findPiece({ type: 'k', color: waiting })[0];
  if (king && chess.isAttacked(king, chess.turn()))
    throw new IllegalInputError(`illegal FEN "${fen}": the side not to move is in check`);
}

export const uciOf = (m: LegalMove) => squareName(m.from) + squareName(m.to) + m.promotion;

export function replayGame(fen: string = START_FEN, moves: readonly string[] = []): Game {
  if (fen !== START_FEN) checkFen(fen);
  // The FEN as given, not a rewrite: lc0 keeps an en-passant square even when no pawn can
  // take, and it decides how the first position fills the missing history.
  const given = fen.trim().split(/\s+/).join(' ');
  const history = [snapshotFromFen(given, [])];
  let board = boardFromFen(given);
  let legal = legalMoves(board);
  moves.forEach((uci, i) => {
    const m = legal.find((l) => uciOf(l) === uci);
    if (!m) throw new IllegalInputError(`illegal move ${i + 1} "${uci}" in ${fenOf(board)}`);
    board = play(board, m);
    history.push(snapshotFromFen(fenOf(board), history));
    legal = legalMoves(board);
  });
  return { history, legal };
}
