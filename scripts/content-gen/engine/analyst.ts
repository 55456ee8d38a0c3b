import { Engine, type PvLine } from '@ascend/engine';
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

/** The part of an engine line the checks read (a cached line keeps only these). */
export type Line = Pick<PvLine, 'pv' | 'score'>;
/** What the checks search with: the engine itself, or the engine through the cache. */
export interface Searcher {
  analyse(
    fen: string,
    opts: { depth: number; multipv: number; moves?: string[] },
  ): Promise<{ lines: Line[] }>;
}

/**
 * The engine through the cache, for checks that run in CI (the content check's fairness rules,
 * the starter puzzles' re-verification): a cached position is read, a missing one searched (and
 * stored when the analyst persists), and `resample` searches a fixed sample of the cached ones
 * again to prove the cache honest.
 */
export class CachedSearcher implements Searcher {
  readonly fromCache = new Set<string>();
  sampled = 0;
  constructor(readonly analyst: Analyst) {}

  async analyse(
    fen: string,
    { depth, multipv, moves = [] }: { depth: number; multipv: number; moves?: string[] },
  ): Promise<{ lines: Line[] }> {
    if (this.analyst.peek(fen, moves, depth, multipv))
      this.fromCache.add(analysisKey(fen, moves, depth, multipv));
    return { lines: (await this.analyst.analyse(fen, moves, depth, multipv))!.lines };
  }

  /** Searches the first `n` cached keys (in order) again; a different best move is a problem. */
  async resample(n: number): Promise<string[]> {
    const { problems, sampled } = await resampleCache(this.analyst, this.fromCache, n, 'best move');
    this.sampled += sampled;
    return problems;
  }

  /** Searches that were not in the cache (the sample not counted). */
  get searched(): number {
    return this.analyst.searched - this.sampled;
  }
}

/**
 * Proves a cache honest: searches the first `n` of `keys` (in sorted order, so every run
 * re-proves the same entries) again with the live engine; a different first move is a problem.
 */
export async function resampleCache(
  analyst: Analyst,
  keys: Iterable<string>,
  n: number,
  what: 'best move' | 'best reply',
): Promise<{ problems: string[]; sampled: number }> {
  const problems: string[] = [];
  const sample = [...keys].sort().slice(0, n);
  for (const key of sample) {
    const cached = analyst.cache.get<Analysis>(key)!;
    const fresh = await analyst.search(cached.fen, cached.moves, cached.depth, cached.multipv);
    if (fresh.lines[0]?.pv[0] !== cached.lines[0]?.pv[0])
      problems.push(
        `engine cache ${key}: re-searched ${what} ${fresh.lines[0]?.pv[0]}, cached ${cached.lines[0]?.pv[0]} (${cached.fen} moves ${cached.moves.join(' ')}): rebuild the cache`,
      );
  }
  return { problems, sampled: sample.length };
}
