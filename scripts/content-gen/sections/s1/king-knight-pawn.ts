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

const kingMoves = lesson('king-moves', 'The king', 10, [
  info(
    'The king moves one square in any direction. He is the most important piece: if he is trapped, the game is lost. So the king may never step onto a square the enemy attacks.',
    {
      fen: '8/8/8/8/4K3/8/8/k7 w - - 0 1',
      highlights: marks('d3', 'e3', 'f3', 'd4', 'f4', 'd5', 'e5', 'f5'),
    },
  ),
  choose(
    'How many squares can a king in the middle of an empty board move to?',
    ['4', '*8', '16'],
    'All eight neighbouring squares, straight and diagonal.',
  ),
  choose(
    'How many squares can a king in the corner a1 move to?',
    ['*3', '5', '8'],
    'Only a2, b1 and b2 — corners are cramped.',
  ),
  best(
    'The black rook came too close. Capture it with the king!',
    '8/8/8/8/8/1k6/3r4/4K3 w - - 0 1',
    'e1d2',
    'Kxd2: the king may capture a piece next to him, as long as nobody defends it. The black king on b3 is too far away to defend d2.',
  ),
  choose(
    'Can the white king capture the rook on d2?',
    ['Yes, it is next to him', '*No, the black king defends it'],
    'The black king on c2 guards d2, and the white king may never step into an attack.',
    { fen: '8/8/8/8/8/8/2kr4/4K3 w - - 0 1' },
  ),
  best(
    'The black rook came too close. Capture it with your king!',
    '8/8/8/8/6k1/8/5r2/6K1 w - - 0 1',
    'g1f2',
    'Kxf2. The black king on g4 is too far away to protect the rook: it guards f3, not f2.',
  ),
  track(
    'The white king walks e1–e2–d3–c4 while the black king moves too. Where is the white king?',
    '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    'e1e2 e8e7 e2d3 e7d6 d3c4',
    'e1',
    'e1 → e2 → d3 → c4: one step at a time.',
  ),
  arrange(
    'Kings may never stand next to each other. Place the black king on e5, two squares in front of the white king on e3.',
    '8/8/8/8/8/4K3/8/8',
    '8/8/8/4k3/8/4K3/8/8',
    'k',
    'e4 stays empty between them: neither king may step there.',
  ),
]);

