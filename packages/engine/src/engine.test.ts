import { afterEach, describe, expect, it } from 'vitest';
import { scriptedUciEngine, writeExecutable } from '../test/scripted-engine.ts';
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
    const binary = writeExecutable(
      'stockfish',
      `#!/bin/sh\nexec "${process.execPath}" "${stockfishPath('lite')}"\n`,
    );
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
    // A UCI engine that answers the handshake, then exits when asked to search.
    const binary = scriptedUciEngine('dies-on-go', { go: 'process.exit(3)' });
    engine = await Engine.start({}, { path: binary });
    // Before, the search waited for a bestmove that never came (until the caller's timeout).
    await expect(engine.analyse(SCHOLAR, { depth: 4 })).rejects.toThrow(
      `Stockfish exited (native ${binary}): 3`,
    );
    await expect(engine.analyse(SCHOLAR, { depth: 4 })).rejects.toThrow('Stockfish exited');
  });

  it('reports the depth a search reached, with every MultiPV line from that depth', async () => {
    engine = await Engine.start();
    const a = await engine.analyse(SCHOLAR, { depth: 6, multipv: 2 });
    expect(a.depth).toBe(6);
    expect(a.lines.map((l) => [l.multipv, l.depth])).toEqual([
      [1, 6],
      [2, 6],
    ]);
  });

  it('stopped by softMs, keeps the deepest finished iteration: not a bound, not a half-searched depth', async () => {
    // A UCI engine that finishes depths 1 and 2 (two lines each), starts depth 3 (a bound, then
    // only its first line), and answers bestmove only when told to stop, with a last line of its
    // own after the stop that must not count.
    const search = [
      'info depth 1 seldepth 1 multipv 1 score cp 20 nodes 20 pv e2e4',
      'info depth 1 seldepth 1 multipv 2 score cp 10 nodes 20 pv d2d4',
      'info depth 2 seldepth 3 multipv 1 score cp 30 nodes 90 pv d2d4 d7d5',
      'info depth 2 seldepth 3 multipv 2 score cp 25 nodes 90 pv e2e4 e7e5',
      'info depth 3 seldepth 4 multipv 1 score cp 90 lowerbound nodes 200 pv g1f3',
      'info depth 3 seldepth 4 multipv 1 score cp 40 nodes 300 pv c2c4 e7e5',
    ];
    const stopped = [
      'info depth 3 seldepth 4 multipv 2 score cp 35 nodes 400 pv g1f3',
      'bestmove c2c4',
    ];
    const binary = scriptedUciEngine('slow-engine', {
      go: `console.log(${JSON.stringify(search.join('\n'))})`,
      stop: `console.log(${JSON.stringify(stopped.join('\n'))})`,
    });
    engine = await Engine.start({}, { path: binary });
    const a = await engine.analyse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', {
      depth: 30,
      multipv: 2,
      softMs: 200,
    });
    expect(a.depth).toBe(2);
    expect(a.lines.map((l) => [l.depth, l.pv[0], l.score.value])).toEqual([
      [2, 'd2d4', 30],
      [2, 'e2e4', 25],
    ]);
    // The move is the finished iteration's, not the half-searched one the engine named.
    expect(a.bestmove).toBe('d2d4');
  });

  it('a real search stopped by softMs answers from a finished depth, and the engine searches again after it', async () => {
    engine = await Engine.start();
    const middlegame = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9';
    const a = await engine.analyse(middlegame, { depth: 60, multipv: 2, softMs: 300 });
    expect(a.depth).toBeGreaterThan(0);
    expect(a.depth).toBeLessThan(60);
    expect(a.lines).toHaveLength(2);
    for (const l of a.lines) expect(l.depth).toBe(a.depth);
    expect(a.bestmove).toBe(a.lines[0]!.pv[0]);
    expect((await engine.analyse(SCHOLAR, { depth: 4 })).bestmove).toBe('h5f7');
  });
});
