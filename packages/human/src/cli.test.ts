import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'packages/human/src/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run human', () => {
  it('prints one JSON line: the nearest model and every legal move, most likely first', () => {
    const r = run('--rating', '1480', '--moves', 'e2e4 e7e5 g1f3');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as { model: string; moves: { uci: string; p: number }[] };
    expect(out.model).toBe('maia-1500');
    expect(out.moves).toHaveLength(29);
    expect(out.moves[0]!.uci).toBe('b8c6');
    expect(out.moves.reduce((s, m) => s + m.p, 0)).toBeCloseTo(1, 3);
  });

  it('plays --moves from --fen', () => {
    const fen = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    const out = JSON.parse(run('--rating', '1900', '--fen', fen, '--moves', 'e1g1 e8g8').stdout);
    expect(out.model).toBe('maia-1900');
    expect(out.moves.map((m: { uci: string }) => m.uci)).not.toContain('e1g1');
  });

  it('refuses an illegal move, an illegal FEN and a missing rating with exit code 2', () => {
    const move = run('--rating', '1500', '--moves', 'e2e4 e2e4');
    expect(move.status).toBe(2);
    expect(move.stderr).toMatch(/illegal move 2 "e2e4"/);
    expect(move.stdout).toBe('');
    const fen = run('--rating', '1500', '--fen', '8/8/8/8/8/8/8/8 w - - 0 1');
    expect(fen.status).toBe(2);
    expect(fen.stderr).toMatch(/illegal FEN/);
    expect(run('--fen', 'x').status).toBe(2);
  });
});
