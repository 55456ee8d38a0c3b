import { Chess, type Move, type Square } from 'chess.js';
import { pieceValues } from '@ascend/chess';
import { pieceNames } from '../content-check/position-facts.ts';

/**
 * Feedback after a right answer written from the facts of the position (issue 27.4): what the
 * winning line takes, where it mates, what it promotes to — "Bxd5 takes the knight on d5,
 * which nothing defended." — so no sentence closes more than a handful of exercises.
 */
export function lineFacts(fen: string, solution: readonly string[]): string {
  const chess = new Chess(fen);
  const me = chess.turn();
  const moves: Move[] = [];
  for (const uci of solution) {
    try {
      moves.push(chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }));
    } catch {
      break;
    }
  }
  const first = moves[0];
  if (!first) return '';
  const mine = moves.filter((m) => m.color === me);
  const last = mine[mine.length - 1]!;
  const mated = chess.isCheckmate()
    ? chess.findPiece({ type: 'k', color: chess.turn() })[0]
    : undefined;
  const facts: string[] = [];
  const promoted = mine.find((m) => m.promotion);
  if (promoted)
    facts.push(`The pawn promotes on ${promoted.to} to a ${pieceNames[promoted.promotion!]}.`);
  if (first.captured) {
    const on = first.isEnPassant() ? `${first.to[0]}${first.from[1]}` : first.to;
    const taken = `${first.san} takes the ${pieceNames[first.captured]} on ${on}`;
    if (mated && moves.length === 1) facts.push(`${taken} and mates the king on ${mated}.`);
    else {
      const after = new Chess(fen);
      after.move(first);
      const guarded = after.attackers(first.to as Square).length > 0;
      facts.push(
        !guarded
          ? `${taken}, which nothing defended.`
          : pieceValues[first.captured]! > pieceValues[first.piece]!
            ? `${taken}, worth more than the ${pieceNames[first.piece]} it risks.`
            : `${taken}; the recapture on ${first.to} costs more than it wins.`,
      );
      if (mated) facts.push(`${last.san} then mates the king on ${mated}.`);
    }
  } else if (mated) {
    facts.push(
      moves.length === 1
        ? `${first.san} mates the king on ${mated}: the ${pieceNames[last.promotion ?? last.piece]} on ${last.to} covers its last square.`
        : `${first.san} starts it and ${last.san} mates the king on ${mated}.`,
    );
  } else {
    const won = mine.filter((m) => m.captured);
    facts.push(
      won.length
        ? `${first.san} starts it; the line wins the ${won.map((m) => `${pieceNames[m.captured!]} on ${m.to}`).join(' and the ')}.`
        : `${first.san}: the ${pieceNames[first.piece]} goes from ${first.from} to ${first.to}.`,
    );
  }
  return facts.join(' ');
}
