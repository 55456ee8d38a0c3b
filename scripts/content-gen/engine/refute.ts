import { refutationReason } from '@ascend/chess';
import type { Refutation } from '@ascend/contract';
import type { Analysis } from './cache.ts';
import { flip, isForcing, legalMoves, uciOf } from './moves.ts';

/**
 * The wrong first moves of a best-move exercise a learner would plausibly play (issue 27.3/27.4):
 * the engine's five best at depth 16 and every capture and check, less the solution's move (and,
 * where any mate is accepted, the other mates).
 */
export function plausibleWrongMoves(
  fen: string,
  answer: string,
  root: Analysis,
  acceptAnyMate = false,
): string[] {
  const moves = legalMoves(fen);
  const top = new Set(root.lines.map((l) => l.pv[0]));
  return moves
    .filter((m) => top.has(uciOf(m)) || isForcing(m))
    .filter((m) => uciOf(m) !== answer && !(acceptAnyMate && m.san.endsWith('#')))
    .map(uciOf);
}

/**
 * A stored refutation: the opponent's best reply after the wrong move and the PV that follows
 * (≤ 8 plies), with the reason sentence from @ascend/chess (the same function the server and the
 * browser call). Null when the wrong move ends the game (no reply to show).
 */
export function refutationOf(
  fen: string,
  move: string,
  after: Analysis,
  root?: Analysis,
): Refutation | null {
  const l = after.lines[0];
  if (!l?.pv.length) return null;
  const line = l.pv.slice(0, 8);
  const reason = refutationReason({
    fen,
    move,
    line,
    score: flip(l.score),
    best: root?.lines[0]?.score,
  });
  if (!reason) return null;
  return { move, line, reason: reason.text, depth: after.depth };
}
