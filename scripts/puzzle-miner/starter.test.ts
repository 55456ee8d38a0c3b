import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { difficultyOf, isKnownTheme } from '@ascend/chess';
import { Analyst, CachedSearcher } from '../content-gen/engine/analyst.ts';
import { EngineCache } from '../content-gen/engine/cache.ts';
import { STARTER_SAMPLE, verifyPuzzle, VERIFY_DEPTH } from './verify.ts';

// Re-verifies every puzzle of the starter set the miner produced (content/puzzles/starter.json).
const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/puzzles/starter.json',
);
const { puzzles } = JSON.parse(readFileSync(file, 'utf8')) as {
  puzzles: { id: string; fen: string; moves: string[]; rating: number; themes: string[] }[];
};

// Through the engine cache (content/engine-cache/): positions already searched are read, new
// ones searched now, and a fixed sample of the cached ones searched again.
let analyst: Analyst;
beforeAll(() => {
  analyst = new Analyst(new EngineCache(), true, false);
});
afterAll(() => analyst.close());

describe('the starter puzzle set', () => {
  it('has at least 3,000 puzzles, at most half one move, with unique ids, known themes, at least 12 themes and all four difficulty ranges', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(3000);
    expect(puzzles.filter((p) => p.moves.length === 2).length).toBeLessThanOrEqual(
      puzzles.length / 2,
    );
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(puzzles.flatMap((p) => p.themes).filter((t) => !isKnownTheme(t))).toEqual([]);
    expect(new Set(puzzles.flatMap((p) => p.themes)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(puzzles.map((p) => difficultyOf(p.rating)))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('fills every range each of its themes can fill with at least 20 puzzles (theme-ranges.json)', () => {
    const { themes } = JSON.parse(
      readFileSync(path.join(path.dirname(file), 'theme-ranges.json'), 'utf8'),
    ) as { themes: Record<string, { ranges: number[] }> };
    const short: string[] = [];
    for (const t of new Set(puzzles.flatMap((p) => p.themes))) {
      expect(themes[t], t).toBeDefined();
      for (const r of themes[t]!.ranges) {
        const n = puzzles.filter(
          (p) => p.themes.includes(t) && difficultyOf(p.rating) === r,
        ).length;
        if (n < 20) short.push(`${t}@${r}: ${n}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('ends every mate puzzle in checkmate (chess.js)', () => {
    for (const p of puzzles.filter((x) => x.themes.includes('mate'))) {
      const chess = new Chess(p.fen);
      for (const uci of p.moves)
        chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      expect(chess.isCheckmate(), p.id).toBe(true);
    }
  });

  it(`plays the engine's best move (depth ${VERIFY_DEPTH}) at every solver move`, async () => {
    const searcher = new CachedSearcher(analyst);
    const problems: string[] = [];
    for (const p of puzzles) {
      const problem = await verifyPuzzle(searcher, p);
      if (problem) problems.push(problem);
    }
    problems.push(...(await searcher.resample(STARTER_SAMPLE)));
    console.log(
      `starter puzzles: ${searcher.fromCache.size} positions from the engine cache, ${searcher.searched} searched, ${searcher.sampled} cached ones searched again`,
    );
    expect(problems).toEqual([]);
  }, 900_000);
});
