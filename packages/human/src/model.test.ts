import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IllegalInputError,
  loadModel,
  modelFromBytes,
  nearestRating,
  weightsPath,
} from './node.ts';

const model = loadModel(1500);

describe('HumanModel.predict', () => {
  it('gives every legal move once, probabilities summing to 1, most likely first', () => {
    const moves = model.predict({ moves: ['e2e4', 'e7e5'] });
    expect(moves).toHaveLength(29);
    expect(new Set(moves.map((m) => m.uci)).size).toBe(29);
    expect(moves.reduce((s, m) => s + m.p, 0)).toBeCloseTo(1, 5);
    for (let i = 1; i < moves.length; i++)
      expect(moves[i - 1]!.p).toBeGreaterThanOrEqual(moves[i]!.p);
  });

  it('names castling e1g1 and ranks it (the net reads it as the king taking its rook)', () => {
    // Ruy Lopez after 4...Nf6: 1500 players castle here more often than anything else.
    const moves = model.predict({ moves: 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6'.split(' ') });
    expect(moves.map((m) => m.uci)).toContain('e1g1');
    expect(moves.map((m) => m.uci)).not.toContain('e1h1');
    expect(moves[0]!.uci).toBe('e1g1');
  });

  it('starts from a FEN, Black to move', () => {
    const moves = model.predict({
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
    });
    expect(moves[0]!.uci).toBe('b8c6');
  });

  it('refuses an illegal move or FEN with a message that says which', () => {
    expect(() => model.predict({ moves: ['e2e4', 'e2e4'] })).toThrow(IllegalInputError);
    expect(() => model.predict({ moves: ['e2e4', 'e2e4'] })).toThrow(/move 2 "e2e4"/);
    expect(() => model.predict({ fen: 'not a fen' })).toThrow(/illegal FEN/);
    expect(() => model.predict({ fen: 'k7/8/8/8/8/8/8/K6Q w - - 0 1' })).toThrow(
      /not to move is in check/,
    );
  });

  it('has nothing to predict after mate', () => {
    expect(model.predict({ moves: 'f2f3 e7e5 g2g4 d8h4'.split(' ') })).toEqual([]);
  });
});

describe('modelFromBytes (the browser path: DecompressionStream)', () => {
  it('reads the published .pb.gz and predicts what the Node loader predicts', async () => {
    const fromBytes = await modelFromBytes(
      'maia-1500',
      new Uint8Array(readFileSync(weightsPath(1500))),
    );
    const line = { moves: ['d2d4', 'd7d5', 'c2c4'] };
    expect(fromBytes.predict(line)).toEqual(model.predict(line));
  });
});

describe('nearestRating', () => {
  it('takes any number to the nearest of 1100…1900', () => {
    expect([0, 1149, 1151, 1500, 1549, 1551, 2800].map(nearestRating)).toEqual([
      1100, 1100, 1200, 1500, 1500, 1600, 1900,
    ]);
  });
});
