import { describe, expect, it } from 'vitest';
import { themeCatalogue } from '../puzzles/theme-catalogue.ts';
import {
  SKILLS,
  isSkill,
  lessonLevelRating,
  newSkillRating,
  rateSkill,
  skillNeutralThemes,
  skillsOfPuzzle,
  skillsOfThemes,
  themeSkills,
  themesOfSkill,
} from './index.ts';

describe('theme → skill table', () => {
  it('maps every catalogue theme or lists it as skill-neutral, never both', () => {
    const unmapped = themeCatalogue
      .map((t) => t.key)
      .filter((key) => !(key in themeSkills) && !skillNeutralThemes.has(key));
    expect(unmapped).toEqual([]);
    const both = [...skillNeutralThemes].filter((key) => key in themeSkills);
    expect(both).toEqual([]);
  });

  it('names only catalogue themes and real skills', () => {
    const keys = new Set(themeCatalogue.map((t) => t.key));
    for (const [theme, skills] of Object.entries(themeSkills)) {
      expect(keys.has(theme), theme).toBe(true);
      expect(skills.length, theme).toBeGreaterThan(0);
      for (const skill of skills) expect(isSkill(skill), `${theme}: ${skill}`).toBe(true);
    }
    for (const key of skillNeutralThemes) expect(keys.has(key), key).toBe(true);
  });

  it.each([
    [['fork'], ['tactics']],
    [['pin', 'skewer', 'hangingPiece'], ['tactics']],
    [
      ['mateIn3', 'mate'],
      ['calculation', 'attacking'],
    ],
    [['long', 'quietMove'], ['calculation']],
    [['defensiveMove', 'equality'], ['calculation']],
    [['kingsideAttack', 'sacrifice'], ['attacking']],
    [['attackingF2F7', 'backRankMate'], ['attacking']],
    [
      ['rookEndgame', 'zugzwang'],
      ['strategy', 'calculation'],
    ],
    [['advancedPawn', 'promotion', 'endgame'], ['strategy']],
    [
      ['fork', 'endgame', 'veryLong', 'exposedKing'],
      ['tactics', 'strategy', 'calculation', 'attacking'],
    ],
    [['oneMove', 'middlegame', 'advantage'], []],
    [['notATheme'], []],
  ])('themes %j train %j', (themes, skills) => {
    expect(skillsOfThemes(themes)).toEqual(skills);
  });

  it('counts a puzzle with only neutral themes as tactics', () => {
    expect(skillsOfPuzzle(['oneMove', 'middlegame', 'crushing'])).toEqual(['tactics']);
    expect(skillsOfPuzzle(['short', 'endgame'])).toEqual(['strategy']);
  });

  it('gives every skill themes to train it', () => {
    for (const skill of SKILLS) expect(themesOfSkill(skill).length, skill).toBeGreaterThan(4);
    expect(themesOfSkill('strategy')).toContain('zugzwang');
    expect(themesOfSkill('tactics')).not.toContain('rookEndgame');
  });
});

// Expected values computed by hand from Glickman's paper (steps 1–8, tau 0.5), independently
// of glicko2.ts: a new skill beating an equal unrated opponent gains about 162 points.
describe('skill rating update (Glicko-2)', () => {
  it.each([
    ['a new skill beats an equal unrated opponent', newSkillRating, 1500, 350, 1, 1662.31, 290.32],
    ['a new skill fails a 1200 puzzle', newSkillRating, 1200, 60, 0, 1112.83, 284.64],
    [
      'a settled skill beats an equal puzzle',
      { rating: 1500, rd: 45, volatility: 0.06 },
      1500,
      80,
      1,
      1505.86,
      45.81,
    ],
    [
      'a draw with a lesson at its own level',
      { rating: 900, rd: 200, volatility: 0.06 },
      900,
      100,
      0.5,
      900,
      175.52,
    ],
  ] as const)('%s', (_name, start, opponentRating, opponentDeviation, score, rating, rd) => {
    const next = rateSkill(start, { opponentRating, opponentDeviation, score });
    expect(next.rating).toBeCloseTo(rating, 1);
    expect(next.rd).toBeCloseTo(rd, 1);
    expect(next.volatility).toBeCloseTo(0.06, 3);
  });

  it('keeps the deviation at its floor and the rating in bounds', () => {
    const tight = { rating: 2000, rd: 30, volatility: 0.06 };
    expect(rateSkill(tight, { opponentRating: 2000, opponentDeviation: 45, score: 0.5 }).rd).toBe(
      45,
    );
    const high = { rating: 2950, rd: 350, volatility: 0.06 };
    expect(rateSkill(high, { opponentRating: 2950, opponentDeviation: 350, score: 1 }).rating).toBe(
      3000,
    );
    const low = { rating: 150, rd: 350, volatility: 0.06 };
    expect(rateSkill(low, { opponentRating: 150, opponentDeviation: 350, score: 0 }).rating).toBe(
      100,
    );
  });

  it('maps lesson levels to ratings by section', () => {
    expect([1, 2, 3, 7].map(lessonLevelRating)).toEqual([600, 750, 900, 1500]);
    expect(lessonLevelRating(0)).toBe(600);
  });
});
