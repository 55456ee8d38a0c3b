import { describe, expect, it } from 'vitest';
import { exerciseTypes } from '@ascend/contract';
import { canContinue, emptyAnswer } from './answer-gate.ts';
import { formatCountdown } from './countdown.ts';

describe('continue gating', () => {
  it.each(exerciseTypes)('%s waits while a board is being played', (type) => {
    expect(canContinue(type, true, true)).toBe(false);
  });
  it.each([
    'matching_type',
    'objective_type',
    'best_move_type',
    'visual_type',
    'board_arrangement',
  ] as const)('%s needs a completed exercise', (type) => {
    expect(canContinue(type, false, false)).toBe(false);
    expect(canContinue(type, true, false)).toBe(true);
  });
  it.each(['info_type', 'game_type'] as const)('%s is always continuable', (type) => {
    expect(canContinue(type, false, false)).toBe(true);
  });
  it('sends an empty game when a game is skipped', () => {
    expect(emptyAnswer('game_type')).toEqual({ moves: [] });
    expect(emptyAnswer('info_type')).toEqual({});
  });
});

describe('hearts countdown', () => {
  it('formats hh:mm:ss and never goes negative', () => {
    expect(formatCountdown(4 * 3600 * 1000)).toBe('04:00:00');
    expect(formatCountdown(3_723_900)).toBe('01:02:03');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
