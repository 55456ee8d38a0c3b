import { describe, expect, it } from 'vitest';
import { badgesFor, difficultyOf, newBadge, pointsFor, rangeIndex } from './rewards.ts';
import { ratePuzzleAttempt } from '../rating/puzzle-attempt.ts';

describe('difficulty ranges', () => {
  it.each([
    [399, 0],
    [1499, 0],
    [1499.6, 1],
    [1500, 1],
    [1999, 1],
    [2000, 2],
    [2499, 2],
    [2500, 3],
    [3000, 3],
    [3308, 3],
  ])('rating %s is in bucket %s', (rating, bucket) => expect(difficultyOf(rating)).toBe(bucket));

  it('accepts only the four ranges of the spec', () => {
    expect(rangeIndex(1500, 1999)).toBe(1);
    expect(rangeIndex(0, 1500)).toBe(-1);
    expect(rangeIndex(2500, 3500)).toBe(-1);
  });
});

describe('points and badges', () => {
  it.each([
    [800, true, false, 10],
    [1700, true, false, 20],
    [2200, true, false, 30],
    [2900, true, false, 40],
    [2900, true, true, 20],
    [1700, true, true, 10],
    [2900, false, false, 0],
  ])('a puzzle rated %s, solved=%s, hint=%s earns %s', (rating, solved, hint, points) =>
    expect(pointsFor(rating, solved, hint)).toBe(points),
  );

  it('marks every badge reached by a points total as achieved', () => {
    expect(
      badgesFor(0)
        .filter((b) => b.achieved)
        .map((b) => b.name),
    ).toEqual(['Pawn']);
    expect(
      badgesFor(300)
        .filter((b) => b.achieved)
        .map((b) => b.name),
    ).toEqual(['Pawn', 'Knight', 'Bishop']);
  });

  it('names the badge a solve just reached, and none otherwise', () => {
    expect(newBadge(90, 110)?.name).toBe('Knight');
    expect(newBadge(110, 130)).toBeNull();
    expect(newBadge(290, 310)?.name).toBe('Bishop');
  });
});

describe('rating a puzzle attempt', () => {
  const learner = { rating: 1500, rd: 350, volatility: 0.06 };
  const puzzle = { rating: 1600, rd: 80, volatility: 0.06 };
  it('a solve raises the learner and lowers the puzzle; a failure does the reverse', () => {
    const win = ratePuzzleAttempt(learner, puzzle, 1);
    const loss = ratePuzzleAttempt(learner, puzzle, 0);
    expect(win.learner.rating).toBeGreaterThan(1500);
    expect(win.puzzle.rating).toBeLessThan(1600);
    expect(loss.learner.rating).toBeLessThan(1500);
    expect(loss.puzzle.rating).toBeGreaterThan(1600);
    // The uncertain learner moves far more than the well-known puzzle.
    expect(win.learner.rating - 1500).toBeGreaterThan(1600 - win.puzzle.rating);
  });
});
