import {
  arrows,
  best,
  choose,
  findSquare,
  info,
  lesson,
  marks,
  match,
  unit,
} from '../../helpers.ts';
import { endPicks, ideaBest, ideaWhich, playout } from '../../endgames/kit.ts';
import type { Pick } from '../../picks/slots.ts';

/*
 * Issue 38, rule 3: every board below is graded once in the climb. The square, opposition and
 * key-square exercises each have a board of their own, composed for this lesson (each checked
 * with Stockfish at depth 24: the answer is the only move that wins or holds).
 */
const lucena = '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1';
const lucenaIntro = '2K5/2P1k3/8/8/8/8/1r6/3R4 w - - 0 1';
const philidor = '4k3/8/1r6/4K3/4P3/8/8/R7 b - - 0 1';

const squareOfPawn = lesson('square-of-the-pawn', 'The square of the pawn', 15, [
  info(
    'Can a king catch a passed pawn? Draw a square from the pawn to its promotion rank. If the king can step inside the square, it catches the pawn; if not, the pawn queens.',
    { fen: '8/8/8/8/P7/5k2/8/7K w - - 0 1', highlights: marks('a4', 'a8', 'e8', 'e4') },
  ),
  best(
    'Black to move. Step into the square of the pawn!',
    '8/8/K7/8/8/6P1/k7/8 b - - 0 1',
    'a2b3',
    '…Kb3! Now the king is inside the square g3–g8–b8–b3 and catches the g-pawn: …Kc4, …Kd5, …Ke6 and …Kf7 keep pace with it. Every other move leaves the king outside, and the pawn queens.',
  ),
  choose(
    'White pawn on b4, black king on g3, Black to move. Does …Kg4 catch the pawn?',
    ['Yes', '*No, g4 is outside the square'],
    'The square runs from b4 to f8: the g-file is one step too far.',
    // Its own board: no position is graded twice (issue 38, rule 3).
    { fen: '8/8/8/8/1P6/6k1/8/7K b - - 0 1' },
  ),
  findSquare(
    'd4',
    'd4 is the corner of the square h4–h8–d8–d4: from there the king catches the h-pawn.',
    'Click the only square where the black king reaches the pawn’s square.',
    'K7/8/8/8/7P/2k5/8/8 b - - 0 1',
  ),
  match(
    'Match the situation with the result.',
    [
      ['King inside the square', 'the pawn is caught'],
      ['King outside the square', 'the pawn queens'],
      ['Pawn on its start rank', 'count the square from one rank ahead'],
    ],
    'The double step makes the square one rank bigger.',
  ),
  playout(
    'square-of-the-pawn',
    'Your pawn is outside the black king’s reach. Promote it against the engine at full strength!',
    '8/8/8/8/P7/6k1/8/7K w - - 0 1',
    { kind: 'promote', moves: 5 },
    'The king on g3 is outside the square a4–a8–e8–e4: a5, a6, a7 and a8 come one move ahead of it.',
  ),
  ideaBest('square-of-the-pawn', endPicks('square-king', 0, 1)[0]!, 'Catch the pawn.'),
  playout(
    'square-of-the-pawn',
    'You are Black. Step into the square and hold the draw against the engine at full strength.',
    '8/8/8/8/P7/5k2/8/6K1 b - - 0 1',
    { kind: 'hold_draw', moves: 8 },
    'Ke4 puts the king inside the square a4–a8–e8–e4; it reaches b7 or a8 in time, and king against king is a draw.',
  ),
]);

