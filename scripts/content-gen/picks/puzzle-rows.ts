// The Lichess puzzles the pick scripts choose from (CC0, https://database.lichess.org/#puzzles):
// the project's copy beside the repository when it is there, and the committed fixture, each
// puzzle once, easiest first (ties by id, so a run picks the same puzzles every time).
import { existsSync, readFileSync } from 'node:fs';

export interface PuzzleRow {
  id: string;
  fen: string;
  moves: string[];
  rating: number;
  themes: string[];
  openings: string[];
}

const FILES = [
  '../shared/data/lichess-puzzles-sample.csv',
  'fixtures/lichess-puzzles/puzzles-2000.csv',
];

export function readPuzzleRows(files: string[] = FILES): PuzzleRow[] {
  const rows: PuzzleRow[] = [];
  const seen = new Set<string>();
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').trim().split('\n').slice(1)) {
      const c = line.split(',');
      if (seen.has(c[0]!)) continue;
      seen.add(c[0]!);
      rows.push({
        id: c[0]!,
        fen: c[1]!,
        moves: c[2]!.split(' '),
        rating: Number(c[3]),
        themes: c[7]!.split(' '),
        openings: (c[9] ?? '').split(' ').filter(Boolean),
      });
    }
  }
  return rows.sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));
}
