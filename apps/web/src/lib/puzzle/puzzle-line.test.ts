import { describe, expect, it } from 'vitest';
import { expectedSan, judgeMove, learnerMoves, positionAfter, solverSide } from './puzzle-line.ts';

// Starter puzzles (content/puzzles/starter.json) and one hand-made back-rank position.
const mateIn2 = {
  id: 'asc819de20',
  fen: 'Q5r1/2qk1p2/1R5p/4pP2/1p6/8/3P2PP/7K w - - 3 34',
  moves: ['a8a6', 'c7c1', 'a6f1', 'c1f1'],
};
const promotion = {
  id: 'asc30ae72d',
  fen: '1k2r3/2R5/1P4P1/5p2/8/2p3K1/8/8 b - - 0 61',
  moves: ['e8c8', 'c7c8', 'b8c8', 'g6g7', 'c8b7', 'g7g8q'],
};
const twoMates = { fen: '6k1/5ppp/8/8/8/8/5PPP/R3R1K1 b - - 0 1', moves: ['g8h8', 'e1e8'] };

describe('judging a learner move', () => {
  it.each([
    ['the solution move of a longer line', mateIn2, 1, 'c7c1', 'continue'],
    ['a different move in a longer line', mateIn2, 1, 'c7c2', 'wrong'],
    ['the last move of the line', mateIn2, 3, 'c1f1', 'solved'],
    ['the promotion the solution plays', promotion, 5, 'g7g8q', 'solved'],
    ['an under-promotion the solution does not play', promotion, 5, 'g7g8n', 'wrong'],
    ['the solution mate', twoMates, 1, 'e1e8', 'solved'],
    ['another mate where the solution mates', twoMates, 1, 'a1a8', 'solved'],
    ['a non-mating move where the solution mates', twoMates, 1, 'e1e7', 'wrong'],
    ['an illegal move', twoMates, 1, 'e1e2', 'wrong'],
  ] as const)('%s', (_name, p, at, uci, verdict) => {
    expect(judgeMove(p.fen, p.moves, p.moves.slice(0, at), uci)).toBe(verdict);
  });
});

describe('the puzzle line', () => {
  it('puts the solver, the side answering the setup move, at the bottom', () => {
    expect(solverSide(mateIn2.fen)).toBe('black');
    expect(solverSide(promotion.fen)).toBe('white');
  });
  it('plays moves and marks the last one', () => {
    const view = positionAfter(mateIn2.fen, mateIn2.moves.slice(0, 1));
    expect(view.fen.split(' ')[0]).toBe('6r1/2qk1p2/QR5p/4pP2/1p6/8/3P2PP/7K');
    expect(view.last).toEqual(['a8', 'a6']);
  });
  it('sends only the learner moves', () => {
    expect(learnerMoves(promotion.moves)).toEqual(['c7c8', 'g6g7', 'g7g8q']);
  });
});

describe('the move the learner missed', () => {
  it('names the solution move due at the learner move that went wrong', () => {
    expect(expectedSan(mateIn2.fen, mateIn2.moves, 1)).toBe('Qc1+');
    expect(expectedSan(mateIn2.fen, mateIn2.moves, 2)).toBe('Qxf1#');
  });
});
