import { describe, expect, it } from 'vitest';
import {
  DRAW_LEVEL_CP,
  deadLevel,
  MIN_MOVE_PROBABILITY,
  PLAY_LEVELS,
  SAMPLE_FLOOR,
  levelDistribution,
  plausible,
  playLevel,
  sampleMove,
  seededRandom,
  suggestedLevel,
} from './play.ts';

// maia-1100 after 1.e4 (from `npm run human -- --rating 1100 --moves e2e4`), shortened.
const AFTER_E4 = [
  { uci: 'e7e5', p: 0.586 },
  { uci: 'c7c5', p: 0.111 },
  { uci: 'd7d5', p: 0.107 },
  { uci: 'e7e6', p: 0.074 },
  { uci: 'b8c6', p: 0.0217 },
  { uci: 'g8f6', p: 0.016 },
  { uci: 'b7b6', p: 0.0141 },
  { uci: 'a7a6', p: 0.0024 },
  { uci: 'h7h5', p: 0.0017 },
];

describe('the Play levels', () => {
  it('run from a beginner to 1900, those under 1100 on the 1100 net at a higher temperature', () => {
    expect(PLAY_LEVELS[0]!.rating).toBeLessThan(1100);
    expect(PLAY_LEVELS.at(-1)!.rating).toBe(1900);
    for (const l of PLAY_LEVELS)
      if (l.rating < 1100) expect(l).toMatchObject({ net: 1100, temperature: expect.any(Number) });
    const low = PLAY_LEVELS.filter((l) => l.rating < 1100).map((l) => l.temperature);
    expect(low.every((t) => t > 1)).toBe(true);
    expect([...low].sort((a, b) => b - a)).toEqual(low);
    expect(suggestedLevel(812).rating).toBe(800);
    expect(suggestedLevel(3000).rating).toBe(1900);
    expect(playLevel(1234)).toBeUndefined();
  });

  it('a higher temperature spreads the distribution and keeps it a distribution', () => {
    const loose = levelDistribution(AFTER_E4, playLevel(600)!);
    expect(loose.reduce((a, m) => a + m.p, 0)).toBeCloseTo(1, 10);
    expect(loose[0]!.p).toBeLessThan(0.586);
    expect(loose.find((m) => m.uci === 'h7h5')!.p).toBeGreaterThan(0.0017);
    expect(levelDistribution(AFTER_E4, playLevel(1100)!)).toEqual(AFTER_E4);
    // Stronger levels sharpen: the top move gets more.
    expect(levelDistribution(AFTER_E4, playLevel(1900)!)[0]!.p).toBeGreaterThan(0.586);
  });

  it('sampling never picks a move under the floor, and a seed repeats its picks', () => {
    const picks = new Set<string>();
    const random = seededRandom(7);
    for (let i = 0; i < 2000; i++) picks.add(sampleMove(AFTER_E4, random)!);
    expect(picks.has('a7a6')).toBe(false);
    expect(picks.has('h7h5')).toBe(false);
    expect(picks.has('c7c5')).toBe(true);
    for (const uci of picks) expect(plausible(AFTER_E4, uci)).toBe(true);
    const again = (seed: number) => {
      const r = seededRandom(seed);
      return Array.from({ length: 20 }, () => sampleMove(AFTER_E4, r));
    };
    expect(again(42)).toEqual(again(42));
    expect(SAMPLE_FLOOR).toBeGreaterThan(MIN_MOVE_PROBABILITY);
  });

  it('the server check refuses a move the level gives under 1 %, unless it is the top move', () => {
    expect(plausible(AFTER_E4, 'b7b6')).toBe(true);
    expect(plausible(AFTER_E4, 'h7h5')).toBe(false);
    expect(plausible(AFTER_E4, 'e1e2')).toBe(false);
    const flat = Array.from({ length: 150 }, (_, i) => ({ uci: `m${i}`, p: 1 / 150 }));
    expect(plausible(flat, 'm0')).toBe(true);
    expect(plausible(flat, 'm1')).toBe(false);
    expect(sampleMove(flat, () => 0.99)).toBe('m0');
  });
});

describe('an agreed draw', () => {
  it('is dead level within DRAW_LEVEL_CP either way, never with a mate or no score', () => {
    expect(deadLevel({ type: 'cp', value: 0 })).toBe(true);
    expect(deadLevel({ type: 'cp', value: DRAW_LEVEL_CP })).toBe(true);
    expect(deadLevel({ type: 'cp', value: -DRAW_LEVEL_CP })).toBe(true);
    expect(deadLevel({ type: 'cp', value: DRAW_LEVEL_CP + 1 })).toBe(false);
    expect(deadLevel({ type: 'cp', value: -500 })).toBe(false);
    expect(deadLevel({ type: 'mate', value: 3 })).toBe(false);
    expect(deadLevel(null)).toBe(false);
  });
});
