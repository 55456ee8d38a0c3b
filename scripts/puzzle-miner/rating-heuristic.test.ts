import { describe, expect, it } from 'vitest';
import { difficultyScore, spreadRatings } from './rating-heuristic.ts';

describe('starter puzzle ratings', () => {
  it('spreads scores by rank over 500–2950, equal scores sharing one rating', () => {
    expect(spreadRatings([10, 40, 20, 30])).toEqual([806, 2644, 1419, 2031]);
    const tied = spreadRatings([5, 5, 9]);
    expect(tied[0]).toBe(tied[1]);
    expect(tied[2]).toBeGreaterThan(tied[0]!);
  });

  it('scores a quiet two-move line above a checking mate in one', () => {
    // Mate in one with a check (Lichess 4xvU6) against a quiet first move from the same start.
    const mate1 = difficultyScore({
      fen: 'r1bqkbnr/1pppppp1/p1n4p/7Q/2B1P3/2N5/PPPP1PPP/R1B1K1NR b KQkq - 1 4',
      moves: ['g8f6', 'c4f7'],
      themes: ['mate', 'mateIn1'],
      found_depth: 1,
    });
    const quiet = difficultyScore({
      fen: 'r1bqkbnr/1pppppp1/p1n4p/7Q/2B1P3/2N5/PPPP1PPP/R1B1K1NR b KQkq - 1 4',
      moves: ['g8f6', 'd2d3', 'f6h5', 'c4f7'],
      themes: ['advantage'],
      found_depth: 6,
    });
    expect(quiet).toBeGreaterThan(mate1);
  });
});
