import { Engine } from '@ascend/engine';
import { readFileSync } from 'node:fs';
const s = JSON.parse(readFileSync('/tmp/content-s/01.json', 'utf8'));
const e = await Engine.start();
for (const u of s.units) for (const l of u.lessons) for (const x of l.exercises) {
  if (x.type !== 'best_move_type' && x.type !== 'game_type') continue;
  console.log(x.id, x.payload.fen);
  const t = Date.now();
  const a = await e.analyse(x.payload.fen, { depth: 14, multipv: 2 });
  console.log('  ', Date.now() - t, 'ms', JSON.stringify(a.lines.map((l) => [l.pv[0], l.score])));
}
await e.close();
