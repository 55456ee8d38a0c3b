import { Chess } from 'chess.js';
import { matePatterns } from '../../puzzles/mate-patterns.ts';
import type { IdeaCase } from '../types.ts';
import { neighbours } from '../../puzzles/replay.ts';
import { lineOf } from './board.ts';

/** The line ends in checkmate after `n` moves of the learner (any n when omitted). */
export const mateIn =
  (n?: number) =>
  (c: IdeaCase): boolean => {
    const l = lineOf(c);
    return !!l && l.mates && (n === undefined || l.mine.length === n);
  };

/** The named mate patterns of the final position (puzzles/mate-patterns.ts). */
export function patternsOf(c: IdeaCase): string[] {
  const l = lineOf(c);
  return l?.mates ? matePatterns(l.plies, l.solver) : [];
}

export const backRankMate = (c: IdeaCase) => patternsOf(c).includes('backRankMate');
export const smotheredMate = (c: IdeaCase) => patternsOf(c).includes('smotheredMate');

/** Mate by a rook or queen on the edge of the board, the king pinned to the edge. */
export function edgeMate(c: IdeaCase): boolean {
  const l = lineOf(c);
  const last = l?.mine.at(-1);
  if (!l?.mates || !last) return false;
  const mover = last.move.promotion ?? last.move.piece;
  const board = new Chess(last.after);
  const king = board.findPiece({ type: 'k', color: board.turn() })[0]!;
  const edge = (s: string) => 'ah'.includes(s[0]!) || '18'.includes(s[1]!);
  const sameEdge = king[0] === last.move.to[0] || king[1] === last.move.to[1];
  return 'rq'.includes(mover) && edge(king) && edge(last.move.to) && sameEdge;
}

/** Boden's mate: a bishop mates, and bishops cover every flight square the king's pieces leave. */
export function bodenMate(c: IdeaCase): boolean {
  const l = lineOf(c);
  const last = l?.mine.at(-1);
  if (!l?.mates || !last || last.move.piece !== 'b') return false;
  const board = new Chess(last.after);
  const enemy = board.turn();
  const king = board.findPiece({ type: 'k', color: enemy })[0]!;
  const bishops = board.findPiece({ type: 'b', color: l.solver });
  if (bishops.length < 2) return false;
  return neighbours(king).every((s) => {
    if (board.get(s)?.color === enemy) return true;
    const by = board.attackers(s, l.solver);
    return by.length > 0 && by.every((a) => board.get(a)?.type === 'b');
  });
}

/** A named mating pattern (back rank, smothered, Arabian, dovetail, Boden) or a mate on the edge. */
export const matingPattern = (c: IdeaCase) =>
  patternsOf(c).length > 0 || edgeMate(c) || bodenMate(c);
