// Generates lone-king mating positions (K+Q, K+R, K+B+B against K) by code: seeded random
// placements, kept when Stockfish at the content check's setting finds a mate in one or two
// whose every learner move is the only one (checkBestMoveLine). Adds them to picks.json.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/gen-mates.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { Engine } from '@ascend/engine';
import { fenProblem, replay } from '@ascend/chess';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import { mulberry32 } from '../../puzzle-miner/rng.ts';
import type { Pick } from './slots.ts';

const file = 'scripts/content-gen/picks/picks.json';
const out = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Pick[]>;
const rng = mulberry32(21);
const sq = () => 'abcdefgh'[Math.floor(rng() * 8)]! + (1 + Math.floor(rng() * 8));
const engine = await Engine.start();

async function generate(key: string, pieces: string[], mateIn: number, count: number) {
  const have = (out[key] = []);
  for (let tries = 0; have.length < count && tries < 20000; tries++) {
    const chess = new Chess();
    chess.clear();
    const used = new Set<string>();
    const put = (type: string, color: 'w' | 'b') => {
      let s = sq();
      while (used.has(s)) s = sq();
      used.add(s);
      chess.put({ type: type as never, color }, s as never);
      return s;
    };
    put('k', 'w');
    const bk = put('k', 'b');
    // The lone king near an edge: that is where mates happen.
    if (!/[ah]|[18]/.test(bk)) continue;
    const bishops: string[] = [];
    for (const p of pieces) {
      const s = put(p, 'w');
      if (p === 'b') bishops.push(s);
    }
    if (bishops.length === 2) {
      const colour = (s: string) => (s.charCodeAt(0) + Number(s[1])) % 2;
      if (colour(bishops[0]!) === colour(bishops[1]!)) continue;
    }
    const fen = chess.fen().replace(/ - - 0 1$/, ' - - 0 1');
    if (fenProblem(fen)) continue;
    const c = new Chess(fen);
    if (c.isGameOver() || c.inCheck()) continue;
    const a = await engine.analyse(fen, { depth: 14, multipv: 1 });
    const l = a.lines[0];
    if (!l || l.score.type !== 'mate' || l.score.value !== mateIn) continue;
    const solution = l.pv.slice(0, 2 * mateIn - 1);
    const r = replay(fen, solution);
    if ('error' in r || !r.chess.isCheckmate()) continue;
    const problems = await checkBestMoveLine(engine, {
      prompt: 'x',
      fen,
      solution,
      accept_any_mate: true,
    });
    if (problems.length) continue;
    have.push({
      id: `gen-${key}-${have.length + 1}`,
      rating: 0,
      fen,
      solution,
      mate: true,
      themes: ['mate'],
    });
  }
  console.log(key, have.length);
}
await generate('kq-mate-1', ['q'], 1, 6);
await generate('kq-mate-2', ['q'], 2, 6);
await generate('kr-mate-1', ['r'], 1, 6);
await generate('kr-mate-2', ['r'], 2, 6);
await generate('bb-mate-1', ['b', 'b'], 1, 6);
await generate('bb-mate-2', ['b', 'b'], 2, 6);
await engine.close();
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
