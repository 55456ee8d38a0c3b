// Node-only entry: loads the committed weights from packages/human/weights.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { HumanModel, nearestRating } from './model.ts';

export * from './index.ts';

/**
 * The folder of the committed weights. Beside this file's package when run from source; when a
 * bundler inlined this file (the server's dist/server.js), import.meta.url names the bundle, so
 * the folders above it are searched for the workspace package (packages/human or
 * node_modules/@ascend/human).
 */
function weightsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const own = path.join(here, '..', 'weights');
  if (existsSync(path.join(own, 'maia-1500.pb.gz'))) return own;
  for (let dir = here; ; dir = path.dirname(dir)) {
    for (const candidate of [
      path.join(dir, 'packages', 'human', 'weights'),
      path.join(dir, 'node_modules', '@ascend', 'human', 'weights'),
    ])
      if (existsSync(path.join(candidate, 'maia-1500.pb.gz'))) return candidate;
    if (path.dirname(dir) === dir) return own;
  }
}

/** The committed weights file for a Maia rating. */
export function weightsPath(rating: number): string {
  return path.join(weightsDir(), `maia-${nearestRating(rating)}.pb.gz`);
}

/** The Maia model nearest to `rating` (1100…1900). */
export function loadModel(rating: number): HumanModel {
  const r = nearestRating(rating);
  return new HumanModel(`maia-${r}`, gunzipSync(readFileSync(weightsPath(r))));
}
