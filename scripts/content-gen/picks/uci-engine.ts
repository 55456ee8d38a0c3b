import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** A native UCI engine (Debian's Stockfish) for mining: MultiPV lines at a fixed depth. */
export interface Line {
  move: string;
  pv: string[];
  score: { type: 'cp' | 'mate'; value: number };
}
export class UciEngine {
  private p: ChildProcessWithoutNullStreams;
  private buf = '';
  private waiters: {
    test: (l: string) => boolean;
    done: (lines: string[]) => void;
    seen: string[];
  }[] = [];
  constructor(path = '/usr/games/stockfish') {
    this.p = spawn('nice', ['-n', '10', path]);
    this.p.stdout.on('data', (d: Buffer) => {
      this.buf += d.toString();
      let i;
      while ((i = this.buf.indexOf('\n')) >= 0) {
        const line = this.buf.slice(0, i).trim();
        this.buf = this.buf.slice(i + 1);
        const w = this.waiters[0];
        if (!w) continue;
        w.seen.push(line);
        if (w.test(line)) {
          this.waiters.shift();
          w.done(w.seen);
        }
      }
    });
  }
  private send(cmd: string, until: (l: string) => boolean): Promise<string[]> {
    return new Promise((done) => {
      this.waiters.push({ test: until, done, seen: [] });
      this.p.stdin.write(cmd + '\n');
    });
  }
  async init() {
    await this.send('uci', (l) => l === 'uciok');
    this.p.stdin.write('setoption name Threads value 1\nsetoption name Hash value 32\n');
    await this.send('isready', (l) => l === 'readyok');
  }
  async analyse(fen: string, depth: number, multipv: number): Promise<Line[]> {
    this.p.stdin.write(
      `ucinewgame\nsetoption name MultiPV value ${multipv}\nposition fen ${fen}\n`,
    );
    const out = await this.send(`go depth ${depth}`, (l) => l.startsWith('bestmove'));
    const byPv = new Map<number, Line>();
    for (const l of out) {
      const m = / depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (.+)$/.exec(l);
      if (!m || Number(m[1]) !== depth) continue;
      const pv = m[5]!.split(' ');
      byPv.set(Number(m[2]), {
        move: pv[0]!,
        pv,
        score: { type: m[3] as 'cp' | 'mate', value: Number(m[4]) },
      });
    }
    return [...byPv.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  }
  quit() {
    this.p.stdin.write('quit\n');
  }
}
