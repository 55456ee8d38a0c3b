import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import {
  checkFeedbackTruth,
  checkSequences,
  checkText,
  isTrapped,
  type Board,
  type ClaimKind,
} from './feedback-truth/index.ts';

/*
 * Each checker of issue 38.4 on real positions of the climb (the boards the generator used):
 * a true sentence passes, the same sentence made false on the same board fails.
 */
const kinds = (id: string, text: string, b: Board, where: 'prompt' | 'feedback' = 'feedback') =>
  checkText(id, text, b, where).map((v) => v.kind);
const pass = (text: string, b: Board, where: 'prompt' | 'feedback' = 'feedback') =>
  expect(checkText('t', text, b, where)).toEqual([]);
const fail = (text: string, b: Board, kind: ClaimKind, where: 'prompt' | 'feedback' = 'feedback') =>
  expect(kinds('t', text, b, where)).toContain(kind);

// trapped-piece-drills-2: 54.Kg7 g4 55.Kxh8 — the knight on h8 has no square.
const knightH8: Board = {
  fen: '7n/7P/5K2/6p1/7k/8/8/8 w - - 4 54',
  lines: [['f6g7', 'g5g4', 'g7h8']],
};
// knight-fork-drills-2: 40…Ne2+ 41.Kf1 Nxf4.
const fork: Board = {
  fen: '8/2p3rk/1b6/8/P1PP1R2/2n2N1P/5PP1/6K1 b - - 0 40',
  lines: [['c3e2', 'g1f1', 'e2f4']],
};
// pin-drills-2: 27.Rc8 Kf8 28.Rxd8+.
const pin: Board = {
  fen: '3r2k1/3P1pp1/4p2p/8/r2p4/3P3P/5PP1/2R2RK1 w - - 1 27',
  lines: [['c1c8', 'g8f8', 'c8d8']],
};
// The squares-and-files checkpoint's "Get to the seventh rank": the answer Rg7 starts on f7.
const alongSeventh: Board = {
  fen: 'r6k/5R2/p1p1r2p/4pN2/1PQ1P1q1/2P3Pn/1P3bK1/R7 w - - 1 35',
  lines: [['f7g7']],
};
// seventh-rank-2: Re8–e7 reaches the seventh.
const toSeventh: Board = {
  fen: '4R3/1p3bk1/p1p4p/2P3p1/1rB5/1P4P1/5K1P/8 w - - 4 39',
  lines: [['e8e7']],
};
// seventh-rank-3: …Re2, but the white king on g1 still has h2.
const notShut: Board = {
  fen: '8/4Ppk1/5p1p/1P6/2p3P1/P6P/1r4B1/3n2K1 b - - 0 39',
  lines: [['b2e2']],
};
// cutting-off-the-king-2: Rb3 keeps the king on e8 from the a-pawn.
const cut: Board = {
  fen: '1rr1k3/R4p2/2p1p1p1/P1Pp1pP1/8/2R4P/2PK4/8 w - - 1 40',
  lines: [['c3b3']],
};
const scholar: Board = {
  fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  lines: [['h5f7']],
};

