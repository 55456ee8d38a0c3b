import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);

/** Path of the lite single-threaded WASM build shipped inside the stockfish package. */
export function stockfishPath(): string {
  const pkg = require.resolve('stockfish/package.json');
  return path.join(path.dirname(pkg), 'bin', 'stockfish-19-lite-single.js');
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

  private constructor() {
    this.proc = spawn(process.execPath, [stockfishPath()], { stdio: 'pipe' });
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

  static async start(options: Record<string, string | number> = {}): Promise<Engine> {
    const e = new Engine();
    e.send('uci');
    await e.until((l) => l === 'uciok');
    for (const [k, v] of Object.entries({ Hash: 16, ...options }))
      e.send(`setoption name ${k} value ${v}`);
    e.send('isready');
    await e.until((l) => l === 'readyok');
    return e;
  }

  private send(cmd: string): void {
    this.proc.stdin.write(`${cmd}\n`);
  }

  private until(match: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** Searches `fen` (after optional UCI `moves`) to a fixed depth; returns the best lines. */
  analyse(
    fen: string,
    opts: { depth: number; multipv?: number; moves?: string[] },
  ): Promise<Analysis> {
    const run = async (): Promise<Analysis> => {
      const multipv = opts.multipv ?? 1;
      this.send(`setoption name MultiPV value ${multipv}`);
      this.send('ucinewgame');
      this.send(`position fen ${fen}${opts.moves?.length ? ` moves ${opts.moves.join(' ')}` : ''}`);
      const lines = new Map<number, PvLine>();
      const onLine = (line: string) => {
        const m = /^info .*depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (.+)$/.exec(
          line,
        );
        if (!m) return;
        lines.set(Number(m[2]), {
          depth: Number(m[1]),
          multipv: Number(m[2]),
          score: { type: m[3] as 'cp' | 'mate', value: Number(m[4]) },
          pv: m[5]!.trim().split(/\s+/),
        });
      };
      this.listeners.push(onLine);
      this.send(`go depth ${opts.depth}`);
      const done = await this.until((l) => l.startsWith('bestmove'));
      this.listeners = this.listeners.filter((l) => l !== onLine);
      const best = done.split(/\s+/)[1];
      return {
        bestmove: best && best !== '(none)' ? best : null,
        lines: [...lines.values()].sort((a, b) => a.multipv - b.multipv),
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
