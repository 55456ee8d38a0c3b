import { existsSync, readFileSync } from 'node:fs';
import { difficultyOf, tagPuzzle, type PuzzleGoal } from '@ascend/chess';

/**
 * Seed positions for the steered miner: real blunder moments from the Lichess puzzle database
 * (CC0, https://database.lichess.org/#puzzles; the project's copy is described in
 * ../shared/data/README.md). A seed is the position before the opponent's setup move plus that
 * move; the miner re-extracts the solution with its own rules (extract.ts) and only when the
 * line it finds is the Lichess line does the puzzle keep the rating measured on Lichess.
 */
export interface Seed {
  lichessId: string;
  fen: string;
  /** The Lichess line: setup move first, solver moves at odd indexes. */
  moves: string[];
  rating: number;
  rd: number;
  goal: PuzzleGoal;
  /** Our tagger's themes for the Lichess line (an estimate until the line is re-extracted). */
  themes: string[];
}

export const SEED_FILES = [
  '../shared/data/lichess-puzzles-sample.csv',
  'fixtures/lichess-puzzles/puzzles-2000.csv',
];

const goalOf = (themes: string[]): PuzzleGoal | null =>
  themes.includes('mate')
    ? 'mate'
    : themes.includes('crushing')
      ? 'crushing'
      : themes.includes('advantage')
        ? 'advantage'
        : null; // "equality" lines save a draw: not a "win clearly" puzzle, left out

/** Every usable seed of the files that exist, once per Lichess id. */
export function readSeeds(files = SEED_FILES): Seed[] {
  const seen = new Set<string>();
  const seeds: Seed[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const [id, fen, moves, rating, rd, , , themes] = line.split(',');
      if (!id || seen.has(id)) continue;
      seen.add(id);
      const goal = goalOf(themes!.split(' '));
      if (!goal) continue;
      const ms = moves!.split(' ');
      let tags: string[];
      try {
        tags = tagPuzzle(fen!, ms, goal);
      } catch {
        continue;
      }
      seeds.push({
        lichessId: id,
        fen: fen!,
        moves: ms,
        rating: Number(rating),
        rd: Number(rd),
        goal,
        themes: tags,
      });
    }
  }
  return seeds;
}

/**
 * Which of the four difficulty ranges a theme can fill: the ranges where real Lichess puzzles
 * of that theme (as our tagger names it) are not rare. The sample is stratified evenly over
 * ratings 400–3000, so a range holding under MIN_SHARE of a theme's puzzles, or fewer than
 * MIN_POOL of them, is one the theme cannot honestly fill (a mate in 4 is not a 600 puzzle).
 */
export const MIN_SHARE = 0.08;
export const MIN_POOL = 60;
export function themeRanges(seeds: Seed[]): Record<string, { pool: number[]; ranges: number[] }> {
  const pool: Record<string, number[]> = {};
  for (const s of seeds)
    for (const t of s.themes) (pool[t] ??= [0, 0, 0, 0])[difficultyOf(s.rating)]!++;
  const out: Record<string, { pool: number[]; ranges: number[] }> = {};
  for (const [theme, counts] of Object.entries(pool).sort()) {
    const total = counts.reduce((a, b) => a + b, 0);
    out[theme] = {
      pool: counts,
      ranges: counts.flatMap((n, r) => (n >= MIN_POOL && n / total >= MIN_SHARE ? [r] : [])),
    };
  }
  return out;
}
