import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { difficultyOf, difficultyRanges } from '@ascend/chess';

/*
 * The starter puzzle set's targets (issue 19): at least 3,000 puzzles, at most half of them one
 * move, and for every theme the set uses at least 20 puzzles in each difficulty range the
 * theme can fill (content/puzzles/theme-ranges.json, written by scripts/puzzle-miner/build.ts
 * from real Lichess puzzles; docs/decisions/0021-content-depth-and-fairness.md).
 */
export const PUZZLE_TARGETS = { total: 3000, maxOneMoveShare: 0.5, perCell: 20 };

interface Starter {
  puzzles: { id: string; moves: string[]; rating: number; themes: string[] }[];
}
interface Ranges {
  themes: Record<string, { ranges: number[] }>;
}

export function checkPuzzles(contentDir: string): {
  errors: string[];
  text: string;
  totals: Record<string, number>;
} {
  const file = path.join(contentDir, 'puzzles', 'starter.json');
  const rangesFile = path.join(contentDir, 'puzzles', 'theme-ranges.json');
  if (!existsSync(file)) return { errors: [], text: '', totals: {} };
  const { puzzles } = JSON.parse(readFileSync(file, 'utf8')) as Starter;
  const errors: string[] = [];
  const table: Record<string, number[]> = {};
  for (const p of puzzles)
    for (const t of p.themes) (table[t] ??= [0, 0, 0, 0])[difficultyOf(p.rating)]!++;
  const oneMove = puzzles.filter((p) => p.moves.length === 2).length;
  if (puzzles.length < PUZZLE_TARGETS.total)
    errors.push(
      `puzzles: only ${puzzles.length} starter puzzles, at least ${PUZZLE_TARGETS.total} expected`,
    );
  if (oneMove > puzzles.length * PUZZLE_TARGETS.maxOneMoveShare)
    errors.push(`puzzles: ${oneMove} of ${puzzles.length} are one move, at most half may be`);
  const ranges = existsSync(rangesFile)
    ? (JSON.parse(readFileSync(rangesFile, 'utf8')) as Ranges).themes
    : null;
  if (!ranges) errors.push('puzzles: content/puzzles/theme-ranges.json is missing');
  const rows = [
    ['theme', ...difficultyRanges.map((r) => `${r.from}-${r.to}`), 'can fill'].join('\t'),
  ];
  for (const [theme, counts] of Object.entries(table).sort()) {
    const can = ranges?.[theme]?.ranges;
    if (ranges && !can) errors.push(`puzzles: theme "${theme}" has no entry in theme-ranges.json`);
    for (const r of can ?? [])
      if (counts[r]! < PUZZLE_TARGETS.perCell)
        errors.push(
          `puzzles: theme "${theme}" has ${counts[r]} puzzles in ${difficultyRanges[r]!.from}-${difficultyRanges[r]!.to}, at least ${PUZZLE_TARGETS.perCell} expected`,
        );
    rows.push(
      [
        theme,
        ...counts.map((n, r) => (can?.includes(r) ? `${n}` : `(${n})`)),
        (can ?? []).map((r) => difficultyRanges[r]!.from).join(','),
      ].join('\t'),
    );
  }
  const text = `\nstarter puzzles: ${puzzles.length}, one move: ${oneMove} (${Math.round((100 * oneMove) / Math.max(1, puzzles.length))} %)\ntheme × range (in brackets: a range the theme cannot fill)\n${rows.join('\n')}`;
  return { errors, text, totals: { puzzles: puzzles.length, one_move_puzzles: oneMove } };
}
