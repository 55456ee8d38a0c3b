// Finds the sampling seeds the Play browser journeys use (apps/web/e2e/play.spec.ts): with
// `?seed=<n>` the page samples the opponent exactly as below (one random draw per opponent move,
// packages/human's sampleMove), so a scripted game is reproducible. Run: npx tsx scripts/play-seeds.ts
import { Engine } from '@ascend/engine';
import { levelDistribution, playLevel, sampleMove, seededRandom } from '@ascend/human';
import { loadModel } from '@ascend/human/node';
import { Chess } from 'chess.js';

const level = playLevel(1100)!;
const opponent = loadModel(level.net);
const reply = (moves: string[], random: () => number) =>
  sampleMove(levelDistribution(opponent.predict({ moves }), level), random)!;

/** The scholar's mate: the learner (White) plays e4, Bc4, Qh5, Qxf7#. */
function winSeed(): number {
  for (let seed = 1; ; seed++) {
    const random = seededRandom(seed);
    const moves: string[] = [];
    let ok = true;
    for (const [mine, want] of [
      ['e2e4', 'e7e5'],
      ['f1c4', 'b8c6'],
      ['d1h5', 'g8f6'],
    ] as const) {
      moves.push(mine);
      const r = reply(moves, random);
      moves.push(r);
      if (r !== want) {
        ok = false;
        break;
      }
    }
    if (ok) return seed;
  }
}

const VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** A level position after 20 plies: the learner (White) plays maia-1900's top move each time. */
async function drawSeed(): Promise<{ seed: number; moves: string[]; cp: number }> {
  const learner = loadModel(1900);
  const engine = await Engine.start();
  try {
    for (let seed = 1; seed < 500; seed++) {
      const random = seededRandom(seed);
      const moves: string[] = [];
      const chess = new Chess();
      for (let ply = 0; ply < 20 && !chess.isGameOver(); ply++) {
        const m = ply % 2 === 0 ? learner.predict({ moves })[0]!.uci : reply(moves, random);
        moves.push(m);
        chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
      }
      if (moves.length < 20 || chess.isGameOver()) continue;
      let balance = 0;
      for (const row of chess.board())
        for (const sq of row) if (sq) balance += (sq.color === 'w' ? 1 : -1) * VALUE[sq.type]!;
      if (Math.abs(balance) > 1) continue;
      const a = await engine.analyse(chess.fen(), { depth: 14 });
      const s = a.lines[0]?.score;
      if (s?.type === 'cp' && Math.abs(s.value) <= 20) return { seed, moves, cp: s.value };
    }
    throw new Error('no seed under 500 gives a level position');
  } finally {
    await engine.close();
  }
}

console.log('win seed', winSeed());
console.log('draw', JSON.stringify(await drawSeed()));
