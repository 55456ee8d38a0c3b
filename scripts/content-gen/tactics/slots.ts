import { readFileSync } from 'node:fs';
import { ideaDetectors } from '@ascend/chess';
import type { Pick } from '../picks/slots.ts';

/** What a tactics lesson needs from the puzzle database: its detector, a filter, how many. */
export interface TacticsSlot {
  key: string;
  /** Key in ideaDetectors every kept solution must pass (one of them, for a checkpoint). */
  detector: string;
  /** A checkpoint's slot: any of these detectors (the first that passes is the exercise's idea). */
  anyOf?: string[];
  anyTheme?: string[];
  notThemes?: string[];
  /** The piece (p, n, b, r, q, k) that plays the learner's first move. */
  piece?: string;
  minRating?: number;
  maxRating: number;
  maxSolver: number;
  count: number;
  /** The detector must pass on the first move alone too (which-move questions give only it). */
  moveOnly?: boolean;
  /**
   * Mating drills (issue 38.2): at most this many positions share one mate pattern (the puzzle's
   * Lichess mate theme, backRankMate, smotheredMate, …; a mate with none counts as one pattern).
   */
  perPattern?: number;
}

/** The mate pattern a puzzle's themes name (the first …Mate theme), or 'unnamed'. */
export const mateThemeOf = (themes: string[]): string =>
  themes.find((t) => /^[a-z]+Mate$/.test(t)) ?? 'unnamed';

const t = (
  key: string,
  detector: string,
  maxRating: number,
  maxSolver: number,
  f: Partial<TacticsSlot> = {},
): TacticsSlot => ({ key, detector, maxRating, maxSolver, count: 8, ...f });

