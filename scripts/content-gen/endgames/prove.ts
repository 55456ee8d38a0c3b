// Proves the endgame lessons' play-outs with the content generator's own prover
// (engine/proof.ts: Stockfish 19 lite on both sides, depth 20, MultiPV 1) in the order given,
// saving the engine cache after each game, so the technique lessons can be proved first on a
// busy machine; a cache-only build then stores the proofs in the content.
// Usage: nice -n 10 npx tsx scripts/content-gen/endgames/prove.ts [lesson-id…]
import { readFileSync } from 'node:fs';
import type { SectionContent } from '@ascend/contract';
import { Analyst } from '../engine/analyst.ts';
import { sharedCache } from '../engine/cache.ts';
import { needsProof, provePlayout } from '../engine/proof.ts';

const files = ['content/04-strategy-and-endgames.json', 'content/07-endgames-and-strategy.json'];
const lessons = new Map(
  files.flatMap((f) =>
    (JSON.parse(readFileSync(f, 'utf8')) as SectionContent).units.flatMap((u) =>
      u.lessons.map((l) => [l.id, l] as const),
    ),
  ),
);
const cache = sharedCache();
const analyst = new Analyst(cache, true);
try {
  for (const id of process.argv.slice(2)) {
    for (const e of lessons.get(id)?.exercises ?? []) {
      if (e.type !== 'game_type' || !needsProof(e.payload)) continue;
      const t0 = Date.now();
      const proof = await provePlayout(analyst, e.payload);
      cache.save();
      const g = e.payload.goal;
      console.log(
        `${e.id} ${g.kind} ≤${g.moves}: ${proof?.reached ? `reached in ${proof.learnerMoves}` : 'NOT reached'} (${((Date.now() - t0) / 1000).toFixed(0)} s) ${proof?.line.slice(0, 4).join(' ')}`,
      );
    }
  }
} finally {
  await analyst.close();
  cache.save();
}
