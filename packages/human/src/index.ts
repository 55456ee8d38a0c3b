// The public face of @ascend/human, the same in Node and in a browser worker (no node: imports).
export {
  HumanModel,
  MAIA_RATINGS,
  nearestRating,
  type MaiaRating,
  type MoveProbability,
  type PredictInput,
} from './model.ts';
export { IllegalInputError, START_FEN } from './game.ts';
import { HumanModel } from './model.ts';

const isGzip = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

/** Builds a model from a weights file's bytes (gzipped, as published, or already unpacked). */
export async function modelFromBytes(name: string, bytes: Uint8Array): Promise<HumanModel> {
  if (!isGzip(bytes)) return new HumanModel(name, bytes);
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new HumanModel(name, new Uint8Array(await new Response(stream).arrayBuffer()));
}
export {
  DRAW_JUDGE_DEPTH,
  DRAW_LEVEL_CP,
  DRAW_OFFER_MIN_PLIES,
  deadLevel,
  type DrawJudgeScore,
  LEVEL_DEVIATION,
  MIN_MOVE_PROBABILITY,
  PLAY_LEVELS,
  SAMPLE_FLOOR,
  levelDistribution,
  plausible,
  playLevel,
  sampleMove,
  seededRandom,
  suggestedLevel,
  type PlayLevel,
} from './play.ts';
