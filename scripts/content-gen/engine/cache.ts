import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Score } from '@ascend/engine';

/**
 * The engine cache (issue 27, ADR 0031): every engine result the content generator and the
 * content check use, keyed by a hash of (fen, moves, depth, MultiPV, engine id) and stored with
 * the engine version and depth in content/engine-cache/ beside the content. Sixteen shard files
 * (by the key's first hex digit) keep diffs small; a save re-reads and merges, so two builds in
 * one worktree do not drop each other's entries.
 */
const require = createRequire(import.meta.url);
export const ENGINE_VERSION: string = (require('stockfish/package.json') as { version: string })
  .version;
/** The engine every cached result comes from: packages/engine's lite single-threaded WASM build. */
export const ENGINE_ID = `stockfish-${ENGINE_VERSION}-lite-single`;
export const cacheDir = fileURLToPath(new URL('../../../content/engine-cache', import.meta.url));

export type CachedLine = { pv: string[]; score: Score };
export type Analysis = {
  kind: 'analysis';
  fen: string;
  moves: string[];
  depth: number;
  multipv: number;
  engine: string;
  version: string;
  lines: CachedLine[];
};
/** A play-out proof: the engine on both sides at `depth`, MultiPV 1, from the game's start. */
export type Proof = {
  kind: 'proof';
  fen: string;
  goal: string;
  depth: number;
  engine: string;
  version: string;
  line: string[];
  /** Whether the learner's goal was reached (mate, promotion) or survived (hold_draw). */
  reached: boolean;
  /** The learner's moves it took (or survived). */
  learnerMoves: number;
};
export type Entry = Analysis | Proof;

export function keyOf(parts: (string | number | string[])[]): string {
  return createHash('sha256')
    .update(JSON.stringify([...parts, ENGINE_ID]))
    .digest('hex')
    .slice(0, 20);
}
/** Bumped when the prover's rules change, so old proofs are not reused. */
const PROVER = 2;
export const analysisKey = (fen: string, moves: string[], depth: number, multipv: number) =>
  keyOf(['analysis', fen, moves, depth, multipv]);
export const proofKey = (fen: string, goal: string, depth: number) =>
  keyOf(['proof', PROVER, fen, goal, depth]);

const shardOf = (key: string) => `${key[0]}.json`;

export class EngineCache {
  private entries = new Map<string, Entry>();
  private dirty = new Set<string>();
  /** Keys read by this run (the check reports entries nobody reads any more). */
  readonly used = new Set<string>();

  constructor(readonly dir = cacheDir) {
    if (!existsSync(dir)) return;
    for (const f of readdirSync(dir).filter((f) => /^[0-9a-f]\.json$/.test(f)))
      for (const [k, v] of Object.entries(
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, Entry>,
      ))
        this.entries.set(k, v);
  }

  get size(): number {
    return this.entries.size;
  }
  keys(): string[] {
    return [...this.entries.keys()];
  }
  get<T extends Entry>(key: string): T | undefined {
    const e = this.entries.get(key);
    if (e) this.used.add(key);
    return e as T | undefined;
  }
  set(key: string, e: Entry): void {
    this.entries.set(key, e);
    this.used.add(key);
    this.dirty.add(shardOf(key));
  }

  /** Writes the shards this run changed, merged with what is on disk now. */
  save(): number {
    if (!this.dirty.size) return 0;
    mkdirSync(this.dir, { recursive: true });
    for (const shard of this.dirty) {
      const file = path.join(this.dir, shard);
      const onDisk = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>)
        : {};
      for (const [k, v] of this.entries) if (shardOf(k) === shard) onDisk[k] = v;
      // One entry a line, sorted by key: a rebuild changes only the lines of changed positions.
      const lines = Object.entries(onDisk)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, `{\n${lines.join(',\n')}\n}\n`);
      renameSync(tmp, file);
    }
    const n = this.dirty.size;
    this.dirty.clear();
    return n;
  }
}

let shared: EngineCache | null = null;
/** The one cache of a build: the section scripts read it synchronously, build.ts fills and saves it. */
export function sharedCache(): EngineCache {
  shared ??= new EngineCache();
  return shared;
}
