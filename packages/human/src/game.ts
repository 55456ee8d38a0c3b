// Replays a game (a FEN and UCI moves) with chess.js into the snapshots the encoder reads.
import { Chess, type Move, type Square } from 'chess.js';
import { snapshotFromFen, type Snapshot } from './encoder.ts';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A FEN or move that cannot be played; `message` says which and why. */
export class IllegalInputError extends Error {
  override readonly name = 'IllegalInputError';
}

export interface Game {
  readonly history: Snapshot[];
  readonly legal: Move[];
}

export function replayGame(fen: string = START_FEN, moves: readonly string[] = []): Game {
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
  const history = [snapshotFromFen(chess.fen(), [])];
  moves.forEach((uci, i) => {
    const m = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(uci);
    let played: Move | null = null;
    if (m) {
      try {
        played = chess.move({ from: m[1] as Square, to: m[2] as Square, promotion: m[3] });
      } catch {
        played = null;
      }
    }
    if (!played) throw new IllegalInputError(`illegal move ${i + 1} "${uci}" in ${chess.fen()}`);
    history.push(snapshotFromFen(chess.fen(), history));
  });
  return { history, legal: chess.moves({ verbose: true }) };
}
