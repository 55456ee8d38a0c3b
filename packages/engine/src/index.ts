import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);

/**
 * The WASM builds shipped inside the stockfish package, both single-threaded: `lite` has the
 * small network (1.8 MB, quick to load, the default everywhere), `full` the full network
 * (99 MB, stronger per depth, slower to load and to search).
 */
export type EngineBuild = 'lite' | 'full';

/** Which Stockfish a process runs: a native UCI binary when `path` names one, else a WASM build. */
export interface EngineSetup {
  path?: string;
  build?: EngineBuild;
}

/** Path of a single-threaded WASM build shipped inside the stockfish package. */
export function stockfishPath(build: EngineBuild = 'lite'): string {
  const pkg = require.resolve('stockfish/package.json');
  const file = build === 'full' ? 'stockfish-19-single.js' : 'stockfish-19-lite-single.js';
  return path.join(path.dirname(pkg), 'bin', file);
}

/** A short name of the set-up for logs and benchmark tables. */
export function describeSetup(setup: EngineSetup = {}): string {
  return setup.path ? `native ${setup.path}` : `Stockfish 19 ${setup.build ?? 'lite'} (WASM)`;
}

export type Score = { type: 'cp' | 'mate'; value: number };

export interface PvLine {
  multipv: number;
  depth: number;
  score: Score;
  pv: string[];
}

export interface Analysis {
  bestmove: string | null;
  lines: PvLine[];
  /**
   * The depth the lines come from: the depth asked for, or less when `softMs` stopped the
   * search first (the deepest iteration that finished, every line of it).
   */
  depth: number;
}

/** Centipawn value of a score from the side to move's point of view; mates are ±100000. */
export function scoreValue(s: Score): number {
  if (s.type === 'cp') return s.value;
  return s.value > 0 ? 100_000 - s.value : -100_000 - s.value;
}

export class Engine {
  private proc: ChildProcessWithoutNullStreams;
  private waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  private listeners: ((line: string) => void)[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private exited: Promise<Error>;
  /** Rejects once the process has gone: a search in flight or asked for later fails at once. */
  private gone: Promise<never>;

  private constructor(setup: EngineSetup) {
    this.proc = setup.path
      ? spawn(setup.path, [], { stdio: 'pipe' })
      : spawn(process.execPath, [stockfishPath(setup.build)], { stdio: 'pipe' });
    this.proc.stdin.on('error', () => undefined);
    // A binary that cannot start (a wrong STOCKFISH_PATH) or dies is an error, not a hang.
    this.exited = new Promise((resolve) => {
      this.proc.once('error', (e) =>
        resolve(new Error(`Stockfish could not start (${describeSetup(setup)}): ${e.message}`)),
      );
      this.proc.once('exit', (code, signal) =>
        resolve(new Error(`Stockfish exited (${describeSetup(setup)}): ${signal ?? code}`)),
      );
    });
    this.gone = this.exited.then((err) => Promise.reject(err));
    this.gone.catch(() => undefined);
    const rl = createInterface({ input: this.proc.stdout });
    rl.on('line', (line) => {
      for (const l of this.listeners) l(line);
      const i = this.waiters.findIndex((w) => w.match(line));
      if (i >= 0) {
        const [w] = this.waiters.splice(i, 1);
        w!.resolve(line);
      }
    });
  }

  static async start(
    options: Record<string, string | number> = {},
    setup: EngineSetup = {},
  ): Promise<Engine> {
    const e = new Engine(setup);
    e.send('uci');
    await e.reply((l) => l === 'uciok');
    for (const [k, v] of Object.entries({ Hash: 16, ...options }))
      e.send(`setoption name ${k} value ${v}`);
    e.send('isready');
    await e.reply((l) => l === 'readyok');
    return e;
  }

  private send(cmd: string): void {
    if (this.proc.stdin.writable) this.proc.stdin.write(`${cmd}\n`);
  }

  /** The next line that matches, or the process's end as an error (it died, or never started). */
  private reply(match: (line: string) => boolean): Promise<string> {
    return Promise.race([
      new Promise<string>((resolve) => this.waiters.push({ match, resolve })),
      this.gone,
    ]);
  }

  /**
   * Searches `fen` (after optional UCI `moves`) to a fixed depth; returns the best lines.
   * `softMs` bounds the search's time: past it the engine is told to stop, and the lines are
   * those of the deepest iteration it finished (`depth` says which), never a half-searched one.
   */
  analyse(
    fen: string,
    opts: {
      depth: number;
      multipv?: number;
      moves?: string[];
      keepHash?: boolean;
      softMs?: number;
    },
  ): Promise<Analysis> {
    const run = async (): Promise<Analysis> => {
      const multipv = opts.multipv ?? 1;
      this.send(`setoption name MultiPV value ${multipv}`);
      // Each search starts clean unless the caller walks one game and wants the hash kept.
      if (!opts.keepHash) this.send('ucinewgame');
      this.send(`position fen ${fen}${opts.moves?.length ? ` moves ${opts.moves.join(' ')}` : ''}`);
      // Every finished iteration's lines, by depth; a bound (a failed aspiration window) is not
      // a result, and nothing the engine prints once told to stop is trusted.
      const byDepth = new Map<number, Map<number, PvLine>>();
      let stopped = false;
      const onLine = (line: string) => {
        if (stopped || / (?:lower|upper)bound /.test(line)) return;
        const m = /^info .*?\bdepth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (.+)$/.exec(
          line,
        );
        if (!m) return;
        const depth = Number(m[1]);
        let lines = byDepth.get(depth);
        if (!lines) byDepth.set(depth, (lines = new Map()));
        lines.set(Number(m[2]), {
          depth,
          multipv: Number(m[2]),
          score: { type: m[3] as 'cp' | 'mate', value: Number(m[4]) },
          pv: m[5]!.trim().split(/\s+/),
        });
      };
      this.listeners.push(onLine);
      this.send(`go depth ${opts.depth}`);
      const timer =
        opts.softMs === undefined
          ? undefined
          : setTimeout(() => {
              stopped = true;
              this.send('stop');
            }, opts.softMs);
      let done: string;
      try {
        done = await this.reply((l) => l.startsWith('bestmove'));
      } finally {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== onLine);
      }
      // The deepest depth whose every line came (as many as any depth had).
      const width = Math.max(0, ...[...byDepth.values()].map((l) => l.size));
      const depth = Math.max(
        0,
        ...[...byDepth].filter(([, l]) => l.size === width).map(([d]) => d),
      );
      const lines = [...(byDepth.get(depth)?.values() ?? [])].sort((a, b) => a.multipv - b.multipv);
      const best = done.split(/\s+/)[1];
      return {
        // Stopped early, the move is the deepest finished iteration's, like its lines.
        bestmove: stopped && lines[0] ? lines[0].pv[0]! : best && best !== '(none)' ? best : null,
        lines,
        depth,
      };
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    this.send('quit');
    await new Promise<void>((resolve) => {
      if (this.proc.exitCode !== null) return resolve();
      this.proc.once('exit', () => resolve());
      setTimeout(() => {
        this.proc.kill();
        resolve();
      }, 2000).unref();
    });
  }
}