const knightMoves = lesson('knight-moves', 'The knight', 10, [
  info(
    'The knight jumps in an L: two squares straight, then one to the side. It is the only piece that can jump over others, and it always lands on a square of the other colour.',
    {
      fen: '4k3/8/8/8/3N4/8/8/4K3 w - - 0 1',
      highlights: marks('c6', 'e6', 'f5', 'f3', 'e2', 'c2', 'b3', 'b5'),
    },
  ),
  choose(
    'How many squares can a knight on d4 jump to on an empty board?',
    ['4', '6', '*8'],
    'c6, e6, f5, f3, e2, c2, b3 and b5: eight squares.',
  ),
  choose(
    'How many squares can a knight in the corner a1 jump to?',
    ['*2', '3', '4'],
    'Only b3 and c2. “A knight on the rim is dim!”',
  ),
  choose(
    'A knight on g1 at the start. Where can it jump?',
    ['g3 and h2', '*f3 and h3', 'e2 and f3'],
    'f3 and h3 (e2 is taken by a pawn at the start). Jumping over the pawns is fine.',
    { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
  ),
  best(
    'Your knight can capture the black queen. Jump!',
    '4k3/8/8/4q3/8/5N2/8/6K1 w - - 0 1',
    'f3e5',
    'Nxe5: two up, one to the left. The queen could not see it coming.',
  ),
  best(
    'Which piece can the knight take? Take it.',
    '2k5/pp6/8/1r6/8/2N5/PP6/4K3 w - - 0 1',
    'c3b5',
    'Nxb5 wins the rook: c3 to b5 is an L-jump.',
  ),
  track(
    'The knight goes g1–f3–g5–f7 while Black shuffles. Where is it now?',
    '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1',
    'g1f3 e8d7 f3g5 d7e8 g5f7',
    'g1',
    'g1 → f3 → g5 → f7. Each hop changes the square’s colour.',
  ),
  track(
    'The knight on b1 jumps three times: c3, then d5, then e7. Where does it land?',
    '7k/8/8/8/8/8/8/1N2K3 w - - 0 1',
    'b1c3 h8g8 c3d5 g8h8 d5e7',
    'b1',
    'b1 → c3 → d5 → e7.',
  ),
  match(
    'Match each knight square with a square it can jump to.',
    [
      ['g1', 'f3'],
      ['b8', 'c6'],
      ['e4', 'f6'],
      ['a1', 'b3'],
    ],
    'Two squares one way, one square the other.',
  ),
]);

const pawnMoves = lesson('pawn-moves', 'The pawn', 10, [
  info(
    'Pawns move straight forward one square. From their starting rank they may move two squares instead. They never move backwards.',
    { fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', arrows: arrows('e2e3', 'e2e4') },
  ),
  info(
    'Pawns capture differently: one square diagonally forward. A piece straight in front of a pawn blocks it.',
    {
      fen: '4k3/8/8/3p1n2/4P3/8/8/4K3 w - - 0 1',
      arrows: arrows('e4d5', 'e4f5'),
      highlights: marks('e5'),
    },
  ),
  choose(
    'Which moves can the e2 pawn make in the starting position?',
    ['Only e3', '*e3 or e4', 'e3, e4 or d3'],
    'One or two squares forward from the starting rank.',
  ),
  best(
    'Capture the knight with your pawn.',
    '4k3/pp6/8/3n4/4P3/8/PP6/4K3 w - - 0 1',
    'e4d5',
    'exd5: pawns capture diagonally forward.',
  ),
  best(
    'Which capture wins more? Take the better piece.',
    '4k3/8/8/2r1b3/3P4/8/8/4K3 w - - 0 1',
    'd4c5',
    'dxc5 takes the rook (5 points) rather than the bishop (3).',
  ),
  choose(
    'The white pawn on e4 faces a black pawn on e5. What can it do?',
    ['Capture it', '*Nothing: it is blocked', 'Jump over it'],
    'Pawns cannot capture straight ahead. Both pawns are stuck.',
    { fen: '4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1' },
  ),
  track(
    'Follow the pawn from c2: c4, then c5, then it captures on d6. Where is it?',
    '4k3/8/3p4/8/8/8/2P5/4K3 w - - 0 1',
    'c2c4 e8e7 c4c5 e7e8 c5d6',
    'c2',
    'c2 → c4 (two squares from the start) → c5 → takes on d6.',
  ),
  arrange(
    'Place White’s eight pawns on their starting rank.',
    '4k3/8/8/8/8/8/8/4K3',
    '4k3/8/8/8/8/8/PPPPPPPP/4K3',
    'P',
    'All eight on the 2nd rank, ready to march.',
  ),
]);

const promotion = lesson('promotion-basics', 'Promotion', 15, [
  info(
    'When a pawn reaches the far end of the board, it is promoted: it turns into a queen, rook, bishop or knight. Almost always you choose a queen.',
    { fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', arrows: arrows('b7b8') },
  ),
  choose(
    'Which piece can a pawn NOT become?',
    ['Queen', 'Knight', '*King', 'Rook'],
    'There is only ever one king per side.',
  ),
  // Replaced by a real position: the earlier one let other moves win as well (fairness margin, ADR 0021).
  bestP(
    picks('fix-promotion', 0, 1)[0]!,
    'Promote your pawn.',
    'A brand-new queen changes the game.',
  ),
  best(
    'Promote with checkmate!',
    '1k6/3P4/1K6/8/8/8/8/8 w - - 0 1',
    'd7d8q',
    'd8=Q# — the new queen checks along the 8th rank and your king guards a7, b7 and c7.',
    { mate: true },
  ),
  best(
    'Capture and promote at the same time.',
    '3r2k1/2P5/8/8/8/8/8/4K3 w - - 0 1',
    'c7d8q',
    'cxd8=Q+: the pawn captures diagonally onto the last rank and promotes.',
  ),
  match(
    'Match each promotion with its result.',
    [
      ['b8=Q', 'a new queen'],
      ['b8=N', 'a new knight'],
      ['b8=R', 'a new rook'],
    ],
    'The letter after = says what the pawn became.',
  ),
  game(
    'Race your pawn to the end and promote it. The black king is too far to stop it.',
    '8/8/1P6/8/8/8/6k1/K7 w - - 0 1',
    { kind: 'promote', moves: 3 },
    'b7 and b8=Q: the black king was three squares too slow.',
  ),
  game(
    'Push the pawn home and promote. Watch out for the black king!',
    '8/8/8/3P3k/8/8/8/K7 w - - 0 1',
    { kind: 'promote', moves: 4 },
    'The pawn runs and the king cannot catch it in time.',
  ),
]);

export const kingKnightPawn = unit(
  'king-knight-pawn',
  'King, knight and pawn',
  'The king, the jumping knight and the little pawn that can become a queen.',
  [kingMoves, knightMoves, pawnMoves, promotion],
);
