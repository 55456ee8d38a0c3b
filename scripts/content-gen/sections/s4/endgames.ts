import {
  arrows,
  best,
  choose,
  findSquare,
  game,
  info,
  lesson,
  marks,
  match,
  squareColor,
  track,
  unit,
} from '../../helpers.ts';

const squareFen = '8/8/8/8/P7/5k2/8/7K b - - 0 1';
const oppositionFen = '8/8/8/4k3/8/8/4PK2/8 w - - 0 1';
const lucena = '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1';
const philidor = '4k3/8/1r6/4K3/4P3/8/8/R7 b - - 0 1';

const squareOfPawn = lesson('square-of-the-pawn', 'The square of the pawn', 15, [
  info(
    'Can a king catch a passed pawn? Draw a square from the pawn to its promotion rank. If the king can step inside the square, it catches the pawn; if not, the pawn queens.',
    { fen: '8/8/8/8/P7/5k2/8/7K w - - 0 1', highlights: marks('a4', 'a8', 'e8', 'e4') },
  ),
  best(
    'Black to move. Step into the square of the pawn!',
    squareFen,
    'f3e4',
    '…Ke4! Now the king is inside the a4–a8–e8–e4 square and catches the pawn.',
  ),
  choose(
    'White pawn on a4, black king on f3, Black to move. Does …Kf4 catch the pawn?',
    ['Yes', '*No, f4 is outside the square'],
    'The square runs from a4 to e8: the f-file is one step too far.',
    { fen: squareFen },
  ),
  findSquare(
    'e4',
    'e4 is the corner of the square a4–a8–e8–e4.',
    'Click the only square where the black king reaches the pawn’s square.',
    squareFen,
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
  game(
    'Your pawn is outside the black king’s reach. Promote it!',
    '8/8/8/8/P7/6k1/8/7K w - - 0 1',
    { kind: 'promote', moves: 5 },
    'The king on g3 is outside the square: just run.',
  ),
  squareColor(
    'a8',
    'a8 is light. Handy to know when a bishop must guard the promotion square.',
    'The a-pawn queens on a8. Light or dark?',
  ),
  choose(
    'White pawn on b5, black king on e5, Black to move. Does the pawn queen?',
    ['*No, the king is inside the square', 'Yes'],
    'The square b5–b8–e8–e5 contains e5: the king catches it.',
  ),
]);

const opposition = lesson('opposition', 'The opposition', 20, [
  info(
    'Opposition: kings facing each other with one square between them. The side NOT to move has the opposition — the other king must give way. In pawn endings this decides everything.',
    { fen: '8/8/8/4k3/8/4K3/4P3/8 b - - 0 1', highlights: marks('e4') },
  ),
  best(
    'Take the opposition!',
    oppositionFen,
    'f2e3',
    'Ke3! Now Black must give way and your king marches up.',
  ),
  choose(
    'Kings on e3 and e5, Black to move. Who has the opposition?',
    ['*White', 'Black', 'Nobody'],
    'The side that does not have to move has the opposition.',
    { fen: '8/8/8/4k3/8/4K3/4P3/8 b - - 0 1' },
  ),
  findSquare(
    'e3',
    'Ke3 faces the black king with one square between: opposition.',
    'Click the square where the white king takes the opposition.',
    oppositionFen,
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
  game(
    'Win the pawn ending: get your pawn to the 8th rank.',
    oppositionFen,
    { kind: 'promote', moves: 15 },
    'Opposition first, then the king leads the pawn.',
    { skill: 0, depth: 5 },
  ),
  track(
    'Follow the white king: Ke3 Kd5 Kf4 Ke6 Ke4. Where is it?',
    oppositionFen,
    'f2e3 e5d5 e3f4 d5e6 f4e4',
    'f2',
    'From f2 to e3, f4 and e4: in front of its pawn.',
  ),
  choose(
    'In king-and-pawn endings, where should the attacking king stand?',
    ['*In front of its pawn', 'Behind its pawn', 'In the corner'],
    'The king leads, the pawn follows.',
  ),
]);

const keySquares = lesson('key-squares', 'Key squares', 15, [
  info(
    'Key squares: if the attacking king reaches one, the pawn queens whatever the defender does. For a pawn on e4 the key squares are d6, e6 and f6 — two ranks in front.',
    { fen: '8/8/8/8/4P3/8/8/4K2k w - - 0 1', highlights: marks('d6', 'e6', 'f6') },
  ),
  findSquare(
    'e6',
    'e6 is a key square for the pawn on e4.',
    'Click the key square right in front of the pawn, two ranks ahead of it.',
    '8/8/8/8/4P3/8/8/4K2k w - - 0 1',
  ),
  choose(
    'White pawn on e4. Which is a key square?',
    ['e5', '*d6', 'd3'],
    'Two ranks in front of the pawn: d6, e6, f6.',
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
    '8/8/8/4k3/8/8/4PK2/8 w - - 0 1',
    'f2e3',
    'Ke3! Opposition now, key squares next.',
  ),
  game(
    'Reach a key square and promote.',
    '8/8/4k3/8/4K3/8/4P3/8 w - - 0 1',
    { kind: 'promote', moves: 15 },
    'Take the opposition, outflank, and the pawn walks home.',
    { skill: 0, depth: 5 },
  ),
  choose(
    'A rook pawn (a- or h-pawn) with the defending king in the corner is usually…',
    ['*a draw', 'a win', 'a loss'],
    'The defender just sits in the corner: rook pawns are the exception.',
  ),
]);

const rookEndings = lesson('rook-endings', 'Rook endings: Lucena and Philidor', 20, [
  info(
    'Rook endings are the most common. Cut the enemy king off with your rook. The Lucena position (king on the 8th in front of the pawn) wins by “building a bridge”; the Philidor position (rook on the 3rd rank) holds the draw.',
    { fen: lucena, arrows: arrows('c1c4') },
  ),
  choose(
    'In the Lucena position, how does White shield the king from checks?',
    ['*Builds a bridge with the rook on the 4th rank', 'Trades rooks', 'Gives up the pawn'],
    'Rd4 (or Rc4) lets the rook block the checks.',
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
  findSquare(
    'd1',
    'Rd1+ pushes the king away and cuts it off on the d-file.',
    'Lucena idea: click the square where the white rook checks the black king away from the pawn.',
    lucena,
  ),
  game(
    'Win from the Lucena position: promote the pawn.',
    lucena,
    { kind: 'promote', moves: 15 },
    'Check the king away, build the bridge, promote.',
    { skill: 0, depth: 5 },
  ),
  game(
    'You are Black in the Philidor position. Hold the draw for 10 moves.',
    philidor,
    { kind: 'hold_draw', moves: 10 },
    'Keep the rook on the 6th rank; when the pawn advances, check from behind.',
    { skill: 0, depth: 5 },
  ),
  choose(
    'Your rook should cut the black king off from your e-pawn. Which file should it guard?',
    ['*The d-file, between the king and the pawn', 'The h-file', 'The a-file'],
    'A rook on the d-file keeps the king on the queenside while your king and pawn advance.',
    { fen: '8/8/8/2k5/8/8/4PK2/7R w - - 0 1' },
  ),
]);

export const endgames = unit(
  'endgames',
  'King, pawn and rook endings',
  'The square, the opposition, key squares, Lucena and Philidor.',
  [squareOfPawn, opposition, keySquares, rookEndings],
);
