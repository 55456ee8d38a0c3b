import { describe, expect, it } from 'vitest';
import { directConv3x3, padIndex } from './network.ts';
import { prepareConv, winogradConv, winogradScratch } from './winograd.ts';

// A small deterministic generator, so a failure reproduces.
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 1073741824 - 1;
  };
}

describe('Winograd F(4×4, 3×3) convolution', () => {
  it('gives the direct convolution on random filters and boards, border left at zero', () => {
    const rnd = random(36);
    const inputs = 112;
    const outputs = 80;
    const conv = {
      inputs,
      outputs,
      weights: Float32Array.from({ length: outputs * inputs * 9 }, rnd),
      biases: Float32Array.from({ length: outputs }, rnd),
    };
    const x = new Float32Array(inputs * 100);
    for (let c = 0; c < inputs; c++)
      for (let sq = 0; sq < 64; sq++) x[c * 100 + padIndex(sq)] = rnd();
    for (const relu of [false, true]) {
      const want = new Float32Array(outputs * 100);
      const got = new Float32Array(outputs * 100);
      directConv3x3(conv, x, want, relu);
      winogradConv(prepareConv(conv), x, got, relu, winogradScratch(inputs));
      let worst = 0;
      for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs(want[i]! - got[i]!));
      // Values are sums of ~1000 products of magnitude ≤ 1: float32 leaves ~1e-4 of noise.
      expect(worst).toBeLessThan(2e-3);
      expect(got.some((v) => v !== 0)).toBe(true);
      for (let o = 0; o < outputs; o++) expect(got[o * 100 + 9]).toBe(0);
    }
  });
});
