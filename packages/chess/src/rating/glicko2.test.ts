import { describe, expect, it } from 'vitest';
import { rate } from './glicko2.ts';

describe('Glicko-2', () => {
  it("reproduces Glickman's worked example (1500/200/0.06 vs 1400/30 win, 1550/100 loss, 1700/300 loss)", () => {
    const next = rate({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    expect(next.rating).toBeCloseTo(1464.06, 1);
    expect(next.rd).toBeCloseTo(151.52, 1);
    expect(next.volatility).toBeCloseTo(0.05999, 4);
  });

  it('only widens the RD in a period without games', () => {
    const next = rate({ rating: 1500, rd: 200, volatility: 0.06 }, []);
    expect(next.rating).toBe(1500);
    expect(next.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });

  it.each([
    [1, 'rises'],
    [0, 'falls'],
  ])('a score of %s against an equal opponent %s the rating by the same amount', (score) => {
    const next = rate({ rating: 1500, rd: 350, volatility: 0.06 }, [
      { rating: 1500, rd: 350, score },
    ]);
    const mirror = rate({ rating: 1500, rd: 350, volatility: 0.06 }, [
      { rating: 1500, rd: 350, score: 1 - score },
    ]);
    expect(next.rating - 1500).toBeCloseTo(1500 - mirror.rating, 6);
    expect(Math.sign(next.rating - 1500)).toBe(score ? 1 : -1);
    expect(next.rd).toBeLessThan(350);
  });

  it('moves less against an uncertain opponent than against a well-known one', () => {
    const known = rate({ rating: 1500, rd: 100, volatility: 0.06 }, [
      { rating: 1500, rd: 30, score: 1 },
    ]);
    const vague = rate({ rating: 1500, rd: 100, volatility: 0.06 }, [
      { rating: 1500, rd: 350, score: 1 },
    ]);
    expect(known.rating).toBeGreaterThan(vague.rating);
  });
});