const opposition = lesson('opposition', 'The opposition', 20, [
  info(
    'Opposition: kings facing each other with one square between them. The side NOT to move has the opposition — the other king must give way. In pawn endings this decides everything.',
    { fen: '8/8/8/4k3/8/4K3/4P3/8 b - - 0 1', highlights: marks('e4') },
  ),
  best(
    'Take the opposition!',
    '8/8/8/6k1/8/8/5PK1/8 w - - 0 1',
    'g2g3',
    'Kg3! The kings face each other on the g-file with one square between, and Black is to move: the black king must give way, and the white king walks up to f4 or g4, key squares of the f-pawn. Every other move lets Black draw.',
  ),
  choose(
    'Kings on d4 and d6, White to move. Who has the opposition?',
    ['White', '*Black', 'Nobody'],
    'Black: the kings face each other with one square between and White has to move. The pawn on d3 cannot pass the turn either, because its own king stands in front of it.',
    { fen: '8/8/3k4/8/3K4/3P4/8/8 w - - 0 1' },
  ),
  findSquare(
    'e5',
    'Ke5 faces the king on e7 with one square between: opposition, and Black must give way. It is the only winning move here.',
    'Click the square where the white king takes the opposition.',
    '8/4k3/8/8/3KP3/8/8/8 w - - 0 1',
  ),
  match(
    'Match the term with its meaning.',
    [
      ['Opposition', 'kings face each other, one square apart'],
      ['Outflanking', 'going around the enemy king'],
      ['Tempo move', 'a pawn move to pass the turn'],
    ],
    'Three tools of king-and-pawn endings.',
  ),
  playout(
    'opposition',
    'Play the pawn ending out against the engine at full strength and win it: get your pawn to the 8th rank.',
    '8/8/8/2k5/8/8/2PK4/8 w - - 0 1',
    { kind: 'promote', moves: 15 },
    'Kc3 took the opposition against the king on c5; then the king walked to a key square (b4, c4 or d4) and led the c-pawn home.',
  ),
  ideaBest('opposition', endPicks('opposition', 0, 1)[0]!, 'Take the opposition.'),
  ideaWhich('opposition', endPicks('opposition', 1, 1)[0]!),
]);

const keySquares = lesson('key-squares', 'Key squares', 15, [
  info(
    'Key squares: if the attacking king reaches one, the pawn queens whatever the defender does. For a pawn on e4 the key squares are d6, e6 and f6 — two ranks in front.',
    { fen: '8/8/8/8/4P3/8/8/4K2k w - - 0 1', highlights: marks('d6', 'e6', 'f6') },
  ),
  // A pawn other than the intro card's e4, so the card does not show this board (issue 38).
  findSquare(
    'c5',
    'c5 is a key square for the pawn on c3 (so are b5 and d5): two ranks in front of it.',
    'Click the key square right in front of the pawn, two ranks ahead of it.',
    '8/8/8/8/8/2P5/1K6/6k1 w - - 0 1',
  ),
  choose(
    'White pawn on e4. Which is a key square?',
    ['e5', '*d6', 'd5'],
    'Two ranks in front of the pawn: d6, e6, f6. The squares just in front of it (d5, e5) are not enough.',
  ),
  choose(
    'White king on e6, pawn on e5, black king on e8. Who wins?',
    ['*White, whoever moves', 'Draw', 'Black'],
    'King on the 6th in front of its pawn: a win.',
    { fen: '4k3/8/4K3/4P3/8/8/8/8 w - - 0 1' },
  ),
  match(
    'Match the pawn with a key square.',
    [
      ['Pawn on e4', 'e6'],
      ['Pawn on d3', 'd5'],
      ['Pawn on c5', 'c7'],
    ],
    'Two squares in front (pawns on the 5th rank: also the squares beside).',
  ),
  best(
    'White to move. Walk to a key square — the only winning move.',
    // Its own board (issue 38: no position graded twice).
    '8/8/8/3k4/8/8/3PK3/8 w - - 0 1',
    'e2d3',
    'Kd3! Opposition now, key squares next.',
  ),
  playout(
    'key-squares',
    'Reach a key square and promote against the engine at full strength.',
    endPicks('key-squares', 0, 1)[0]!.fen,
    { kind: 'promote', moves: 15 },
    'The king went first to a key square of its pawn; from there the pawn walked home.',
  ),
  ideaBest('key-squares', endPicks('key-squares', 1, 1)[0]!, 'Walk to a key square.'),
]);

