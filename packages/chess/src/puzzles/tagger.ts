import type { Color } from 'chess.js';
import { matePatterns } from './mate-patterns.ts';
import * as m from './motifs.ts';
import { endgameKind, phaseOf } from './phase.ts';
import { replay } from './replay.ts';

export type PuzzleGoal = 'mate' | 'crushing' | 'advantage' | 'equality';

const lengthKey = (solverMoves: number) =>
  solverMoves === 1
    ? 'oneMove'
    : solverMoves === 2
      ? 'short'
      : solverMoves === 3
        ? 'long'
        : 'veryLong';

/**
 * Names the themes of a puzzle line (FEN before the setup move, UCI moves with the setup move
 * first) using the Lichess keys. `goal` comes from the engine's verdict on the final position.
 */
export function tagPuzzle(fen: string, moves: readonly string[], goal: PuzzleGoal): string[] {
  const plies = replay(fen, moves);
  const solver: Color = plies[1]!.move.color;
  const solverPlies = plies.filter((p) => p.solver);
  const tags = new Set<string>([goal, lengthKey(solverPlies.length)]);
  const mated = goal === 'mate';
  if (mated) {
    tags.add(`mateIn${Math.min(solverPlies.length, 5)}`);
    for (const t of matePatterns(plies, solver)) tags.add(t);
  }
  const seen = plies[0]!.after;
  const phase = phaseOf(seen);
  tags.add(phase);
  const kind = phase === 'endgame' ? endgameKind(seen) : null;
  if (kind) tags.add(kind);

  for (const p of solverPlies) {
    if (p.move.promotion) tags.add(p.move.promotion === 'q' ? 'promotion' : 'underPromotion');
    if (p.move.isKingsideCastle() || p.move.isQueensideCastle()) tags.add('castling');
    if (p.move.isEnPassant()) tags.add('enPassant');
  }
  if (tags.has('underPromotion')) tags.add('promotion');
  const checks: [string, boolean][] = [
    ['fork', m.isFork(plies, solver)],
    ['hangingPiece', !mated && m.isHangingPiece(plies, solver)],
    ['pin', m.isPin(plies, solver)],
    ['skewer', m.isSkewer(plies)],
    ['doubleCheck', m.isDoubleCheck(plies, solver)],
    ['sacrifice', m.isSacrifice(plies, solver)],
    ['advancedPawn', m.isAdvancedPawn(plies, solver)],
    ['attackingF2F7', m.isAttackingF2F7(plies, solver)],
    ['quietMove', m.isQuietMove(plies, solver)],
  ];
  for (const [key, yes] of checks) if (yes) tags.add(key);
  const disc = m.discoveredKind(plies, solver);
  if (disc) tags.add('discoveredAttack');
  if (disc === 'check') tags.add('discoveredCheck');
  return [...tags];
}
