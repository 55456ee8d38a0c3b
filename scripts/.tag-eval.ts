import { readFileSync } from 'node:fs';
import { tagPuzzle } from '../packages/chess/src/puzzles/tagger.ts';
const lines = readFileSync('/work/shared/data/lichess-puzzles-sample.csv', 'utf8').trim().split('\n').slice(1);
const stats = new Map<string, { tp: number; fp: number; fn: number }>();
const get = (k: string) => stats.get(k) ?? (stats.set(k, { tp: 0, fp: 0, fn: 0 }), stats.get(k)!);
let n = 0;
const t0 = Date.now();
for (const line of lines.filter((_, i) => i % 6 === 0)) {
  const f = line.split(',');
  const themes = new Set(f[7]!.split(' '));
  const goal = (['mate', 'crushing', 'advantage', 'equality'] as const).find((g) => themes.has(g))!;
  const mine = new Set(tagPuzzle(f[1]!, f[2]!.split(' '), goal));
  n++;
  for (const k of mine) if (themes.has(k)) get(k).tp++; else get(k).fp++;
  for (const k of themes) if (!mine.has(k)) get(k).fn++;
}
console.log([...stats.keys()].filter(k => typeof k !== 'string'), n, 'puzzles', Date.now() - t0, 'ms');
for (const [k, s] of [...stats].filter(([k]) => typeof k === "string").filter(([, s]) => s.tp + s.fp > 0).sort()) console.log(k.padEnd(18), 'precision', (s.tp / (s.tp + s.fp)).toFixed(2), 'recall', (s.tp / (s.tp + s.fn)).toFixed(2), s);
