import { describe, expect, it } from 'vitest';
import { buildReport, parsePgn } from '@ascend/chess';
import { analysePositions, evaluatePositions } from './evaluate.ts';
import { BLUNDER_GAME } from '../../../test/support/orion-games/test-games.ts';

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
