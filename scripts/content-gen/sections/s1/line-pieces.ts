import {
  arrange,
  arrows,
  best,
  choose,
  game,
  info,
  lesson,
  marks,
  match,
  track,
  unit,
} from '../../helpers.ts';
import { bestP } from '../../kit.ts';
import { picks } from '../../picks/slots.ts';

const rookMoves = lesson('rook-moves', 'The rook', 10, [
  info(
    'The rook moves in straight lines — up, down, left or right — as far as it likes, until something is in the way. It captures an enemy piece by moving onto its square.',
    { fen: '4k3/8/8/2R5/8/8/8/4K3 w - - 0 1', arrows: arrows('c5c8', 'c5c1', 'c5a5', 'c5h5') },
  ),
  choose(
    'Which squares can a rook on d4 reach in one move?',
    ['d4 to h8', '*every square of the d-file and of the 4th rank', 'only the squares next to it'],
    'A rook sweeps its whole file and rank — 14 squares from the middle of an empty board.',
    { fen: '4k3/8/8/8/3R4/8/8/4K3 w - - 0 1' },
  ),
  best(
    'Your rook can take a piece. Capture the black queen!',
    'k7/8/8/8/q6R/8/8/6K1 w - - 0 1',
    'h4a4',
    'Rxa4: the rook slides all the way along the 4th rank and wins the queen.',
  ),
  best(
    'Capture the knight that nobody defends.',
    '6k1/8/2n5/8/8/8/8/2R3K1 w - - 0 1',
    'c1c6',
    'Rxc6 — straight up the c-file. Free knight!',
  ),
  best(
    'Which black piece can your rook take for free? Take it.',
    '1k6/pp6/8/4b3/n7/8/5PPP/4R1K1 w - - 0 1',
    'e1e5',
    'Rxe5 wins the bishop. The knight on a4 was not on the rook’s file or rank.',
  ),
  track(
    'Follow the rook: it plays Ra5, then Rh5, then Rh8 while Black’s king steps aside. Where is the rook now?',
    '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
    'a1a5 e8d8 a5h5 d8c8 h5h8',
    'a1',
    'a1 → a5 → h5 → h8: up, across, up again. The rook ends on h8, giving check.',
  ),
  info(
    'Two rooks are even stronger together. In the picture they cover two neighbouring ranks, and the black king cannot cross them.',
    {
      fen: '6k1/8/8/8/8/R7/1R6/6K1 w - - 0 1',
      highlights: marks(
        'a3',
        'b3',
        'c3',
        'd3',
        'e3',
        'f3',
        'g3',
        'h3',
        'a2',
        'b2',
        'c2',
        'd2',
        'e2',
        'f2',
        'g2',
        'h2',
      ),
    },
  ),
  game(
    'Your rook and Black’s rook stand on the same file. Win the black rook!',
    '8/8/3k4/8/8/3r4/8/3RK3 w - - 0 1',
    { kind: 'win_material', material: 5, moves: 1 },
    'Rxd3+ wins the rook at once: it stood on your rook’s file, unprotected.',
  ),
]);

const bishopMoves = lesson('bishop-moves', 'The bishop', 10, [
  info(
    'The bishop moves diagonally, as far as it likes. Because a diagonal never changes colour, a bishop that starts on a dark square stays on dark squares all game.',
    { fen: '4k3/8/8/8/3B4/8/8/4K3 w - - 0 1', arrows: arrows('d4a7', 'd4h8', 'd4a1', 'd4g1') },
  ),
  choose(
    'A white bishop stands on c1. Which square can it reach in one move?',
    ['c5', '*g5', 'e4', 'h1'],
    'c1–d2–e3–f4–g5: a dark-square diagonal. e4 and h1 are light squares, out of its reach forever.',
  ),
  choose(
    'Your bishop is on a light square. Can it ever reach e5?',
    ['Yes, in two moves', '*No, e5 is dark', 'Only by capturing'],
    'e5 is dark, and a light-squared bishop never leaves the light squares.',
  ),
  best(
    'Capture the black rook with your bishop.',
    '4k2r/pp6/8/8/8/8/1B3PPP/6K1 w - - 0 1',
    'b2h8',
    'Bxh8 — along the long diagonal, from b2 all the way to the corner.',
  ),
  best(
    'One black piece hangs on your bishop’s diagonal. Take it.',
    '6k1/8/5n2/8/8/2q5/8/B5K1 w - - 0 1',
    'a1c3',
    'Bxc3 wins the queen, the nearest piece on the a1–h8 diagonal. The knight on f6 was hidden behind it.',
  ),
  track(
    'The bishop on f1 plays Bc4, then Bb5, then Be8 with Black moving in between. Where does it end?',
    '8/8/8/8/7k/8/8/5BK1 w - - 0 1',
    'f1c4 h4g5 c4b5 g5f6 b5e8',
    'f1',
    'f1 → c4 → b5 → e8. Each hop is a diagonal, and every square was light.',
  ),
  match(
    'Match the bishop’s square with a square it can reach in one move on an empty board.',
    [
      ['a1', 'h8'],
      ['c1', 'h6'],
      ['f1', 'a6'],
      ['h2', 'b8'],
    ],
    'Each pair sits on one long diagonal.',
  ),
  arrange(
    'Place the two white bishops on their starting squares.',
    '4k3/8/8/8/8/8/8/4K3',
    '4k3/8/8/8/8/8/8/2B1KB2',
    'B',
    'c1 and f1: one bishop for the dark squares, one for the light squares.',
  ),
]);