const rookEndings = lesson('rook-endings', 'Rook endings: Lucena and Philidor', 20, [
  info(
    'Rook endings are the most common. Cut the enemy king off with your rook. The Lucena position (king on the 8th in front of the pawn) wins by “building a bridge”; the Philidor position (rook on the 3rd rank) holds the draw.',
    // The Lucena a file over: the play-out below starts from `lucena` itself (issue 38).
    { fen: lucenaIntro, arrows: arrows('d1d4') },
  ),
  choose(
    'In the Lucena position, how does White shield the king from checks?',
    ['*Builds a bridge with the rook on the 4th rank', 'Trades rooks', 'Gives up the pawn'],
    'The rook goes to the fourth rank, so that it can step in front of the king and block the checks once the king walks out.',
  ),
  choose(
    'In the Philidor defence, where does the defending rook wait?',
    ['*On its 3rd rank, in front of the enemy king', 'Behind the pawn', 'In the corner'],
    'When the pawn reaches the 6th, the rook goes behind and checks from far away.',
    { fen: philidor },
  ),
  match(
    'Match the position with its result.',
    [
      ['Lucena', 'the stronger side wins'],
      ['Philidor', 'the defender draws'],
      ['King cut off by several files', 'usually winning'],
    ],
    'Two positions every player should know.',
  ),
  // Its own Lucena board (the play-out below starts from `lucena`): the defending king is
  // already cut off, so the next step is the bridge.
  findSquare(
    'g4',
    'Rg4 builds the bridge on the fourth rank: the white king steps out from in front of its pawn, and when the black rook checks it from behind, the white rook blocks on the fourth rank.',
    'Lucena: the black king is cut off on the h-file. Click the square where the white rook builds the bridge.',
    '4K3/4P2k/8/8/8/8/3r4/6R1 w - - 0 1',
  ),
  playout(
    'lucena',
    'Win from the Lucena position against the engine at full strength: promote the pawn.',
    lucena,
    { kind: 'promote', moves: 16 },
    'Rd1+ drove the king from d7 to the e-file, Rd4 built the bridge, and the rook blocked the checks on b4 or c4 while the b-pawn queened.',
  ),
  playout(
    'philidor',
    'You are Black: the pawn has just reached e6. Hold the draw for 12 moves against the engine at full strength.',
    '4k3/8/1r2P3/4K3/8/8/8/7R b - - 0 1',
    { kind: 'hold_draw', moves: 12 },
    'The rook left b6 for the first or second rank and checked the king on e5 from behind; the e6-pawn could not advance without its king.',
  ),
  playout(
    'philidor',
    'The pawn has reached the sixth rank. Go behind and hold the draw for 12 moves against the engine at full strength.',
    '3k4/8/3P2r1/3K4/8/8/8/R7 b - - 0 1',
    { kind: 'hold_draw', moves: 12 },
    'Rg1 went behind the king on d5: it had no shelter from the checks, and the d6-pawn could not advance alone.',
  ),
]);

/** A composed opposition board of the checkpoint: Kb4 is the only winning move (Stockfish, depth 24). */
const oppositionB: Pick = {
  id: 'composed-opposition-b3',
  rating: 0,
  fen: '8/8/1k6/8/8/1PK5/8/8 w - - 0 1',
  solution: ['c3b4'],
  mate: false,
  themes: ['opposition'],
};

/** The unit's checkpoint (its id and eight places as before; positions no lesson grades). */
export const endgamesCheckpoint = lesson(
  'endgames-checkpoint',
  'Checkpoint: King, pawn and rook endings',
  30,
  [
    info(
      'Checkpoint: King, pawn and rook endings. The opposition, the square, key squares, Lucena and Philidor on new positions. Finish it to open the next unit — or take it now to skip a unit you already know.',
      // A board no exercise grades: kings facing on the d-file, Black to move (White has the opposition).
      { fen: '8/8/8/3k4/8/3K4/3P4/8 b - - 0 1' },
    ),
    ideaBest('opposition', oppositionB, 'Find the only winning move.'),
    ideaBest('square-of-the-pawn', endPicks('square-king', 1, 1)[0]!, 'Hold the draw.'),
    ideaWhich('key-squares', endPicks('key-squares', 4, 1)[0]!),
    ideaBest('key-squares', endPicks('key-squares', 7, 1)[0]!, 'Walk to a key square.'),
    findSquare(
      'c5',
      'Kc5 steps into the square f5–f8–c8–c5 of the pawn on f5, and the king catches it.',
      'Black to move. Click the square where the black king catches the f-pawn.',
      '8/8/8/5P2/1k6/8/8/7K b - - 0 1',
    ),
    ideaBest('opposition', endPicks('opposition', 12, 1)[0]!, 'Take the opposition.'),
    match(
      'Match each idea of this unit with what it means.',
      [
        ['Square of the pawn', 'decides whether the king catches it'],
        ['Opposition', 'kings facing with one square between'],
        ['Lucena', 'build a bridge'],
        ['Philidor', 'defend on the third rank'],
      ],
      'That is the unit in four lines.',
    ),
  ],
);

export const endgames = unit(
  'endgames',
  'King, pawn and rook endings',
  'The square, the opposition, key squares, Lucena and Philidor.',
  [squareOfPawn, opposition, keySquares, rookEndings],
);
