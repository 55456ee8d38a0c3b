// The steered miner: fills the gaps of the starter set (themes × difficulty ranges, lines of
// more than one move) from real blunder moments (Lichess seeds, CC0), re-extracting each line
// with the miner's own rules. Resumable: run it in batches, it skips seeds it already tried.
// Usage: nice -n 10 tsx scripts/puzzle-miner/steer.ts --minutes 20 [--target 2600]
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Engine } from '@ascend/engine';
import { difficultyOf, tagPuzzle } from '@ascend/chess';
import { checkLine, extractLine, foundDepth, type Candidate } from './extract.ts';
import { readSeeds, themeRanges, type Seed } from './lichess-seeds.ts';
import { mulberry32 } from './rng.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    target: { type: 'string', default: '2600' },
    /** Puzzles wanted per theme in each range it can fill (the rule is 20; a margin for the CI re-check). */
    cell: { type: 'string', default: '24' },
    /** Try again seeds tried before (after the keeping rule learned to check Lichess lines). */
    retry: { type: 'boolean', default: false },
  },
});
const OUT = 'data/puzzle-miner/steered.jsonl';
const TRIED = 'data/puzzle-miner/steered-tried.txt';
mkdirSync('data/puzzle-miner', { recursive: true });
const deadline = Date.now() + Number(values.minutes) * 60_000;
const perCell = Number(values.cell);
const target = Number(values.target);

export type SteeredCandidate = Candidate & {
  lichess: { id: string; rating: number; rd: number; same_line: boolean };
};

const seeds = readSeeds();
const ranges = themeRanges(seeds);
const tried = new Set(
  existsSync(TRIED) && !values.retry ? readFileSync(TRIED, 'utf8').split('\n') : [],
);
const kept: SteeredCandidate[] = existsSync(OUT)
  ? readFileSync(OUT, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as SteeredCandidate)
  : [];

const keptIds = new Set(kept.map((c) => c.lichess.id));
// What the kept lines already cover; only lines equal to the Lichess one have a known range.
const cells = new Map<string, number>();
const cellKey = (t: string, r: number) => `${t}@${r}`;
let multi = 0;
const count = (c: SteeredCandidate) => {
  if (c.moves.length > 2) multi++;
  if (!c.lichess.same_line) return;
  for (const t of tagPuzzle(c.fen, c.moves, c.goal))
    cells.set(
      cellKey(t, difficultyOf(c.lichess.rating)),
      (cells.get(cellKey(t, difficultyOf(c.lichess.rating))) ?? 0) + 1,
    );
};
kept.forEach(count);

// Seeds in a fixed shuffled order (seeded), so batches are repeatable.
const rng = mulberry32(19);
const order = seeds
  .map((s) => [rng(), s] as const)
  .sort((a, b) => a[0] - b[0])
  .map(([, s]) => s)
  .filter((s) => !tried.has(s.lichessId) && !keptIds.has(s.lichessId));

/** The next seed to try: the emptiest feasible cell first, then multi-move lines across ranges. */
function next(): Seed | undefined {
  const gaps: [string, number, number][] = [];
  for (const [theme, { ranges: rs }] of Object.entries(ranges))
    for (const r of rs) {
      const have = cells.get(cellKey(theme, r)) ?? 0;
      if (have < perCell) gaps.push([theme, r, have]);
    }
  gaps.sort((a, b) => a[2] - b[2]);
  for (const [theme, r] of gaps) {
    const fits = (s: Seed) => s.themes.includes(theme) && difficultyOf(s.rating) === r;
    // Lines of more than one move first: at most half the set may be one move.
    let i = order.findIndex((s) => fits(s) && s.moves.length > 2);
    if (i < 0) i = order.findIndex(fits);
    if (i >= 0) return order.splice(i, 1)[0];
  }
  if (kept.length >= target) return undefined;
  const r = kept.length % 4;
  const i = order.findIndex((s) => s.moves.length > 2 && difficultyOf(s.rating) === r);
  return i >= 0 ? order.splice(i, 1)[0] : order.shift();
}

const engine = await Engine.start();
let tries = 0;
const started = kept.length;
for (let s = next(); s && Date.now() < deadline; s = next()) {
  tries++;
  appendFileSync(TRIED, `${s.lichessId}\n`);
  // Our own extraction first; where it finds another line, the Lichess line itself may still
  // pass the same keeping rule (deep endgames often need more than SOLVE_DEPTH to extract).
  let c = await extractLine(engine, s.fen, s.moves[0]!);
  if (!c || c.moves.join(' ') !== s.moves.join(' '))
    c = (await checkLine(engine, s.fen, s.moves, s.goal)) ?? c;
  if (!c) continue;
  c.found_depth = await foundDepth(engine, c.fen, c.moves);
  const steered: SteeredCandidate = {
    ...c,
    lichess: {
      id: s.lichessId,
      rating: s.rating,
      rd: s.rd,
      same_line: c.moves.join(' ') === s.moves.join(' '),
    },
  };
  appendFileSync(OUT, `${JSON.stringify(steered)}\n`);
  kept.push(steered);
  count(steered);
  if (tries % 50 === 0)
    console.log(
      `${new Date().toISOString()} tried=${tries} kept=${kept.length} (+${kept.length - started}) multi=${multi}`,
    );
}
await engine.close();
const open = Object.entries(ranges).flatMap(([t, { ranges: rs }]) =>
  rs.filter((r) => (cells.get(cellKey(t, r)) ?? 0) < perCell).map((r) => `${t}@${r}`),
);
console.log(
  `done: tried=${tries} kept=${kept.length} multi=${multi}; open cells: ${open.join(' ') || 'none'}`,
);