const queenMoves = lesson('queen-moves', 'The queen', 10, [
  info(
    'The queen moves like a rook and a bishop together: straight or diagonal, any distance. She is the strongest piece on the board.',
    {
      fen: '4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1',
      arrows: arrows('d4d8', 'd4h4', 'd4h8', 'd4a7', 'd4a4', 'd4d1', 'd4a1', 'd4g1'),
    },
  ),
  choose(
    'Which move is impossible for a queen on d1?',
    ['d1–d7', 'd1–h5', 'd1–a4', '*d1–e3'],
    'd1 to e3 is a knight-like jump; the queen only moves in straight lines and diagonals.',
  ),
  // Replaced by a real position: the earlier one let other moves win as well (fairness margin, ADR 0021).
  bestP(
    picks('fix-queen-capture', 0, 1)[0]!,
    'Capture with your queen.',
    'The queen slides along lines and diagonals to take what is loose.',
  ),
  best(
    'The black rook attacks your queen, but nobody defends it. Take it!',
    '6k1/5ppp/8/8/1r6/8/5PPP/1Q4K1 w - - 0 1',
    'b1b4',
    'Qxb4, straight up the b-file. Attack is the best defence!',
  ),
  track(
    'The queen goes to h5, then e8, then b5 while Black’s king wanders. Where is she now?',
    '8/2k5/8/8/8/8/8/3QK3 w - - 0 1',
    'd1h5 c7b6 h5e8 b6a5 e8b5',
    'd1',
    'd1 → h5 → e8 → b5: diagonal, diagonal, diagonal.',
  ),
  match(
    'Match each piece with the way it moves.',
    [
      ['Rook', 'straight lines'],
      ['Bishop', 'diagonals'],
      ['Queen', 'straight lines and diagonals'],
    ],
    'The queen combines the rook and the bishop.',
  ),
  arrange(
    'Put the white queen on her starting square.',
    '4k3/8/8/8/8/8/8/4K3',
    '4k3/8/8/8/8/8/8/3QK3',
    'Q',
    'd1: the queen on her own colour.',
  ),
  game(
    'Find a queen check that also attacks the rook, then win the rook.',
    'r5k1/8/8/8/8/8/8/4K2Q w - - 0 1',
    { kind: 'win_material', material: 5, moves: 3 },
    'Qd5+ checks the king and hits the rook on a8 at the same time. A double attack like that is called a fork.',
    { skill: 0, depth: 2 },
  ),
]);

const linePiecesReview = lesson('line-pieces-review', 'Rook, bishop and queen review', 15, [
  info(
    'Rooks, bishops and queens are “line pieces”: they slide until something blocks them. They cannot jump. A piece in the way stops them.',
    {
      fen: '4k3/8/8/2p5/8/8/2R5/4K3 w - - 0 1',
      arrows: arrows('c2c5'),
      highlights: marks('c6', 'c7', 'c8'),
    },
  ),
  choose(
    'A white rook on d2 and a black pawn on d5. Can the rook reach d7?',
    ['Yes', '*No, the pawn blocks it', 'Only if it captures first'],
    'It could capture on d5, but that is a move of its own. In one move d7 is out of reach.',
    { fen: '4k3/8/8/3p4/8/8/3R4/4K3 w - - 0 1' },
  ),
  best(
    'Capture the piece that is not protected.',
    '6k1/2p2ppp/3n4/8/8/8/PP6/K2R3b w - - 0 1',
    'd1h1',
    'Rxh1 wins a bishop for free. Taking on d6 would cost your rook: the c7 pawn guards that knight.',
  ),
  best(
    'Your queen can take something big. Do it.',
    '1r4k1/5ppp/8/8/8/8/5PPP/1Q4K1 w - - 0 1',
    'b1b8',
    'Qxb8 wins the rook — and it is even checkmate, because Black’s own pawns box the king in.',
  ),
  match(
    'Match each line piece with its starting squares (White).',
    [
      ['Rooks', 'a1 and h1'],
      ['Bishops', 'c1 and f1'],
      ['Queen', 'd1'],
    ],
    'Rooks in the corners, bishops next to the knights, queen on her colour.',
  ),
  choose(
    'Which piece cannot get from a1 to h8 in one move on an empty board?',
    ['Queen', 'Bishop', '*Rook'],
    'a1–h8 is a diagonal: the rook needs two moves (a1–a8–h8).',
  ),
  arrange(
    'Place two white rooks on the 7th and 8th ranks, on a7 and b8, to trap the black king.',
    '7k/8/8/8/8/8/8/6K1',
    '1R5k/R7/8/8/8/8/8/6K1',
    'R',
    'The rook on a7 guards the 7th rank, the rook on b8 gives check: that is checkmate. You will learn it later!',
  ),
  game(
    'Two rooks against a king: get close and capture Black’s last pawn.',
    '8/8/8/2k5/4p3/8/R7/4R1K1 w - - 0 1',
    { kind: 'win_material', material: 1, moves: 8 },
    'Rooks attack from a distance: two of them win a lonely pawn easily.',
    { skill: 0, depth: 2 },
  ),
]);

export const linePieces = unit(
  'line-pieces',
  'Rook, bishop and queen',
  'The pieces that slide along lines.',
  [rookMoves, bishopMoves, queenMoves, linePiecesReview],
);
