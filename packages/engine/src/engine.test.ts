import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine, describeSetup, stockfishPath } from './index.ts';

// White mates at once: Qxf7# (the Scholar's mate position).
const SCHOLAR = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';

let engine: Engine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

describe('engine set-ups', () => {
  it('runs a UCI binary named by path (STOCKFISH_PATH): here a script that starts the lite build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ascend-engine-'));
    const binary = path.join(dir, 'stockfish');
    writeFileSync(binary, `#!/bin/sh\nexec "${process.execPath}" "${stockfishPath('lite')}"\n`);
    chmodSync(binary, 0o755);
    engine = await Engine.start({}, { path: binary });
    const a = await engine.analyse(SCHOLAR, { depth: 4 });
    expect(a.bestmove).toBe('h5f7');
    expect(a.lines[0]?.score).toEqual({ type: 'mate', value: 1 });
    expect(describeSetup({ path: binary })).toBe(`native ${binary}`);
  });

  it('runs the full-network WASM build', async () => {
    engine = await Engine.start({}, { build: 'full' });
    const a = await engine.analyse(SCHOLAR, { depth: 4 });
    expect(a.bestmove).toBe('h5f7');
  }, 60_000);

  it('fails with a clear message when the binary cannot start, instead of waiting for ever', async () => {
    await expect(Engine.start({}, { path: '/nonexistent/stockfish' })).rejects.toThrow(
      'Stockfish could not start (native /nonexistent/stockfish)',
    );
  });

  it('fails a search at once when the engine dies during it, and every search after it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ascend-engine-'));
    const binary = path.join(dir, 'dies-on-go');
    // A UCI engine that answers the handshake, then exits when asked to search.
    writeFileSync(
      binary,
      `#!${process.execPath}\n` +
        `require('readline').createInterface({ input: process.stdin }).on('line', (l) => {\n` +
        `  if (l === 'uci') console.log('uciok');\n` +
        `  else if (l === 'isready') console.log('readyok');\n` +
        `  else if (l.startsWith('go')) process.exit(3);\n` +
        `});\n`,
    );
    chmodSync(binary, 0o755);
    engine = await Engine.start({}, { path: binary });
    // Before, the search waited for a bestmove that never came (until the caller's timeout).
    await expect(engine.analyse(SCHOLAR, { depth: 4 })).rejects.toThrow(
      `Stockfish exited (native ${binary}): 3`,
    );
    await expect(engine.analyse(SCHOLAR, { depth: 4 })).rejects.toThrow('Stockfish exited');
  });
});
