import { readFileSync } from 'node:fs';
import { tagPuzzle } from '../packages/chess/src/puzzles/tagger.ts';
const key = process.argv[2]!;
const lines = readFileSync('/work/shared/data/lichess-puzzles-sample.csv', 'utf8').trim().split('\n').slice(1);
let shown = 0;
for (const line of lines.filter((_, i) => i % 6 === 0)) {
  const f = line.split(',');
  const themes = new Set(f[7]!.split(' '));
  const goal = (['mate', 'crushing', 'advantage', 'equality'] as const).find((g) => themes.has(g));
  if (!goal) continue;
  const mine = tagPuzzle(f[1]!, f[2]!.split(' '), goal);
  if (mine.includes(key) && !themes.has(key) && shown++ < 8) console.log(f[0], f[1], f[2], f[7]);
}
