import { describe, expect, it } from 'vitest';
import { checkAnswer, gameStatus } from './index.ts';

const engine = { skill: 0, depth: 1 };
const game = (
  fen: string,
  goal: {
    kind: 'mate' | 'promote' | 'win_material' | 'hold_draw';
    moves?: number;
    material?: number;
  },
) => ({ prompt: 'Play', fen, goal, engine });

// K+Q vs K, black king on h8: Qg7 is mate with the king on f6.
const kq = game('7k/8/5K2/8/8/8/8/6Q1 w - - 0 1', { kind: 'mate', moves: 3 });
// Passed pawn on the 7th: e8=Q promotes at once.
const pawn = game('k7/4P3/8/8/8/8/8/K7 w - - 0 1', { kind: 'promote', moves: 2 });
// Knight fork: Nc7+ forks king e8 and rook a8; after the king moves, Nxa8 wins the rook.
// The e2 pawn keeps the result from being a dead draw by insufficient material.
const fork = game('r3k3/8/8/1N6/8/8/4P3/4K3 w - - 0 1', {
  kind: 'win_material',
  material: 5,
  moves: 3,
});
// Drawn K vs K+P: the defender has to hold 3 moves.
const hold = game('4k3/8/8/8/8/4P3/4K3/8 b - - 0 1', { kind: 'hold_draw', moves: 3 });

describe('game_type checker', () => {
  it.each([
    ['mate delivered', kq, ['g1g7'], true],
    ['mate after a few moves', kq, ['g1g2', 'h8h7', 'g2g7'], true],
    ['stalemate instead of mate', kq, ['g1g6'], false],
    ['no mate within the move limit', kq, ['g1g2', 'h8h7', 'g2g3', 'h7h8', 'g3g2', 'h8h7'], false],
    ['an illegal move', kq, ['g1a8'], false],
    ['a game still going on', kq, ['g1g2', 'h8h7'], false],
    ['moves after the mate', kq, ['g1g7', 'h8g8'], false],
    ['promotion', pawn, ['e7e8q'], true],
    ['under-promotion to a rook also promotes', pawn, ['e7e8r'], true],
    ['a knight promotion that leaves a dead draw', pawn, ['e7e8n'], false],
    ['no promotion in time', pawn, ['a1b1', 'a8b7', 'b1c1', 'b7c7'], false],
    ['rook won after the fork', fork, ['b5c7', 'e8d7', 'c7a8', 'd7c6'], true],
    ['rook not won yet', fork, ['b5c7', 'e8d7'], false],
    ['only the fork, rook saved', fork, ['b5c7', 'e8d7', 'e1f2', 'a8a1', 'f2f3', 'a1a2'], false],
    ['draw held for 3 moves', hold, ['e8e7', 'e2d3', 'e7e6', 'd3d4', 'e6d6', 'e3e4'], true],
    [
      'draw by capturing the last pawn',
      game('4k3/8/8/8/8/8/3p4/3K4 w - - 0 1', { kind: 'hold_draw', moves: 5 }),
      ['d1d2'],
      true,
    ],
    [
      'the pawn queens and stays: the draw is lost before the move limit',
      game('4k3/8/8/8/8/4P3/4K3/8 b - - 0 1', { kind: 'hold_draw', moves: 10 }),
      [
        ...['e8d8', 'e3e4', 'd8c8', 'e4e5', 'c8b8', 'e5e6', 'b8a8', 'e6e7', 'a8b7', 'e7e8q'],
        'b7c7',
      ],
      false,
    ],
    [
      'a promotion taken back at once keeps the draw',
      game('3r2k1/4P3/8/8/8/8/8/4K3 b - - 0 1', { kind: 'hold_draw', moves: 2 }),
      ['g8f7', 'e7e8q', 'd8e8', 'e1d2'],
      true,
    ],
    [
      'the learner gets mated',
      game('6k1/5ppp/8/8/8/8/8/3rK3 w - - 0 1', { kind: 'hold_draw', moves: 5 }),
      ['e1e2', 'd1d2', 'e2e3', 'd2d3', 'e3e4', 'g8f8', 'e4e5', 'd3d4', 'e5e6', 'd4d8'],
      false,
    ],
  ])('%s', (_name, payload, moves, correct) => {
    expect(checkAnswer({ type: 'game_type', payload }, { moves }).correct).toBe(correct);
  });

  it('reports playing while the goal is open', () => {
    expect(gameStatus(kq, ['g1g2', 'h8h7']).state).toBe('playing');
    expect(gameStatus(fork, ['b5c7', 'e8d7', 'e1f2', 'a8a1', 'f2f3', 'a1a2'])).toEqual({
      state: 'lost',
      reason: 'No material won in 3 moves',
    });
    expect(gameStatus(kq, ['g1g6'])).toEqual({
      state: 'lost',
      reason: 'Stalemate: the game is only a draw',
    });
  });
});
