import {
  arrange,
  choose,
  EMPTY,
  findSquare,
  info,
  lesson,
  marks,
  match,
  nameSquare,
  squareColor,
  START,
  unit,
} from '../../helpers.ts';

const rankFour = marks('a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4');
const eFile = marks('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8');

const filesAndRanks = lesson('files-and-ranks', 'Files and ranks', 10, [
  info(
    'Welcome to the chessboard! It has 64 squares: 8 columns and 8 rows. The columns are called files and are named with letters, a to h, from White’s left to White’s right. The highlighted column is the e-file.',
    { fen: START, highlights: eFile },
  ),
  info(
    'The rows are called ranks and are numbered 1 to 8, starting from White’s side. White’s pieces start on ranks 1 and 2, Black’s on ranks 7 and 8. The highlighted row is the 4th rank.',
    { fen: START, highlights: rankFour },
  ),
  choose(
    'How many squares does a chessboard have?',
    ['48', '*64', '81', '100'],
    'Eight files times eight ranks: 64 squares.',
  ),
  choose(
    'The highlighted squares form a…',
    ['file', '*rank', 'diagonal'],
    'A row going from left to right is a rank. This one is the 4th rank.',
    { highlights: rankFour },
  ),
  choose(
    'The highlighted squares form a…',
    ['*file', 'rank', 'diagonal'],
    'A column going up the board is a file. This is the e-file.',
    { highlights: eFile },
  ),
  match(
    'Match each part of the board with its name.',
    [
      ['Columns', 'files'],
      ['Rows', 'ranks'],
      ['Letters a to h', 'name the files'],
      ['Numbers 1 to 8', 'name the ranks'],
    ],
    'Files are columns with letters, ranks are rows with numbers.',
  ),
  findSquare(
    'a1',
    'a1 is the corner on White’s left: the a-file meets the 1st rank.',
    'Coordinates are hidden. Click the corner square a1.',
  ),
  findSquare(
    'h8',
    'h8 is the far corner on White’s right: the h-file meets the 8th rank.',
    'Coordinates are hidden. Click the corner square h8.',
  ),
]);

const namingSquares = lesson('naming-squares', 'Naming squares', 10, [
  info(
    'Every square has a name: its file letter followed by its rank number. The highlighted square is on the e-file and the 4th rank, so it is called e4.',
    { fen: START, highlights: marks('e4') },
  ),
  findSquare('e4', 'e4: the e-file, 4th rank — right in the centre.'),
  findSquare('d5', 'd5: one file left of e and one rank above 4.'),
  findSquare('c3', 'c3: the c-file and the 3rd rank.'),
  findSquare('g7', 'g7: the g-file, near Black’s side.'),
  nameSquare('f7', 'This is f7: the f-file and the 7th rank.'),
  nameSquare('b2', 'This is b2: the b-file and the 2nd rank.'),
  nameSquare('h5', 'This is h5: the h-file on the edge, and the 5th rank.'),
  match(
    'Match each corner with its name.',
    [
      ["White's left corner", 'a1'],
      ["White's right corner", 'h1'],
      ["Black's right corner", 'a8'],
      ["Black's left corner", 'h8'],
    ],
    'Black sits across the table, so Black’s right-hand corner is a8 and the left one is h8.',
  ),
]);

const lightAndDark = lesson('light-and-dark', 'Light and dark squares', 10, [
  info(
    'Squares alternate between light and dark. The corner a1 is dark and h1, in White’s right-hand corner, is light: remember “light on the right”.',
    { fen: START, highlights: marks('a1', 'h1') },
  ),
  squareColor('a1', 'a1 is dark — the left-hand corner.'),
  squareColor('h1', 'h1 is light: light on the right!'),
  squareColor(
    'e4',
    'e4 is light. From h1 (light) go back 3 files and up 3 ranks: six steps, back to light.',
  ),
  squareColor('d4', 'd4 is dark, right next to the light e4.'),
  squareColor('c7', 'c7 is dark.'),
  squareColor('f5', 'f5 is light.'),
  choose(
    'Which square has the same colour as a1?',
    ['a8', '*h8', 'h1', 'b1'],
    'a1 and h8 are both dark: a diagonal joins them, and a diagonal never changes colour.',
  ),
]);

const settingUp = lesson('setting-up', 'Setting up the board', 15, [
  info(
    'At the start, White’s pawns fill the 2nd rank and Black’s the 7th. Behind them: rook, knight, bishop, queen, king, bishop, knight, rook. Put the board so the right-hand corner square is light.',
    { fen: START },
  ),
  info(
    'The queen goes on her own colour: the white queen on the light d1, the black queen on the dark d8. The kings stand next to them on the e-file, facing each other.',
    { fen: START, highlights: marks('d1', 'd8', 'e1', 'e8') },
  ),
  choose(
    'Where does the white queen start?',
    ['*d1', 'e1', 'd8', 'c1'],
    'The white queen starts on d1, a light square: queen on her colour.',
  ),
  choose(
    'Where does the black king start?',
    ['d8', '*e8', 'e1', 'f8'],
    'The black king starts on e8, opposite the white king on e1.',
  ),
  match(
    'Match each piece with its starting square.',
    [
      ['White king', 'e1'],
      ['White queen', 'd1'],
      ['Black king', 'e8'],
      ['Black queen', 'd8'],
    ],
    'Kings on the e-file, queens on the d-file.',
  ),
  arrange(
    'Set up White’s back rank: rooks in the corners, then knights, bishops, the queen on her colour and the king.',
    '8/pppppppp/8/8/8/8/PPPPPPPP/8',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'.replace('rnbqkbnr', '8'),
    'KQRBN',
    'R N B Q K B N R — queen on d1, her own light square.',
  ),
  arrange(
    'Now Black’s back rank, a mirror image of White’s.',
    '8/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    'kqrbn',
    'The black queen sits on d8, a dark square, right opposite the white queen.',
  ),
  arrange(
    'Place both rows of pawns to finish the set-up.',
    'rnbqkbnr/8/8/8/8/8/8/RNBQKBNR',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    'Pp',
    'Eight pawns each, on the 2nd and 7th ranks. Ready to play!',
  ),
  arrange(
    'Put the two kings on their starting squares.',
    EMPTY,
    '4k3/8/8/8/8/8/8/4K3',
    'Kk',
    'White king e1, black king e8.',
  ),
]);

export const theBoard = unit(
  'the-board',
  'The board',
  'Files, ranks, square names, colours and the starting position.',
  [filesAndRanks, namingSquares, lightAndDark, settingUp],
);
