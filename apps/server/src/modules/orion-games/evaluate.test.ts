import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { buildReport, parsePgn } from '@ascend/chess';
import { stockfishPath } from '@ascend/engine';
import { loadConfig } from '../../config.ts';
import {
  FLAGGED_ONLY,
  SECOND_LOOK,
  analysePositions,
  analysisBudget,
  evaluatePositions,
} from './evaluate.ts';
import { BLUNDER_GAME, SHORT_GAME } from '../../../test/support/orion-games/test-games.ts';

const FLAGGED = ['inaccuracy', 'mistake', 'blunder'];
const flags = (classes: string[]) =>
  new Map(classes.flatMap((c, i) => (FLAGGED.includes(c) ? [[i, c] as const] : [])));
const noProgress = async () => undefined;

describe('the second look at flagged moves (ADR 0035)', () => {
  it('keeps a flag only where the deeper search gives it, with the deeper class', async () => {
    const { moves } = parsePgn(BLUNDER_GAME);
    const classes = (evals: Parameters<typeof buildReport>[1]) =>
      buildReport(moves, evals, 'b').moves.map((m) => m.classification);

    const shallow = flags(classes(await evaluatePositions(moves, 'b', 2, noProgress)));
    const deep = flags(classes(await evaluatePositions(moves, 'b', 10, noProgress)));
    const progress: number[] = [];
    const twoPass = flags(
      classes(
        await analysePositions(moves, 'b', { depth: 2, confirmDepth: 10 }, async (n) => {
          progress.push(n);
        }),
      ),
    );

    // Depth 2 sees slips the deeper search does not: the second look has something to drop.
    expect([...shallow.keys()].some((i) => !deep.has(i))).toBe(true);
    expect(twoPass.size).toBeGreaterThan(0);
    for (const [i, cls] of twoPass) expect(deep.get(i)).toBe(cls);
    // Progress counts the positions of the first pass, once each.
    expect(progress).toEqual(Array.from({ length: moves.length + 1 }, (_, i) => i + 1));
  }, 60_000);

  it('is one pass when the confirming depth is not deeper', async () => {
    const { moves } = parsePgn(BLUNDER_GAME);
    const one = await evaluatePositions(moves, 'b', 4, noProgress);
    const same = await analysePositions(moves, 'b', { depth: 4, confirmDepth: 0 }, noProgress);
    expect(same).toEqual(one);
  }, 60_000);
});

describe('the second look near a class boundary (issue 36)', () => {
  // Morphy vs the Duke of Brunswick and Count Isouard, Paris 1858 (the Opera Game).
  const OPERA_GAME = `1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
    8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6
    15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0`;

  it("flags Black's 10…cxb5 in the Opera Game with the configuration's defaults", async () => {
    const { moves } = parsePgn(OPERA_GAME);
    // ORION_ANALYSIS_DEPTH 12, ORION_CONFIRM_DEPTH 16, the second look at flagged moves, the game
    // walked backward with one hash (ADR 0053). Searching each position afresh, depth 12 rates
    // the move as good as Black's best (its two searches disagree), so ADR 0035's look never
    // looked at it again. Walked backward, the search after 10…cxb5 starts from White's attack,
    // found in the later positions: about 0.17 after the second look (the one-thread depth-20
    // reference 0.18), an inaccuracy, which is what both say.
    const budget = analysisBudget(loadConfig({ NODE_ENV: 'test' }));
    expect(budget).toMatchObject({ depth: 12, confirmDepth: 16, walk: 'backward' });
    expect(budget.secondLook).toBe(FLAGGED_ONLY);
    const evals = await analysePositions(moves, 'b', budget, noProgress);
    const cxb5 = buildReport(moves, evals, 'b').moves.find((m) => m.ply === 20)!;
    expect(cxb5.san).toBe('cxb5');
    expect(FLAGGED).toContain(cxb5.classification);
  }, 300_000);

  it('the wide look flags it too', async () => {
    const { moves } = parsePgn(OPERA_GAME);
    const evals = await analysePositions(
      moves,
      'b',
      { depth: 12, confirmDepth: 16, secondLook: SECOND_LOOK },
      noProgress,
    );
    const cxb5 = buildReport(moves, evals, 'b').moves.find((m) => m.ply === 20)!;
    expect(FLAGGED).toContain(cxb5.classification);
  }, 300_000);
});

describe('walking the game with one hash (issue 36)', () => {
  // The real Stockfish, behind a script that writes down every command it is sent.
  function recordingEngine() {
    const dir = mkdtempSync(path.join(tmpdir(), 'ascend-walk-'));
    const log = path.join(dir, 'commands.log');
    const binary = path.join(dir, 'stockfish');
    writeFileSync(
      binary,
      `#!/bin/sh\ntee -a "${log}" | "${process.execPath}" "${stockfishPath('lite')}"\n`,
    );
    chmodSync(binary, 0o755);
    const searches = () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l === 'ucinewgame' || l.startsWith('position fen '))
        .map((l) => (l === 'ucinewgame' ? 'new' : l.slice('position fen '.length)));
    return { setup: { path: binary }, searches };
  }
  const legal = (fen: string) =>
    new Chess(fen).moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
  const { moves } = parsePgn(SHORT_GAME);
  const fens = [...moves.map((m) => m.fenBefore), moves.at(-1)!.fenAfter];

  it.each([
    ['forward', fens],
    ['backward', [...fens].reverse()],
  ] as const)(
    'walks %s: one clean hash, then every position in order, and counts progress as it goes',
    async (walk, order) => {
      const engine = recordingEngine();
      const progress: number[] = [];
      const evals = await evaluatePositions(
        moves,
        'w',
        4,
        async (n) => {
          progress.push(n);
        },
        engine.setup,
        walk,
      );
      expect(engine.searches()).toEqual(['new', ...order]);
      expect(progress).toEqual(fens.map((_, i) => i + 1));
      // Each evaluation stays with its own position, whichever way the game was walked.
      // (a best line that is legal there; a walk in the wrong order would put them elsewhere).
      evals.forEach((e, i) => expect(legal(fens[i]!)).toContain(e.pv[0]));
      // One thread, the same order: the same walk gives the same evaluations (ADR 0053).
      expect(await evaluatePositions(moves, 'w', 4, noProgress, {}, walk)).toEqual(evals);
    },
    60_000,
  );

  it('searches each position with a clean hash when it does not walk', async () => {
    const engine = recordingEngine();
    await evaluatePositions(moves, 'w', 4, noProgress, engine.setup);
    expect(engine.searches()).toEqual(fens.flatMap((f) => ['new', f]));
  }, 60_000);

  it('keeps the hash in the second look of a walked game', async () => {
    const engine = recordingEngine();
    await analysePositions(
      moves,
      'w',
      { depth: 2, confirmDepth: 8, secondLook: SECOND_LOOK, walk: 'backward' },
      noProgress,
      engine.setup,
    );
    const searches = engine.searches();
    expect(searches.filter((s) => s === 'new')).toEqual(['new']);
    // The second look searched some positions again, after the walk.
    expect(searches.length).toBeGreaterThan(fens.length + 1);
  }, 60_000);
});
