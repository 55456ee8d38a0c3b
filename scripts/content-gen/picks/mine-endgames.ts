// Mines endgame positions from the Lichess puzzle database (CC0, the project's copy
// ../shared/data/lichess-puzzles-sample.csv) for the ideas random placements rarely give with
// one right move: a puzzle is kept when its learner's first move passes the idea's detector and
// Stockfish 19 (packages/engine, the content check's checkBestMoveLine) confirms that move as
// the only right one. Adds `lichess-<idea>` keys to picks/endgames.json.
// Usage: nice -n 10 npx tsx scripts/content-gen/picks/mine-endgames.ts [idea…]
import { readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { Engine } from '@ascend/engine';
import { ideaDetectors } from '@ascend/chess';
import { checkBestMoveLine } from '../../content-check/engine-checks.ts';
import type { Pick } from './slots.ts';

const all: [string, string, number][] = [
  ['cutting-off-the-king', 'rookEndgame', 10],
  ['rook-behind-passed-pawn', 'rookEndgame', 10],
  ['breakthrough', 'pawnEndgame', 10],
  ['promotion-race', 'pawnEndgame', 10],
  ['outside-passed-pawn', 'pawnEndgame', 4],
  ['philidor', 'rookEndgame', 10],
];
const only = process.argv.slice(2);
const ideas = all.filter(([idea]) => !only.length || only.includes(idea));
const file = 'scripts/content-gen/picks/endgames.json';
const engine = await Engine.start();
const rows = readFileSync('../shared/data/lichess-puzzles-sample.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1);
for (const [idea, theme, count] of ideas) {
  const have: Pick[] = [];
  for (const row of rows) {
    if (have.length >= count) break;
    const c = row.split(',');
    if (!c[7]!.split(' ').includes(theme)) continue;
    const moves = c[2]!.split(' ');
    const chess = new Chess(c[1]!);
    const u = moves[0]!;
    chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    const fen = chess.fen();
    const move = moves[1]!;
    if (!ideaDetectors[idea]!({ fen, move, line: [move] })) continue;
    const problems = await checkBestMoveLine(engine, { prompt: 'x', fen, solution: [move] });
    if (problems.length) continue;
    have.push({
      id: `lichess-${c[0]}`,
      rating: Number(c[3]),
      fen,
      solution: [move],
      mate: false,
      themes: [idea],
    });
  }
  const out = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Pick[]>;
  out[`lichess-${idea}`] = have;
  writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
  console.log(idea, have.length);
}
await engine.close();
