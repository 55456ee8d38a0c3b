// Node-only entry: loads the committed weights from packages/human/weights.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { HumanModel, nearestRating } from './model.ts';

export * from './index.ts';

/** The committed weights file for a Maia rating. */
export function weightsPath(rating: number): string {
  return new URL(`../weights/maia-${nearestRating(rating)}.pb.gz`, import.meta.url).pathname;
}

/** The Maia model nearest to `rating` (1100…1900). */
export function loadModel(rating: number): HumanModel {
  const r = nearestRating(rating);
  return new HumanModel(`maia-${r}`, gunzipSync(readFileSync(weightsPath(r))));
}
