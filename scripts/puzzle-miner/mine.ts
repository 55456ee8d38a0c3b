// Mines puzzle candidates from weak Stockfish self-play and appends them as JSON lines.
// Usage: tsx scripts/puzzle-miner/mine.ts --seed 1 --minutes 30 --out data/puzzle-miner/a.jsonl
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Engine } from '@ascend/engine';
import { extractLine, foundDepth } from './extract.ts';
import { mulberry32 } from './rng.ts';
import { playGame } from './self-play.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    minutes: { type: 'string', default: '30' },
    out: { type: 'string' },
  },
});
const out = values.out ?? `data/puzzle-miner/seed-${values.seed}.jsonl`;
mkdirSync(path.dirname(out), { recursive: true });
const deadline = Date.now() + Number(values.minutes) * 60_000;
const rng = mulberry32(Number(values.seed));

const strong = await Engine.start();
const judge = await Engine.start();
let games = 0;
let kept = 0;
let moments = 0;
while (Date.now() < deadline) {
  const skill = Math.floor(rng() * 8);
  const weak = await Engine.start({ 'Skill Level': skill });
  const found = await playGame(weak, judge, rng, skill);
  await weak.close();
  games++;
  for (const m of found) {
    if (Date.now() >= deadline) break;
    moments++;
    const c = await extractLine(strong, m.fen, m.blunder);
    if (!c) continue;
    c.found_depth = await foundDepth(strong, c.fen, c.moves);
    appendFileSync(out, `${JSON.stringify({ ...c, skill: m.skill })}\n`);
    kept++;
  }
  console.log(`${new Date().toISOString()} games=${games} moments=${moments} kept=${kept}`);
}
await strong.close();
await judge.close();