describe('feedback true of the board (issue 38.4)', () => {
  it('trapped: the knight on h8 has no safe square after Kg7; the h-pawn’s knight before it does', () => {
    pass(
      'After Kg7 the knight on h8 is attacked and every square it could go to loses it too.',
      knightH8,
    );
    // Kg7 is not what traps it here: said after a move that does not attack it, it is false.
    fail(
      'After Kg7 the knight on h8 is attacked and every square it could go to loses it too.',
      { fen: knightH8.fen, lines: [['f6e7', 'g5g4', 'e7f8']] },
      'trapped',
    );
    expect(isTrapped('7n/6KP/8/6p1/7k/8/8/8 b - - 5 54', 'h8', 'w')).toBeNull();
    expect(isTrapped('7n/7P/5K2/6p1/7k/8/8/8 b - - 4 54', 'h8', 'w')).toMatch(/not attacked/);
  });

  it('seventh: "get to the seventh" is false for a rook already on it; "shuts the king in" needs no way off the back rank', () => {
    pass('White to move. Get to the seventh rank.', toSeventh, 'prompt');
    fail('White to move. Get to the seventh rank.', alongSeventh, 'seventh', 'prompt');
    pass('Re7: the rook on the seventh rank attacks the pawn on b7.', toSeventh);
    fail('Re7: the rook on the seventh rank attacks the pawn on a6.', toSeventh, 'seventh');
    fail(
      'Re2: the rook on the seventh rank shuts the king on g1 in on the back rank.',
      notShut,
      'seventh',
    );
  });

  it('fork: the knight on e2 attacks both named pieces, not a third one', () => {
    pass('Ne2+: from e2 the knight attacks the rook on f4 and the king on g1 at once.', fork);
    fail(
      'Ne2+: from e2 the knight attacks the rook on f4 and the knight on f3 at once.',
      fork,
      'fork',
    );
    fail(
      'Ne2+: from e2 the bishop attacks the rook on f4 and the king on g1 at once.',
      fork,
      'fork',
    );
  });

  it('pin: Rc8 pins the rook on d8 to the king, not to a piece off the line', () => {
    pass('Rc8 pins the rook on d8 to the king on g8.', pin);
    fail('Rc8 pins the rook on d8 to the rook on a4.', pin, 'pin');
  });

  it('mate and material: Qxf7# takes the pawn and mates the king on e8', () => {
    pass('Qxf7# takes the pawn on f7 and mates the king on e8.', scholar);
    fail('Qxf7# takes the pawn on f7 and mates the king on d8.', scholar, 'mate');
    pass('You take the knight on h8 for nothing.', knightH8);
    fail('You take the bishop on h8 for nothing.', knightH8, 'material');
    fail('Re8 is mate.', scholar, 'mate');
  });

  it('cut off: the king and the pawn must be on opposite sides of the rook’s file', () => {
    pass(
      'Rb3 cuts the black king off along the b-file: from e8 it cannot cross to the pawn on a5, and the white king escorts the pawn alone.',
      cut,
    );
    fail(
      'Rb3 cuts the black king off along the fourth rank: from e8 it cannot cross to the pawn on a5, and the white king escorts the pawn alone.',
      cut,
      'cutOff',
    );
    // In the learner's own words: a rook must stand between the enemy king and the pawn.
    pass('The rook cuts the king off on the b-file.', cut);
    fail(
      'The rook cuts the king off on the b-file.',
      { fen: knightH8.fen, lines: knightH8.lines },
      'cutOff',
    );
  });

  it('sequence: "Nxc6 bxc6 e5" is playable in the Scotch after 4…Nf6, not on the board after 4…Bc5 5.Be3', () => {
    const afterNf6 = 'r1bqkb1r/pppp1ppp/2n2n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5';
    const afterBe3 = 'r1bqk1nr/pppp1ppp/2n5/2b5/3NP3/4B3/PPP2PPP/RN1QKB1R b KQkq - 1 5';
    const q = 'In the Scotch, after Nxc6 bxc6 e5, what does the e5 pawn do?';
    expect(checkSequences(q, { fen: afterNf6, lines: [] })).toEqual([]);
    expect(checkSequences(q, { fen: afterBe3, lines: [] })).not.toEqual([]);
    // A numbered run must start where the board's move number is, or end on the board.
    expect(checkSequences('4…Bc5 5.Be3: the main line.', { fen: afterBe3, lines: [] })).toEqual([]);
    expect(checkSequences('6.Nxc6 bxc6', { fen: afterNf6, lines: [] })).not.toEqual([]);
    // A mark the move does not earn is false.
    expect(checkSequences('Qh6+ wins.', scholar)).not.toEqual([]);
    expect(checkSequences('Qxf7# wins.', scholar)).toEqual([]);
  });

  it('bridge: a Lucena said to be won by the bridge needs a rook blocking a check on the fourth rank', () => {
    const uci = (fen: string, san: string) => {
      const c = new Chess(fen);
      return san.split(' ').map((m) => c.move(m).lan);
    };
    const step1 = '1K6/1P2k3/8/8/3R4/8/r7/8 w - - 0 1';
    const bridged = uci(step1, 'Kc7 Rc2+ Kb6 Rb2+ Kc6 Rc2+ Kb5 Rb2+ Rb4');
    const said =
      'The rook on d4 was the bridge: the king came out and the rook blocked the checks.';
    pass(said, { fen: step1, lines: [bridged] });
    // lucena-bridge-8 ("Step 4"): the engine wins with Kc7 at once, no bridge.
    const step4 = '3K1k2/3P4/8/8/8/4R3/8/r7 w - - 0 1';
    const direct = uci(step4, 'Rf3+ Kg7 Rd3 Kf6 Kc7 Ra7+ Kc6 Ra8 d8=Q+');
    fail(
      'The rook on e3 kept the king on f8 cut off; the bridge on the fourth rank sheltered the king.',
      { fen: step4, lines: [direct] },
      'bridge',
    );
  });

  it('walks the graded exercises of a section and names the exercise', () => {
    const sections = [
      {
        file: '07-x.json',
        section: {
          id: 's',
          title: 'S',
          description: 'S',
          units: [
            {
              id: 'u',
              title: 'U',
              description: 'U',
              lessons: [
                {
                  id: 'l',
                  title: 'L',
                  xp: 10,
                  exercises: [
                    {
                      id: 'l-1',
                      type: 'best_move_type',
                      feedback:
                        'Rg7: the rook on the seventh rank shuts the king on h8 in on the back rank.',
                      payload: {
                        prompt: 'White to move. Get to the seventh rank.',
                        ...alongSeventh,
                        solution: ['f7g7'],
                      },
                    },
                  ],
                },
              ],
            },
          ],
        } as unknown as SectionContent,
      },
    ];
    const r = checkFeedbackTruth(sections);
    expect(r.violations.map((v) => `${v.id} ${v.kind}`)).toContain('l-1 seventh');
    expect(r.checked.seventh).toBeGreaterThanOrEqual(2);
  });
});
