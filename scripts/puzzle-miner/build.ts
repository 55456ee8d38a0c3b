// Turns mined candidates (data/puzzle-miner/*.jsonl) into content/puzzles/starter.json:
// merges them with the set already shipped, dedupes, re-verifies each with the CI check (verify.ts), tags themes, assigns a rating.
// Also writes content/puzzles/theme-ranges.json (which difficulty ranges each theme can fill)
// and content/puzzles/calibration.json (the rating model and its check against Lichess).
// Usage: tsx scripts/puzzle-miner/build.ts [candidates dir]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Engine } from '@ascend/engine';
import { difficultyOf, difficultyRanges, tagPuzzle } from '@ascend/chess';
import { calibrate, predict } from './calibrate.ts';
import type { Candidate } from './extract.ts';
import { MIN_POOL, MIN_SHARE, readSeeds, themeRanges } from './lichess-seeds.ts';
import { difficultyFeatures } from './rating-heuristic.ts';
import { verifyPuzzle } from './verify.ts';

type Lichess = { id: string; rating: number; rd: number; same_line: boolean };
type Mined = Candidate & { lichess?: Lichess };

const dir = process.argv[2] ?? 'data/puzzle-miner';
const out = 'content/puzzles/starter.json';
const candidates: Mined[] = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n').filter(Boolean))
  .map((l) => JSON.parse(l) as Mined);

// The set already shipped counts as candidates too, so a build only ever grows it (mined
// candidate files live in the git-ignored data/ folder and are not kept between machines).
interface Shipped {
  fen: string;
  moves: string[];
  themes: string[];
  found_depth: number;
  lichess?: Lichess;
}
if (existsSync(out)) {
  const shipped = (JSON.parse(readFileSync(out, 'utf8')) as { puzzles: Shipped[] }).puzzles;
  for (const p of shipped) {
    const goal = p.themes.includes('mate')
      ? 'mate'
      : p.themes.includes('crushing')
        ? 'crushing'
        : 'advantage';
    candidates.unshift({
      fen: p.fen,
      moves: p.moves,
      goal,
      final_cp: 0,
      found_depth: p.found_depth,
      ...(p.lichess ? { lichess: p.lichess } : {}),
    });
  }
}

// One puzzle per position the solver sees (the board after the setup move).
const seen = new Set<string>();
const engine = await Engine.start();
const puzzles = [];
let failed = 0;
for (const c of candidates) {
  const key = `${c.fen} ${c.moves[0]}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const id = `asc${createHash('sha1')
    .update(`${c.fen}|${c.moves.join(' ')}`)
    .digest('hex')
    .slice(0, 7)}`;
  const problem = await verifyPuzzle(engine, { id, fen: c.fen, moves: c.moves });
  if (problem) {
    failed++;
    continue;
  }
  const themes = tagPuzzle(c.fen, c.moves, c.goal).sort();
  puzzles.push({
    id,
    fen: c.fen,
    moves: c.moves,
    rating: 0,
    rating_deviation: 250,
    themes,
    found_depth: c.found_depth,
    ...(c.lichess ? { lichess: c.lichess } : {}),
    features: difficultyFeatures({ ...c, themes }),
  });
}
await engine.close();

// Ratings: a line equal to the Lichess puzzle keeps the rating Lichess measured; the rest get
// the calibrated model's estimate (calibrate.ts).
const rated = puzzles.filter((p) => p.lichess?.same_line);
const model = calibrate(
  rated.map((p) => ({ id: p.id, features: p.features, rating: p.lichess!.rating })),
);
for (const p of puzzles) {
  if (p.lichess?.same_line) {
    p.rating = p.lichess.rating;
    p.rating_deviation = Math.min(250, Math.max(80, p.lichess.rd));
  } else p.rating = predict(model.weights, p.features);
}
puzzles.sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));

const byTheme: Record<string, number[]> = {};
const byRange = [0, 0, 0, 0];
for (const p of puzzles) {
  for (const t of p.themes) (byTheme[t] ??= [0, 0, 0, 0])[difficultyOf(p.rating)]!++;
  byRange[difficultyOf(p.rating)]!++;
}
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      generator:
        'scripts/puzzle-miner (Stockfish 19 lite: self-play, and lines re-extracted from Lichess blunder moments, CC0)',
      count: puzzles.length,
      puzzles: puzzles.map(({ features: _f, ...p }) => p),
    },
    null,
    1,
  )}\n`,
);