/** Eight per lesson: six for the lesson, two for its unit's checkpoint. */
export const tacticsSlots: TacticsSlot[] = [
  t('fork-knight', 'knight-fork', 1300, 2, { anyTheme: ['fork'] }),
  t('fork-queen', 'queen-fork', 1400, 2, { anyTheme: ['fork'] }),
  // A pawn fork is a pawn's move, not a promotion to a forking knight (the coach, issue 38).
  t('fork-pawn', 'pawn-fork', 1600, 2, { anyTheme: ['fork'], notThemes: ['promotion'] }),
  t('fork-other', 'fork', 1600, 2, { anyTheme: ['fork'], piece: 'brk' }),
  t('pin', 'pin', 1500, 2, { anyTheme: ['pin'] }),
  t('skewer', 'skewer', 1500, 2, { anyTheme: ['skewer'] }),
  t('xray', 'x-ray', 1800, 2, { anyTheme: ['xRayAttack'] }),
  t('discovered', 'discovered-attack', 1500, 2, { anyTheme: ['discoveredAttack', 'doubleCheck'] }),
  t('deflection', 'deflection', 1500, 2, { anyTheme: ['deflection'] }),
  t('attraction', 'attraction', 1500, 2, { anyTheme: ['attraction'] }),
  t('overloading', 'overloading', 1800, 2, {
    anyTheme: ['capturingDefender', 'deflection', 'attraction'],
  }),
  t('interference', 'interference', 2000, 2, { anyTheme: ['interference', 'deflection'] }),
  t('intermezzo', 'in-between-move', 1800, 2, { anyTheme: ['intermezzo'] }),
  t('trapped', 'trapped-piece', 1600, 2, { anyTheme: ['trappedPiece'] }),
  t('back-rank', 'back-rank-mate', 1300, 2, { anyTheme: ['backRankMate'], moveOnly: true }),
  t('clearance', 'clearance', 1800, 2, { anyTheme: ['clearance'] }),
  t('ccc', 'forcing-moves', 1200, 2, { anyTheme: ['short'], notThemes: ['mate'] }),
  t('mate-in-2', 'mate-in-two', 1700, 2, {
    anyTheme: ['mateIn2'],
    moveOnly: true,
    minRating: 1200,
    perPattern: 2,
  }),
  t('long-lines', 'forcing-lines', 1700, 3, { anyTheme: ['long'], notThemes: ['mate'] }),
  t('mate-in-3', 'mate-in-three', 1900, 3, {
    anyTheme: ['mateIn3'],
    moveOnly: true,
    minRating: 1400,
    perPattern: 2,
  }),
  // Section 3 lessons built from picks.
  t('s3-hanging', 'hanging-pieces', 1000, 1, { anyTheme: ['hangingPiece'], count: 2 }),
  t('s3-overloading', 'overloading', 1800, 2, {
    anyTheme: ['capturingDefender', 'deflection', 'attraction'],
    count: 2,
  }),
  t('s3-intermezzo', 'in-between-move', 1800, 2, { anyTheme: ['intermezzo'], count: 2 }),
  // Section 3 boards a 1100 player found less than 5 % of the time (issue 38.2), replaced by
  // positions mined with the floor (mine.ts keeps s3-/cp3- positions found ≥ 5 % at 1100).
  t('s3-discovered', 'discovered-attack', 1200, 2, { anyTheme: ['discoveredAttack'], count: 1 }),
  t('s3-double-check', 'double-check', 1400, 3, { anyTheme: ['doubleCheck'], count: 1 }),
  t('s3-attraction', 'attraction', 1400, 2, { anyTheme: ['attraction'], count: 1 }),
  t('s3-smothered', 'smothered-mate', 1600, 2, { anyTheme: ['smotheredMate'], count: 1 }),
  // Section 3's unit checkpoints: six positions each, tagged with the idea they pass.
  t('cp3-double-attacks', 'fork', 1100, 2, {
    anyTheme: ['fork', 'hangingPiece'],
    anyOf: ['knight-fork', 'fork', 'hanging-pieces'],
    count: 6,
  }),
  t('cp3-line-tactics', 'pin', 1200, 2, {
    anyTheme: ['pin', 'skewer', 'discoveredAttack', 'doubleCheck'],
    anyOf: ['pin', 'skewer', 'discovered-attack', 'double-check'],
    count: 6,
  }),
  t('cp3-defenders', 'deflection', 1400, 2, {
    anyTheme: ['deflection', 'attraction', 'capturingDefender'],
    anyOf: ['removing-the-defender', 'deflection', 'attraction', 'overloading'],
    count: 6,
  }),
  t('cp3-mating-patterns', 'back-rank-mate', 1300, 2, {
    anyTheme: ['backRankMate', 'smotheredMate', 'anastasiaMate', 'arabianMate', 'bodenMate'],
    anyOf: ['back-rank-mate', 'smothered-mate', 'mating-patterns'],
    count: 6,
    moveOnly: true,
  }),
  t('s3-pattern', 'mating-patterns', 1200, 2, {
    anyTheme: ['anastasiaMate', 'arabianMate', 'bodenMate', 'dovetailMate', 'smotheredMate'],
    count: 2,
    moveOnly: true,
  }),
];

/** The idea a slot's position practises: the slot's detector, or the first of `anyOf` it passes. */
export function ideaOfPick(slot: TacticsSlot, p: Pick): string {
  const line = { fen: p.fen, move: p.solution[0]!, line: p.solution };
  return (slot.anyOf ?? [slot.detector]).find((d) => ideaDetectors[d]?.(line)) ?? slot.detector;
}

let cache: Record<string, Pick[]> | null = null;
/** The committed tactics picks (written by mine.ts): `n` positions of a slot from `from` on. */
export function tacticsPicks(key: string, from = 0, n = 8): Pick[] {
  cache ??= JSON.parse(
    readFileSync(new URL('../picks/tactics.json', import.meta.url), 'utf8'),
  ) as Record<string, Pick[]>;
  const out = (cache[key] ?? []).slice(from, from + n);
  if (out.length < n) throw new Error(`tactics.json has too few positions for "${key}"`);
  return out;
}
