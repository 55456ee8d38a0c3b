// Bundled by esbuild into a Web Worker for `npm run bench -- human`: loads one Maia net the way
// the app would (fetch + DecompressionStream) and times predict() on the positions it is sent.
import { modelFromBytes, type HumanModel } from '../../packages/human/src/index.ts';

let model: HumanModel | null = null;

self.onmessage = async (
  e: MessageEvent<{ weights: string; games: string[][]; repeat: number }>,
) => {
  const { weights, games, repeat } = e.data;
  const bytes = new Uint8Array(await (await fetch(weights)).arrayBuffer());
  model = await modelFromBytes('maia', bytes);
  for (const moves of games.slice(0, 5)) model.predict({ moves }); // warm-up
  const ms: number[] = [];
  const top: string[] = [];
  for (let r = 0; r < repeat; r++)
    for (const moves of games) {
      const t = performance.now();
      const p = model.predict({ moves });
      ms.push(performance.now() - t);
      if (r === 0) top.push(p[0]?.uci ?? '');
    }
  self.postMessage({ ms, top });
};