// Which ranges each theme can fill, from real Lichess puzzles tagged by our tagger — except
// where the steered miner has tried every one of them and the keeping rule (verifiable at the CI
// depth) let fewer than 20 through: those cells are written down as exhausted, with the evidence.
const seedList = readSeeds();
const ranges = themeRanges(seedList);
for (const t of Object.keys(byTheme)) ranges[t] ??= { pool: [0, 0, 0, 0], ranges: [] };
type Exhausted = { theme: string; range: number; pool: number; kept: number };
const previous: Exhausted[] = existsSync('content/puzzles/theme-ranges.json')
  ? ((
      JSON.parse(readFileSync('content/puzzles/theme-ranges.json', 'utf8')) as {
        exhausted?: Exhausted[];
      }
    ).exhausted ?? [])
  : [];
const triedFile = path.join(dir, 'steered-tried.txt');
const exhausted: Exhausted[] = [];
if (existsSync(triedFile)) {
  const tried = new Set(readFileSync(triedFile, 'utf8').split('\n'));
  for (const [theme, { ranges: rs }] of Object.entries(ranges))
    for (const r of rs) {
      const pool = seedList.filter((x) => x.themes.includes(theme) && difficultyOf(x.rating) === r);
      if (pool.length === 0 || !pool.every((x) => tried.has(x.lichessId))) continue;
      const kept = puzzles.filter(
        (p) => p.themes.includes(theme) && difficultyOf(p.rating) === r,
      ).length;
      if (kept < 20) exhausted.push({ theme, range: r, pool: pool.length, kept });
    }
} else exhausted.push(...previous);
for (const e of exhausted)
  if (ranges[e.theme])
    ranges[e.theme]!.ranges = ranges[e.theme]!.ranges.filter((r) => r !== e.range);
writeFileSync(
  'content/puzzles/theme-ranges.json',
  `${JSON.stringify(
    {
      rule: `A theme can fill a difficulty range when at least ${MIN_POOL} real Lichess puzzles of that theme (tagged by our tagger) and at least ${MIN_SHARE * 100} % of them fall in it. Source: the project's 30,000-puzzle Lichess sample (CC0), stratified evenly over ratings 400-3000.`,
      exhausted_rule:
        'Left out: a range where the steered miner tried every real puzzle of the theme and fewer than 20 kept the uniqueness rule at the verification depth (kept = puzzles the set has there).',
      ranges: difficultyRanges,
      exhausted,
      themes: Object.fromEntries(Object.entries(ranges).sort()),
    },
    null,
    1,
  )}\n`,
);

// The calibration and the side-by-side check against the Lichess sample, by theme.
const seeds = readSeeds();
const dist = (ratings: number[]) => {
  const s = [...ratings].sort((a, b) => a - b);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))] ?? 0;
  return {
    n: s.length,
    p10: q(0.1),
    p50: q(0.5),
    p90: q(0.9),
    ranges: [0, 1, 2, 3].map((r) => s.filter((x) => difficultyOf(x) === r).length),
  };
};
const modelled = puzzles.filter((p) => !p.lichess?.same_line);
const compare = Object.fromEntries(
  Object.keys(byTheme)
    .sort()
    .map((t) => [
      t,
      {
        starter: dist(puzzles.filter((p) => p.themes.includes(t)).map((p) => p.rating)),
        starter_modelled: dist(modelled.filter((p) => p.themes.includes(t)).map((p) => p.rating)),
        lichess: dist(seeds.filter((s) => s.themes.includes(t)).map((s) => s.rating)),
      },
    ]),
);
writeFileSync(
  'content/puzzles/calibration.json',
  `${JSON.stringify({ model, lichess_rated: rated.length, modelled: modelled.length, by_theme: compare }, null, 1)}\n`,
);

console.log(
  `${candidates.length} candidates, ${seen.size} distinct, ${failed} failed verification, ${puzzles.length} written to ${out}`,
);
console.log(
  `ratings: ${rated.length} measured on Lichess, ${modelled.length} from the model (held-out MAE ${model.mae}, predicting the mean ${model.baselineMae})`,
);
console.log('by range (0-1499, 1500-1999, 2000-2499, 2500-3000):', byRange.join(', '));
console.log(
  'one move:',
  puzzles.filter((p) => p.moves.length === 2).length,
  'by theme:',
  Object.entries(byTheme)
    .map(([k, v]) => `${k} ${v.join('/')}`)
    .join(', '),
);
