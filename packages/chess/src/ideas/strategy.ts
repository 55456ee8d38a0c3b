import { Chess } from 'chess.js';
import type { DetectorTable, IdeaCase, Detector } from './types.ts';
import {
  backwardPawn,
  bishopPair,
  centre,
  development,
  doubledPawns,
  goodBadBishop,
  halfOpenFile,
  isolatedPawn,
  kingSafety,
  outpost,
  passedPawn,
  pawnIslandsIdea,
  rookFile,
  seventhRank,
  weakSquare,
} from './strategy/detect.ts';
import { openingMistake, quickMate, weakF7 } from './strategy/openings.ts';

/** Isolated, doubled or backward pawns, or pawn islands: any of the structural weaknesses. */
const pawnWeaknesses = (c: IdeaCase) =>
  isolatedPawn(c) || doubledPawns(c) || backwardPawn(c) || pawnIslandsIdea(c);

const VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/**
 * The move wins material outright: it takes a piece that nothing can take back, or a piece worth
 * more than the one that takes it. Whatever else such a move does, it teaches a tactic.
 */
export function winsMaterial({ fen, move }: IdeaCase): boolean {
  const c = new Chess(fen);
  const me = c.turn();
  let m;
  try {
    m = c.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
  } catch {
    return false;
  }
  if (!m.captured || m.captured === 'p') return false;
  const takenBack = c.attackers(m.to, me === 'w' ? 'b' : 'w').length > 0;
  return !takenBack || VALUE[m.captured]! > VALUE[m.piece]!;
}

/** A positional idea is never material won outright (a loose rook, a queen for a pawn). */
const positional =
  (d: Detector): Detector =>
  (c) =>
    !winsMaterial(c) && d(c);

/**
 * Detectors of the strategy and opening ideas of the syllabus (content/syllabus.json), keyed by
 * detector id. The definitions are in strategy/detect.ts and strategy/openings.ts.
 */
export const strategyDetectors: DetectorTable = {
  outpost: positional(outpost),
  'weak-squares': positional(weakSquare),
  'open-file': positional(rookFile),
  'half-open-file': positional(halfOpenFile),
  'seventh-rank': positional(seventhRank),
  'isolated-pawn': positional(isolatedPawn),
  'doubled-pawns': positional(doubledPawns),
  'backward-pawn': positional(backwardPawn),
  'passed-pawn': positional(passedPawn),
  'pawn-islands': positional(pawnIslandsIdea),
  'pawn-weaknesses': positional(pawnWeaknesses),
  'good-and-bad-bishops': positional(goodBadBishop),
  'bishop-pair': positional(bishopPair),
  'king-safety': positional(kingSafety),
  // The opening ideas include punishing a mistake, which may well win a piece.
  development,
  'the-centre': centre,
  'quick-mates': quickMate,
  'weak-f7': weakF7,
  'opening-mistakes': openingMistake,
};
