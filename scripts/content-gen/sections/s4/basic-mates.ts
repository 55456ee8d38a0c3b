import {
  arrange,
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
import { ideaBest, ideaWhich, playout } from '../../endgames/kit.ts';
import { picks } from '../../picks/slots.ts';

const queenMate = lesson('queen-mate', 'King and queen against king', 15, [
  info(
    'With king and queen against a lone king, use the queen to shrink the king’s box — a knight’s jump away from it — then bring your own king close and mate on the edge.',
    {
      fen: '8/8/8/3k4/8/2Q5/8/4K3 w - - 0 1',
      highlights: marks('a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4'),
    },
  ),
  best(
    'Mate in one with the queen.',
    'k7/7Q/1K6/8/8/8/8/8 w - - 0 1',
    'h7b7',
    'Qb7# — Qa7# and Qh8# also mate. But Qc7?? would be stalemate!',
    { mate: true },
  ),
  best(
    'Mate in one: the king guards the 7th rank.',
    // Not mate-in-one's Qb1 board (issue 38: no position graded twice): the queen comes from c1.
    '7k/8/6K1/8/8/8/8/2Q5 w - - 0 1',
    'c1c8',
    'Qc8#: the queen takes the eighth rank, the king on g6 takes g7 and h7.',
    { mate: true },
  ),
  choose(
    'What is the biggest danger when mating with king and queen?',
    ['*Stalemate', 'The king escaping to the centre', 'Running out of checks'],
    'Stalemate: when the box gets too small and the king has no move, the game is a draw. Always leave the king a move until you give mate (and quiet queen moves shrink the box better than checks).',
  ),
  match(
    'Match each step of the queen mate.',
    [
      ['Step 1', 'box the king in with the queen'],
      ['Step 2', 'shrink the box'],
      ['Step 3', 'bring your king close'],
      ['Step 4', 'mate on the edge'],
    ],
    'Queen first, then king, then mate.',
  ),
  // Its own board, the king on the edge rather than in the corner (issue 38: no position
  // graded twice — the mate in one above is played on the corner board).
  findSquare(
    'c7',
    'Qc7#: the king on c6 protects the queen, so the king on c8 cannot take it and has no free square. Qg8# and Qh8# also mate, but from afar, with no help from the king.',
    'Click the square where the queen mates, protected by your king.',
    '2k5/7Q/2K5/8/8/8/8/8 w - - 0 1',
  ),
  arrange(
    'Place the white queen on c7 to see the stalemate trap (then never do it in a game!).',
    'k7/8/1K6/8/8/8/8/8',
    'k7/2Q5/1K6/8/8/8/8/8',
    'Q',
    'With the queen on c7 and Black to move, the king on a8 has no legal move: stalemate.',
  ),
  playout(
    'queen-mate',
    'Checkmate the lone king with king and queen, against the engine at full strength.',
    '8/8/8/4k3/8/8/Q7/4K3 w - - 0 1',
    { kind: 'mate', moves: 20 },
    'The queen boxed the king in from a knight’s jump away, the king on e1 walked up, and the mate came on the edge.',
  ),
]);

const rookMate = lesson('rook-mate', 'King and rook against king', 20, [
  info(
    'King and rook can mate too, but the king must help. Use the rook to cut the enemy king off, bring your king in front of it (opposition), then check along the edge.',
    { fen: '3k4/8/3K4/8/8/8/8/7R w - - 0 1', arrows: arrows('h1h8') },
  ),
  best(
    'Mate in one: the kings face each other.',
    '4k3/8/4K3/8/8/8/8/7R w - - 0 1',
    'h1h8',
    'Rh8#: your king covers d7, e7 and f7.',
    { mate: true },
  ),
  best('Mate in one on the edge.', '2k5/8/2K5/8/8/8/8/R7 w - - 0 1', 'a1a8', 'Ra8#.', {
    mate: true,
  }),
  choose(
    'When does a rook check on the edge give mate?',
    ['*When your king stands opposite the enemy king', 'Always', 'Only in the corner'],
    'The king covers the three squares in front of the enemy king.',
  ),
  // The kings face each other on the a-file edge here, not on the back rank of the mate above.
  findSquare(
    'a8',
    'Ra8#: the king on c5 covers b4, b5 and b6, and the rook checks down the a-file.',
    'Click the mating square for the rook.',
    '7R/8/8/k1K5/8/8/8/8 w - - 0 1',
  ),
  match(
    'Match the piece with its job in the rook mate.',
    [
      ['Rook', 'cuts off ranks and files'],
      ['Your king', 'takes the opposition'],
      ['Waiting move', 'passes the turn to the opponent'],
    ],
    'Rook and king work as a team.',
  ),
  arrange(
    'Set up the mate: white king on e6 opposite the black king, white rook giving check on a8.',
    '4k3/8/8/8/8/8/8/8',
    'R3k3/8/4K3/8/8/8/8/8',
    'KR',
    'Kings face each other and the rook checks along the back rank: mate.',
  ),
  playout(
    'rook-mate',
    'Checkmate with king and rook, against the engine at full strength.',
    '8/8/8/4k3/8/8/8/R3K3 w - - 0 1',
    { kind: 'mate', moves: 35 },
    'The rook cut the king off rank by rank, the king on e1 came up to face it, and the rook checked along the edge.',
  ),
]);

const twoRooksQueen = lesson('mates-with-more', 'Mating with more pieces', 10, [
  info(
    'With two rooks or a queen and rook the mate is quick: the ladder. One heavy piece fences the king in while the other checks.',
    { fen: '8/8/8/3k4/8/8/R7/1R4K1 w - - 0 1', arrows: arrows('a2a5', 'b1b4') },
  ),
  best(
    'Ladder mate in one.',
    '7k/R7/8/8/8/8/8/1R4K1 w - - 0 1',
    'b1b8',
    'Rb8#: the rook on a7 fences the seventh rank, the other checks on the eighth.',
    { mate: true },
  ),
  best(
    'Queen and rook: mate in one.',
    '6k1/1R6/8/8/8/8/8/Q5K1 w - - 0 1',
    'a1a8',
    'Qa8# (Qg7# also mates): the rook fences the 7th rank.',
    { mate: true },
  ),
  choose(
    'How many rooks do you need to mate without your king’s help?',
    ['One', '*Two', 'Three'],
    'Two rooks take turns: that is the ladder.',
  ),
  match(
    'Match the material with how hard the mate is.',
    [
      ['Two rooks', 'the ladder, easy'],
      ['King and queen', 'box and shrink'],
      ['King and rook', 'needs the opposition'],
      ['King and knight', 'impossible'],
    ],
    'Some material cannot mate at all.',
  ),
  // A ladder on the h-file edge (section 3 grades the back-rank ladder board).
  findSquare(
    'h1',
    'Rh1#: the rook on g2 fences the g-file, the other rook checks along the h-file.',
    'Click the mating square.',
    '8/8/1K6/8/7k/8/6R1/R7 w - - 0 1',
  ),
  playout(
    'mating-with-more',
    'Mate with two rooks, against the engine at full strength.',
    '8/8/2k5/8/8/8/R7/1R4K1 w - - 0 1',
    { kind: 'mate', moves: 10 },
    'The rooks on a2 and b1 took turns: one fenced a rank, the other checked on the next, rank by rank to the edge.',
  ),
  arrange(
    'Build a queen-and-rook mate: rook on a7 and queen on b8 against the king on g8.',
    '6k1/8/8/8/8/8/8/6K1',
    '1Q4k1/R7/8/8/8/8/8/6K1',
    'QR',
    'The rook fences the 7th rank, the queen checks on the 8th.',
  ),
]);

const mateReview = lesson('mate-review', 'Mate review', 15, [
  info(
    'Review: every mate needs check plus no escape — no square, no block, no capture. Count the escape squares and cover each one.',
    { fen: '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1', highlights: marks('g8', 'g7', 'h7') },
  ),
  {
    ...best(
      'Find the mate.',
      // The review's boards are new ones of the patterns (issue 38: no position graded twice).
      '6k1/5ppp/8/8/8/8/5PPP/2R3K1 w - - 0 1',
      'c1c8',
      'Rc8#: the pawns on f7, g7 and h7 lock their own king in on the back rank.',
      { mate: true },
    ),
    idea: 'back-rank-mate',
  },
  {
    ...best(
      'Find the mate.',
      '7k/2R5/5N2/8/8/8/6PP/6K1 w - - 0 1',
      'c7h7',
      'Rh7#: the knight on f6 guards h7 and g8, so the king on h8 cannot take the rook or run.',
      { mate: true },
    ),
    idea: 'mate-in-one',
  },
  {
    ...best(
      'Find the mate.',
      '6rk/6pp/8/4N3/8/8/6PP/6K1 w - - 0 1',
      'e5f7',
      'Nf7#: smothered — the rook on g8 and the pawns on g7 and h7 take every square from their own king.',
      { mate: true },
    ),
    idea: 'smothered-mate',
  },
  choose(
    'Black to move. Checkmate, stalemate or neither?',
    ['Checkmate', '*Stalemate', 'Neither'],
    'No check, and every square is covered: stalemate.',
    { fen: 'k7/2Q5/1K6/8/8/8/8/8 b - - 0 1' },
  ),
  match(
    'Match the mate with its picture.',
    [
      ['Back-rank mate', 'pawns block the king'],
      ['Smothered mate', 'a knight and the king’s own pieces'],
      ['Ladder mate', 'two rooks'],
      ['Arabian mate', 'rook and knight in the corner'],
    ],
    'Patterns save thinking time.',
  ),
  // Rook and knight in the corner (the smothered mate is found above; section 3 grades this
  // lesson's old smothered board).
  findSquare(
    'g8',
    'Rg8#: the knight on f6 guards g8, the rook covers g7, and the pawn on h7 takes the last square from its own king.',
    'Click the square where the rook mates, guarded by the knight.',
    '7k/7p/5N2/8/8/6R1/5PPP/6K1 w - - 0 1',
  ),
  choose(
    'Which cannot force mate against a lone king?',
    ['*Two knights', 'Two bishops', 'Bishop and knight'],
    'Two knights can mate only if the defender helps.',
  ),
]);

/** The unit's checkpoint (its id and eight places as before; positions generated by code). */
export const basicMatesCheckpoint = lesson(
  'basic-mates-checkpoint',
  'Checkpoint: Basic mates',
  30,
  [
    info(
      'Checkpoint: Basic mates. Mate with the queen, the rook and two heavy pieces on new positions. Finish it to open the next unit — or take it now to skip a unit you already know.',
      // A lone king and a queen, on a board no exercise grades (the first graded board would give
      // its answer away; the build put a back-rank board from the mate review here instead).
      { fen: '8/8/2k5/8/8/8/8/1Q2K3 w - - 0 1' },
    ),
    ideaBest('queen-mate', picks('kq-mate-2', 5, 1)[0]!, 'Mate the lone king.'),
    ideaBest('rook-mate', picks('kr-mate-2', 5, 1)[0]!, 'Mate the lone king.'),
    ideaWhich('queen-mate', picks('kq-mate-1', 4, 1)[0]!),
    ideaBest('queen-mate', picks('kq-mate-1', 5, 1)[0]!, 'Mate the lone king.'),
    // A board no lesson grades (a checkpoint uses only new positions): mate on the first rank.
    findSquare(
      'a1',
      'Ra1#: the king on f3 covers e2, f2 and g2, the rook checks along the first rank.',
      'Click the square where the rook mates.',
      '8/R7/8/8/8/5K2/8/5k2 w - - 0 1',
    ),
    ideaBest('rook-mate', picks('kr-mate-1', 4, 1)[0]!, 'Mate the lone king.'),
    match(
      'Match each idea of this unit with what it means.',
      [
        ['Queen mate', 'the queen next to the king, guarded'],
        ['Rook mate', 'the rook on the edge, the kings facing'],
        ['Ladder', 'two rooks taking turns'],
        ['Stalemate', 'the danger when the box gets too small'],
      ],
      'That is the unit in four lines.',
    ),
  ],
);

export const basicMates = unit(
  'basic-mates',
  'Basic mates',
  'Mate with queen, rook and more — without stalemating.',
  [queenMate, rookMate, twoRooksQueen, mateReview],
);
