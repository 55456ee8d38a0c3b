import { readFileSync } from 'node:fs';
import { Analyst, CachedSearcher } from '../content-gen/engine/analyst.ts';
import { EngineCache } from '../content-gen/engine/cache.ts';
import { verifyPuzzle } from './verify.ts';

/*
 * Stores the starter set's re-verification searches in content/engine-cache/ so CI reads them
 * (starter.test.ts searches only new positions and a fixed sample). Run after the miner writes
 * content/puzzles/starter.json: nice -n 10 npx tsx scripts/puzzle-miner/fill-cache.ts
 */
const { puzzles } = JSON.parse(
  readFileSync(new URL('../../content/puzzles/starter.json', import.meta.url), 'utf8'),
) as { puzzles: { id: string; fen: string; moves: string[] }[] };
const analyst = new Analyst(new EngineCache(), true, true);
const searcher = new CachedSearcher(analyst);
let problems = 0;
for (const p of puzzles) {
  const problem = await verifyPuzzle(searcher, p);
  if (problem) {
    problems += 1;
    console.error(problem);
  }
}
analyst.cache.save();
await analyst.close();
console.log(
  `${puzzles.length} puzzles: ${searcher.fromCache.size} positions already cached, ${searcher.searched} searched and stored, ${problems} problems`,
);
process.exit(problems ? 1 : 0);
