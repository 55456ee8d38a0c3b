import { describe, expect, it } from 'vitest';
import { diagramSide, learnerSide } from './exercise-props.ts';

const blackToMove = '4k3/7R/r3P3/5K2/8/8/8/8 b - - 0 1';
const whiteToMove = '4k3/7R/r3P3/5K2/8/8/8/8 w - - 0 1';

describe('board orientation', () => {
  it('puts the side to move at the bottom of a move board', () => {
    expect(learnerSide(blackToMove)).toBe('black');
    expect(learnerSide(whiteToMove)).toBe('white');
  });

  it('turns a question diagram round when the words ask for Black’s move', () => {
    expect(diagramSide(blackToMove, 'Which move holds the draw? (Black to move)')).toBe('black');
    expect(diagramSide(blackToMove, 'Black to move. Click the square where the rook goes.')).toBe(
      'black',
    );
  });

  it('keeps other diagrams from White’s side', () => {
    // An opening position after Black's reply, and a count: Black is to move but not asked to.
    expect(diagramSide(blackToMove, 'Which opening is on the board after 1.e4 c5?')).toBe('white');
    expect(diagramSide(whiteToMove, 'Black to move next, but White is to move here.')).toBe(
      'white',
    );
  });
});
