// Which skills a puzzle theme (the Lichess theme keys of theme-catalogue.json) trains, ADR 0024.
// Every catalogue key is either mapped here or listed as skill-neutral below; the table test
// fails on a key that is neither, so a new theme cannot silently stop moving the skills.
import type { Skill } from './skills.ts';

export const themeSkills: Readonly<Record<string, readonly Skill[]>> = {
  // Motifs: seeing a one- or two-move trick is tactics.
  fork: ['tactics'],
  pin: ['tactics'],
  skewer: ['tactics'],
  hangingPiece: ['tactics'],
  discoveredAttack: ['tactics'],
  discoveredCheck: ['tactics'],
  doubleCheck: ['tactics', 'attacking'],
  capturingDefender: ['tactics'],
  trappedPiece: ['tactics'],
  attraction: ['tactics'],
  deflection: ['tactics'],
  interference: ['tactics'],
  clearance: ['tactics'],
  xRayAttack: ['tactics'],
  mateIn1: ['tactics'],
  mateIn2: ['tactics', 'attacking'],
  enPassant: ['tactics'],
  // Depth and precision: long lines, moves that do not check or capture, and defence.
  mateIn3: ['calculation', 'attacking'],
  mateIn4: ['calculation', 'attacking'],
  mateIn5: ['calculation', 'attacking'],
  long: ['calculation'],
  veryLong: ['calculation'],
  quietMove: ['calculation'],
  defensiveMove: ['calculation'],
  intermezzo: ['calculation', 'tactics'],
  collinearMove: ['calculation'],
  underPromotion: ['calculation'],
  equality: ['calculation'],
  // Going after the king.
  kingsideAttack: ['attacking'],
  queensideAttack: ['attacking'],
  sacrifice: ['attacking'],
  attackingF2F7: ['attacking'],
  exposedKing: ['attacking'],
  mate: ['attacking'],
  backRankMate: ['attacking'],
  smotheredMate: ['attacking'],
  anastasiaMate: ['attacking'],
  arabianMate: ['attacking'],
  hookMate: ['attacking'],
  bodenMate: ['attacking'],
  doubleBishopMate: ['attacking'],
  dovetailMate: ['attacking'],
  killBoxMate: ['attacking'],
  vukovicMate: ['attacking'],
  cornerMate: ['attacking'],
  epauletteMate: ['attacking'],
  operaMate: ['attacking'],
  pillsburysMate: ['attacking'],
  morphysMate: ['attacking'],
  balestraMate: ['attacking'],
  blindSwineMate: ['attacking'],
  triangleMate: ['attacking'],
  swallowstailMate: ['attacking'],
  // Endgames, pawns and squares: strategy.
  endgame: ['strategy'],
  pawnEndgame: ['strategy'],
  rookEndgame: ['strategy'],
  bishopEndgame: ['strategy'],
  knightEndgame: ['strategy'],
  queenEndgame: ['strategy'],
  queenRookEndgame: ['strategy'],
  zugzwang: ['strategy', 'calculation'],
  advancedPawn: ['strategy'],
  promotion: ['strategy'],
};

/**
 * Keys that say nothing about which skill was used: the phase before the endgame, the length of
 * short lines, the size of the win, special moves everybody knows, and where the game came from.
 */
export const skillNeutralThemes: ReadonlySet<string> = new Set([
  'oneMove',
  'short',
  'crushing',
  'advantage',
  'opening',
  'middlegame',
  'castling',
  'master',
  'masterVsMaster',
  'superGM',
]);
