import { Engine } from '@ascend/engine';
import {
  analysisKey,
  ENGINE_ID,
  ENGINE_VERSION,
  type EngineCache,
  type Analysis,
} from './cache.ts';

/** Depth of option choice and refutations (issue 27.3: ≥ 16) and of play-out proofs (27.5: ≥ 20). */
export const REFUTE_DEPTH = 16;
export const OPTIONS_MULTIPV = 5;
export const PROOF_DEPTH = 20;
/** A stored PV is at most this long: a refutation line is the reply and ≤ 7 more plies. */
export const PV_PLIES = 8;

/**
 * Engine results through the cache: a cached result is returned as stored; a miss is searched
 * (Stockfish 19 lite, one thread, a new game before each search, fixed depth) and stored, or,
 * when the analyst is cache-only, counted and left undefined.
 */
export class Analyst {
  private engine: Promise<Engine> | null = null;
  misses = 0;
  searched = 0;

  constructor(
    readonly cache: EngineCache,
    readonly live: boolean,
    /** Save the cache as it grows (the generator); the content check only reads it. */
    readonly persist = live,
  ) {}

  peek(fen: string, moves: string[], depth: number, multipv: number): Analysis | undefined {
    return this.cache.get<Analysis>(analysisKey(fen, moves, depth, multipv));
  }

  async analyse(
    fen: string,
    moves: string[],
    depth: number,
    multipv: number,
  ): Promise<Analysis | undefined> {
    const hit = this.peek(fen, moves, depth, multipv);
    if (hit) return hit;
    this.misses += 1;
    if (!this.live) return undefined;
    const entry = await this.search(fen, moves, depth, multipv);
    this.cache.set(analysisKey(fen, moves, depth, multipv), entry);
    if (this.persist && this.searched % 50 === 0) this.cache.save();
    return entry;
  }

  /** Always searches (the content check's re-verification), without touching the cache. */
  async search(fen: string, moves: string[], depth: number, multipv: number): Promise<Analysis> {
    this.engine ??= Engine.start();
    const { lines } = await (await this.engine).analyse(fen, { depth, multipv, moves });
    this.searched += 1;
    return {
      kind: 'analysis',
      fen,
      moves,
      depth,
      multipv,
      engine: ENGINE_ID,
      version: ENGINE_VERSION,
      lines: lines.map((l) => ({ pv: l.pv.slice(0, PV_PLIES), score: l.score })),
    };
  }

  async close(): Promise<void> {
    if (this.engine) await (await this.engine).close();
    this.engine = null;
  }
}
