// Draws the committed test fixture `fixtures/lichess-puzzles/puzzles-2000.csv` from the 30,000-row
// Lichess sample in ../shared/data. Tests read only the fixture, so `npm test` passes on a fresh
// clone; this script exists so the fixture can be redrawn the same way (it is deterministic).
//
// Selection: every theme key, rarest first, gets up to PER_THEME rows spread evenly over its
// ratings; then every 100-point rating band gets at least PER_BAND rows; then evenly spaced rows
// fill the file up to SIZE. Rows are copied byte for byte and kept in the sample's order.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZE = 2000;
const PER_THEME = 24;
const PER_BAND = 30;
const MUST = ['zcopP']; // named by the importer test

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source =
  process.argv[2] ?? path.resolve(repoRoot, '../shared/data/lichess-puzzles-sample.csv');
const out = path.resolve(repoRoot, 'fixtures/lichess-puzzles/puzzles-2000.csv');

const [header, ...lines] = readFileSync(source, 'utf8').trim().split('\n');
const rows = lines.map((line, i) => {
  const f = line.split(',');
  return { i, line, id: f[0]!, rating: Number(f[3]), themes: f[7]!.split(' ') };
});
const picked = new Set<number>(rows.filter((r) => MUST.includes(r.id)).map((r) => r.i));

/** Takes up to n rows of `pool`, evenly spaced, that are not picked yet. */
function spread(pool: typeof rows, n: number) {
  const free = pool.filter((r) => !picked.has(r.i));
  const have = pool.length - free.length;
  const want = Math.min(Math.max(0, n - have), free.length);
  for (let k = 0; k < want; k++) picked.add(free[Math.floor((k * free.length) / want)]!.i);
}

const byTheme = new Map<string, typeof rows>();
for (const r of rows) for (const t of r.themes) byTheme.set(t, [...(byTheme.get(t) ?? []), r]);
for (const [, pool] of [...byTheme].sort((a, b) => a[1].length - b[1].length))
  spread(pool, PER_THEME);

const byBand = new Map<number, typeof rows>();
for (const r of rows) {
  const band = Math.floor(r.rating / 100);
  byBand.set(band, [...(byBand.get(band) ?? []), r]);
}
for (const pool of byBand.values()) spread(pool, Math.min(PER_BAND, pool.length));
spread(rows, SIZE);

if (picked.size > SIZE) throw new Error(`selection has ${picked.size} rows, more than ${SIZE}`);
const chosen = rows.filter((r) => picked.has(r.i));
writeFileSync(out, `${[header, ...chosen.map((r) => r.line)].join('\n')}\n`);
console.log(`wrote ${chosen.length} rows to ${path.relative(repoRoot, out)}`);
