import { describe, expect, it } from 'vitest';
import { checkAnswer, fenProblem } from '@ascend/chess';
import { bestMovePayload, objectivePayload } from '@ascend/contract';
import { placementQuestions } from './placement-questions.ts';
import { scoreByTier, suggestLevel, type Scores } from './placement-score.ts';

describe('placement questions', () => {
  it.each(placementQuestions.map((q) => [q.id, q] as const))(
    '%s is valid content with exactly one right answer',
    (_id, q) => {
      if (q.type === 'objective_type') {
        expect(objectivePayload.parse(q.payload)).toEqual(q.payload);
        if (q.payload.fen) expect(fenProblem(q.payload.fen)).toBeNull();
        const right = q.payload.options.filter((o) => checkAnswer(q, { option_id: o.id }).correct);
        expect(right.map((o) => o.id)).toEqual([q.payload.correct_option_id]);
      } else {
        expect(bestMovePayload.parse(q.payload)).toEqual(q.payload);
        expect(fenProblem(q.payload.fen)).toBeNull();
        expect(checkAnswer(q, { moves: q.payload.solution }).correct).toBe(true);
        expect(checkAnswer(q, { moves: ['g1h1'] }).correct).toBe(false);
      }
    },
  );

  it('goes from easy to hard and asks 5 to 8 questions', () => {
    const order = { basics: 0, rules: 1, advanced: 2 };
    const tiers = placementQuestions.map((q) => order[q.tier]);
    expect(tiers).toEqual([...tiers].sort());
    expect(placementQuestions.length).toBeGreaterThanOrEqual(5);
    expect(placementQuestions.length).toBeLessThanOrEqual(8);
  });
});

const s = (basics: number, rules: number, advanced: number): Scores => ({
  basics: { right: basics, total: 2 },
  rules: { right: rules, total: 2 },
  advanced: { right: advanced, total: 4 },
});

describe('suggestLevel', () => {
  it.each([
    ['nothing right', s(0, 0, 0), 'new'],
    ['one basics slip, every hard one right', s(1, 2, 4), 'new'],
    ['basics only', s(2, 0, 0), 'can_move_pieces'],
    ['basics and rules, half the hard ones', s(2, 2, 2), 'can_move_pieces'],
    ['hard ones right but no rules', s(2, 0, 4), 'can_move_pieces'],
    ['basics, one rule, three hard ones', s(2, 1, 3), 'knows_tactics_and_strategy'],
    ['everything right', s(2, 2, 4), 'knows_tactics_and_strategy'],
  ] as const)('%s → %s', (_name, scores, level) => {
    expect(suggestLevel(scores)).toBe(level);
  });

  it('scores the answers of the real questions by tier', () => {
    const results = new Map(placementQuestions.map((q) => [q.id, q.tier !== 'advanced']));
    const scores = scoreByTier(placementQuestions, results);
    expect(scores.advanced.right).toBe(0);
    expect(scores.basics.right).toBe(scores.basics.total);
    expect(suggestLevel(scores)).toBe('can_move_pieces');
  });
});
