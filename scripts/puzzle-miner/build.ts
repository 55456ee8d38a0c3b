// Turns mined candidates (data/puzzle-miner/*.jsonl) into content/puzzles/starter.json:
// merges them with the set already shipped, dedupes, re-verifies each with the CI check (verify.ts), tags themes, assigns a rating.
// Usage: tsx scripts/puzzle-miner/build.ts [candidates dir]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Engine } from '@ascend/engine';
import { difficultyOf, tagPuzzle } from '@ascend/chess';
import type { Candidate } from './extract.ts';
import { difficultyScore, spreadRatings } from './rating-heuristic.ts';
import { verifyPuzzle } from './verify.ts';

const dir = process.argv[2] ?? 'data/puzzle-miner';
const out = 'content/puzzles/starter.json';
const candidates = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n').filter(Boolean))
  .map((l) => JSON.parse(l) as Candidate);

// The set already shipped counts as candidates too, so a build only ever grows it (mined
// candidate files live in the git-ignored data/ folder and are not kept between machines).
interface Shipped {
  fen: string;
  moves: string[];
  themes: string[];
  found_depth: number;
}
if (existsSync(out)) {
  const shipped = (JSON.parse(readFileSync(out, 'utf8')) as { puzzles: Shipped[] }).puzzles;
  for (const p of shipped) {
    const goal = p.themes.includes('mate')
      ? 'mate'
      : p.themes.includes('crushing')
        ? 'crushing'
        : 'advantage';
    candidates.push({ fen: p.fen, moves: p.moves, goal, final_cp: 0, found_depth: p.found_depth });
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
    score: difficultyScore({ ...c, themes }),
  });
}
await engine.close();
spreadRatings(puzzles.map((p) => p.score)).forEach((r, i) => (puzzles[i]!.rating = r));
puzzles.sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id));

const byTheme: Record<string, number> = {};
const byRange = [0, 0, 0, 0];
for (const p of puzzles) {
  for (const t of p.themes) byTheme[t] = (byTheme[t] ?? 0) + 1;
  byRange[difficultyOf(p.rating)]!++;
}
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ generator: 'scripts/puzzle-miner (Stockfish 19 lite self-play)', count: puzzles.length, puzzles }, null, 1)}\n`,
);
console.log(
  `${candidates.length} candidates, ${seen.size} distinct, ${failed} failed verification, ${puzzles.length} written to ${out}`,
);
console.log('by range (0-1499, 1500-1999, 2000-2499, 2500-3000):', byRange.join(', '));
console.log(
  'by theme:',
  Object.entries(byTheme)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
