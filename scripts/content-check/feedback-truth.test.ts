import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import { queensByForce, takeBack } from './feedback-truth/line-facts.ts';
import {
  checkFeedbackTruth,
  checkSequences,
  checkText,
  isTrapped,
  wholeLines,
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

/*
 * Issue 38.4 (the coach's re-read): sentences of sections 3 and 6 that were false of the board —
 * a reply called forced that is not, "clearly better" where the pawn queens, material counts that
 * leave out the last take-back, and pins that play no part. Each board is the exercise's own.
 */
const uci = (fen: string, sans: string) => {
  const c = new Chess(fen);
  return sans.split(' ').map((m) => c.move(m).lan);
};
const line = (fen: string, sans: string, ...more: string[]): Board => ({
  fen,
  lines: [uci(fen, sans), ...more.map((m) => uci(fen, m))],
});
// checks-captures-threats-3: 50.bxc3 b2 51.Nd2 — Black has fourteen replies to bxc3.
const bxc3 = line('8/4k3/2n5/1K1pP3/3P4/1pp2N2/1P6/8 w - - 0 50', 'bxc3 b2 Nd2');
// checks-captures-threats-6: 25…Rxd4 26.Rxd4 Rxd4 — White need not take back.
const rxd4 = line('3r2k1/5ppp/3r4/8/p2RR3/8/PP3PPP/5K2 b - - 0 25', 'Rxd4 Rxd4 Rxd4');
// checks-captures-threats-2: 48.Qg7+ leaves Kd8 and Ke8.
const qg7 = line('2r5/1r2k3/3p4/5Pp1/4P3/1p1P3P/1Q6/7K w - - 0 48', 'Qg7+ Kd8 Qxb7');
// calculation-checkpoint-3: 44.a6 Kg7 45.a7 and the a-pawn queens.
const a6 = line('6k1/7p/1K4p1/P7/5p2/3n4/8/8 w - - 0 44', 'a6 Kg7 a7');
// calculation-checkpoint-2: 54…f3+ 55.Kxg3 f2 — the dark d6 bishop cannot cover f1.
const f3 = line('8/8/3B4/1p6/1P3p2/6p1/4k1K1/8 b - - 5 54', 'f3+ Kxg3 f2');
// counting-forcing-lines-3: the puzzle's 22.Kg1 Bxf1, then 23.Kxf1; the engine's line plays 22.Kf2.
const qxg2 = line(
  '5rk1/pp1b2pp/2p4r/3p4/3PpP2/4P1Pq/PP4QP/R2B1RK1 b - - 4 20',
  'Qxg2+ Kxg2 Bh3+ Kg1 Bxf1',
  'Qxg2+ Kxg2 Bh3+ Kf2 Bxf1 h4 Bc4 a4',
);
// counting-forcing-lines-9: after 32.Kxf1 the king takes the knight on f7.
const nxh6 = line(
  '4r1k1/4nqp1/3p1p1p/1p1PpN2/1P2P1Q1/3P3P/6P1/2r2RK1 w - - 0 30',
  'Nxh6+ Kf8 Nxf7 Rxf1+ Kxf1',
);
// counting-forcing-lines-7: two rooks taken on e1, for a rook and the e2 pawn.
const rd1 = line(
  '3r2k1/5pp1/p5p1/1P2r3/1Pp5/6N1/4pRPP/4R1K1 b - - 0 34',
  'Rd1 Rxe2 Rxe1+ Rxe1 Rxe1+',
);
// pin-drills-8: the b7 queen pins the d5 pawn to the g2 king, so dxe6 is illegal.
const rxe6 = line(
  '1k2r3/pqp1r2p/1p1pN1p1/3P1n2/5P2/1P1Q2P1/P5KP/4RR2 b - - 2 29',
  'Rxe6 Rxe6 Rxe6',
);
// pin-drills-3: the d4 bishop pins the g7 rook, so it cannot block on g8.
const re8 = line('1b5k/6rp/4R3/3p4/2bB1qB1/7P/P4PP1/6K1 w - - 0 31', 'Re8+ Qf8 Rxf8#');
// pin-drills-9 (before its new board): 22.Rxe8 Rxe8 23.Rxe8+ is counting, not a pin.
const rxe8 = line('4rrk1/ppp5/2n4p/6p1/8/2P1RP1P/PB3P2/4R1K1 w - - 0 22', 'Rxe8 Rxe8 Rxe8+');

describe('feedback true of the whole line (issue 38.4, the coach’s examples)', () => {
  it('forced: only a move with one legal reply forces it; a check with two replies names both', () => {
    fail('bxc3 is a capture of the pawn on c3: the reply is forced.', bxc3, 'forced');
    fail('Rxd4 is a capture of the rook on d4: the reply is forced.', rxd4, 'forced');
    fail('a6 is a pawn push to a6 that threatens to promote: the reply is forced.', a6, 'forced');
    fail('f3+ is a check: the reply is forced.', f3, 'forced');
    fail('Qg7+ is a check: the reply is forced.', qg7, 'forced');
    pass('Qg7+ is a check: Black has only two legal replies (Kd8 and Ke8).', qg7);
    fail('Qg7+ is a check: Black has only two legal replies (Kd8 and Ke6).', qg7, 'forced');
    const one = line('k7/8/2K5/8/8/8/8/7R w - - 0 1', 'Rh8+ Ka7');
    pass('Rh8+ is a check: the reply is forced.', one);
    pass('Rh8+ is a check with one legal reply: Ka7 is forced.', one);
    // The point of bxc3 is said instead: after …b2 the knight covers b1.
    pass('After 50… b2, 51. Nd2 covers b1: 51… b1=Q+ 52. Nxb1.', bxc3);
    fail('After 50… b2, 51. Nd2 covers a1: 51… b1=Q+ 52. Nxb1.', bxc3, 'outcome');
  });

  it('outcome: "clearly better" is false where the pawn queens by force', () => {
    fail('After a7 White is clearly better.', a6, 'outcome');
    fail('After f2 Black is clearly better.', f3, 'outcome');
    pass('After 45. a7 nothing stops a8=Q: the pawn queens.', a6);
    pass('After 55… f2 nothing stops f1=Q: the pawn queens.', f3);
    expect(queensByForce(play1(a6), 'a7')).toBe(true);
    // With the king one file nearer (e7 instead of g7… here: before a7) the pawn does not queen.
    expect(queensByForce('6k1/7p/PK4p1/8/5p2/3n4/8/8 b - - 0 44', 'a6')).toBe(false);
  });

  it('material: a count sums the whole line, the last take-back included', () => {
    fail(
      'You take the queen on g2 and the rook on f1 and lose only the queen on g2.',
      qxg2,
      'material',
    );
    pass(
      'Then 23. Kxf1 takes the bishop on f1 back. Over the whole line you take a queen and a rook and give up a queen and a bishop: you win the exchange (a rook for a bishop).',
      qxg2,
    );
    fail(
      'You take the pawn on h6, the queen on f7 and the rook on f1 and lose only the rook on f1.',
      nxh6,
      'material',
    );
    pass(
      'Then 32… Kxf7 takes the knight on f7 back. Over the whole line you take a queen, a rook and a pawn and give up a rook and a knight: you win a queen and a pawn for a knight.',
      nxh6,
    );
    fail(
      'You take the rook on e1 and the rook on e1 and lose only the pawn on e2 and the rook on e1.',
      rd1,
      'material',
    );
    pass(
      'Over the whole line you take two rooks and give up a rook and a pawn: you win a rook for a pawn.',
      rd1,
    );
    pass('In the exchanges on d4 you take a rook and a rook and lose only a rook.', rxd4);
    fail('In the exchanges on d4 you take a rook and lose only a rook.', rxd4, 'material');
    expect(takeBack(play1(nxh6), ['f7', 'f1'])?.san).toBe('Kxf7');
    expect(wholeLines(qxg2).map((l) => l.at(-1)!.move.san)).toContain('Kxf1');
  });

  it('pin: a pin that plays no part is not the reason; the pin that stops the take-back is', () => {
    fail('Rxe6 takes the knight on e6, pinned to the rook on e1.', rxe6, 'pin');
    pass(
      'After 29… Rxe6 the pawn on d5 cannot take back on e6: the queen on b7 pins it to the king on g2.',
      rxe6,
    );
    fail(
      'After 29… Rxe6 the pawn on d5 cannot take back on e6: the queen on b7 pins it to the king on h1.',
      rxe6,
      'pin',
    );
    fail('Rxf8# takes the queen on f8, pinned to the king on h8.', re8, 'pin');
    pass(
      'After 31. Re8+ the rook on g7 cannot block the check on g8: the bishop on d4 pins it to the king on h8.',
      re8,
    );
    fail(
      'After 31. Re8+ the rook on g7 cannot block the check on g8: the bishop on c4 pins it to the king on h8.',
      re8,
      'pin',
    );
    fail('Rxe8 pins the rook on f8 to the king on g8.', rxe8, 'pin');
    // Also with the answer alone beside the line, as a set-up board's lines are.
    fail(
      'Rxe8 pins the rook on f8 to the king on g8.',
      { fen: rxe8.fen, lines: [[rxe8.lines[0]![0]!], rxe8.lines[0]!] },
      'pin',
    );
    // A pin made without a capture stands (pin-drills-2).
    pass('Rc8 pins the rook on d8 to the king on g8.', pin);
  });
});
/** The position at the end of a board's first line. */
function play1(b: Board): string {
  const c = new Chess(b.fen);
  for (const u of b.lines[0]!) c.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  return c.fen();
}
