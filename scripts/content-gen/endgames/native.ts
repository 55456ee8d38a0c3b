import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Analysis, PvLine } from '@ascend/engine';

/**
 * Debian's native Stockfish (much faster than the WASM build) for mining endgame positions,
 * under `nice -n 10`. The content check re-verifies every kept position with packages/engine.
 */
export class NativeEngine {
  private proc = spawn('nice', ['-n', '10', '/usr/games/stockfish'], { stdio: 'pipe' });
  private lines: string[] = [];
  private wake: (() => void) | null = null;
  constructor() {
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      this.lines.push(l);
      this.wake?.();
    });
    this.proc.stdin.write('uci\nsetoption name Threads value 1\nsetoption name Hash value 32\n');
  }
  private async until(test: (l: string) => boolean): Promise<string[]> {
    for (;;) {
      const i = this.lines.findIndex(test);
      if (i >= 0) return this.lines.splice(0, i + 1);
      await new Promise<void>((r) => (this.wake = r));
    }
  }
  async analyse(fen: string, depth: number, multipv = 1, moves: string[] = []): Promise<Analysis> {
    const pos = `position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
    this.proc.stdin.write(`setoption name MultiPV value ${multipv}\nucinewgame\n${pos}\n`);
    this.proc.stdin.write(`go depth ${depth}\n`);
    const out = await this.until((l) => l.startsWith('bestmove'));
    const byPv = new Map<number, PvLine>();
    for (const l of out) {
      const m = /^info .*depth (\d+) .*multipv (\d+) score (cp|mate) (-?\d+).* pv (.+)$/.exec(l);
      if (!m) continue;
      byPv.set(Number(m[2]), {
        depth: Number(m[1]),
        multipv: Number(m[2]),
        score: { type: m[3] as 'cp' | 'mate', value: Number(m[4]) },
        pv: m[5]!.trim().split(/\s+/),
      });
    }
    const best = out.at(-1)!.split(/\s+/)[1];
    return {
      bestmove: best && best !== '(none)' ? best : null,
      lines: [...byPv.values()].sort((a, b) => a.multipv - b.multipv),
    };
  }
  close(): void {
    this.proc.stdin.write('quit\n');
  }
}
