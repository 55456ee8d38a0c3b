import {
  arrange,
  arrows,
  best,
  choose,
  findSquare,
  game,
  info,
  lesson,
  marks,
  match,
  START,
  unit,
} from '../../helpers.ts';
import { bestP } from '../../kit.ts';
import { picks } from '../../picks/slots.ts';

const capturing = lesson('capturing', 'Capturing pieces', 10, [
  info(
    'A piece that is attacked and not defended is called hanging: you can take it for free. Before every move, look for hanging pieces — yours and your opponent’s.',
    { fen: '6k1/5ppp/8/3n4/8/1B6/5PPP/6K1 w - - 0 1', arrows: arrows('b3d5') },
  ),
  best(
    'The knight on d5 is hanging. Take it!',
    '6k1/5ppp/8/3n4/8/1B6/5PPP/6K1 w - - 0 1',
    'b3d5',
    'Bxd5 wins a whole knight for nothing.',
  ),
  best(
    'Find the hanging piece and capture it.',
    '6k1/4rppp/8/3N4/8/8/5PPP/6K1 w - - 0 1',
    'd5e7',
    'Nxe7+ — the rook on e7 had no defender.',
  ),
  choose(
    'Which black piece does the bishop on d3 attack?',
    ['The knight on b6', '*The pawn on h7', 'The pawn on f7'],
    'The d3–h7 diagonal runs e4, f5, g6, h7. The pawn is defended by the king, though.',
    { fen: '6k1/5ppp/1n6/8/8/3B4/5PPP/6K1 w - - 0 1' },
  ),
  choose(
    'Can the white rook safely capture the knight on e5?',
    ['Yes, it is free', '*No, the pawn on d6 defends it'],
    'After Rxe5 dxe5 you would give a rook (5) for a knight (3).',
    { fen: '4k3/8/3p4/4n3/8/8/8/4R1K1 w - - 0 1', highlights: marks('e5', 'd6') },
  ),
  match(
    'Match each word with its meaning.',
    [
      ['Capture', 'take an enemy piece'],
      ['Attack', 'threaten to capture'],
      ['Defend', 'protect with another piece'],
      ['Hanging', 'attacked and not defended'],
    ],
    'These four words come back in every lesson.',
  ),
  findSquare(
    'a5',
    'The knight on a5 is the only black piece nobody defends — and your bishop on d2 attacks it. The bishop on e6 is guarded by the f7 pawn, the rook by the king.',
    'Click the black piece that is not defended.',
    '5rk1/5ppp/4b3/n7/8/8/3B1PPP/4R1K1 w - - 0 1',
  ),
  game(
    'The black queen stands on your rook’s file. Win material!',
    '4k3/pppq1ppp/8/8/8/8/PPP2PPP/3RK3 w - - 0 1',
    { kind: 'win_material', material: 4, moves: 2 },
    'Rxd7: a rook (5) for a queen (9) is a great deal.',
  ),
]);

const pieceValues = lesson('piece-values', 'What the pieces are worth', 10, [
  info(
    'Pieces have rough values in points: pawn 1, knight 3, bishop 3, rook 5, queen 9. The king is priceless — lose him and you lose the game. Count points before you trade.',
    { fen: START },
  ),
  match(
    'Match each piece with its value.',
    [
      ['Pawn', '1'],
      ['Knight', '3'],
      ['Rook', '5'],
      ['Queen', '9'],
    ],
    'A bishop is also worth 3, about the same as a knight.',
  ),
  choose(
    'How many points is a bishop worth?',
    ['1', '*3', '5'],
    'Bishops and knights are both worth about 3.',
  ),
  choose(
    'Which trade is good for you?',
    ['Your rook for a knight', '*Your knight for a rook', 'Your queen for a rook'],
    'You give 3 and get 5: you win 2 points.',
  ),
  choose(
    'Which is worth more: two rooks or one queen?',
    ['*Two rooks: about 10 against 9', 'The queen', 'Exactly the same'],
    'Two rooks add up to 10 points, a little more than a queen.',
  ),
  best(
    'Your knight can take a bishop or a rook. Take the more valuable one.',
    '6k1/5ppp/8/1b1r4/8/2N5/5PPP/6K1 w - - 0 1',
    'c3d5',
    'Nxd5: a rook is worth 5, the bishop only 3.',
  ),
  best(
    'Your rook attacks the black queen. Take it!',
    '1q4k1/5p1p/6p1/8/8/8/1R3PPP/6K1 w - - 0 1',
    'b2b8',
    'Rxb8+ wins a queen (9) with your rook (5) — and nothing can take back.',
  ),
  match(
    'Match each piece with its letter in chess notation.',
    [
      ['King', 'K'],
      ['Queen', 'Q'],
      ['Rook', 'R'],
      ['Bishop', 'B'],
      ['Knight', 'N'],
    ],
    'N for knight, because K is already taken by the king.',
  ),
]);

const protecting = lesson('protecting', 'Protecting your pieces', 10, [
  info(
    'When one of your pieces is attacked you can: move it away, defend it, block the attack, or capture the attacker. Capturing the attacker is often best.',
    { fen: '6k1/4ppp1/7p/8/3n4/2P5/4QPPP/6K1 w - - 0 1', arrows: arrows('d4e2', 'c3d4') },
  ),
  // Replaced by a real position: the earlier one let other moves win as well (fairness margin, ADR 0021).
  bestP(
    picks('fix-capture-attacker', 0, 1)[0]!,
    'Capture what is loose with a pawn.',
    'The cheapest piece makes the best capturer.',
  ),
  choose(
    'Is the white knight on d4 defended?',
    ['*Yes, by the pawn on c3', 'No', 'Yes, by the king'],
    'The c3 pawn covers d4 diagonally. The king on e1 is too far away.',
    { fen: '4k3/8/8/8/3N4/2P5/8/4K3 w - - 0 1' },
  ),
  match(
    'Match each way of meeting an attack with what you do.',
    [
      ['Move', 'put the piece on a safe square'],
      ['Defend', 'guard it with another piece'],
      ['Capture', 'take the attacker'],
      ['Block', 'put a piece in between'],
    ],
    'Check all four before you decide.',
  ),
  arrange(
    'Defend the knight on d4 with a pawn on the e-file: place the pawn.',
    '4k3/8/8/8/3N4/8/8/4K3',
    '4k3/8/8/8/3N4/4P3/8/4K3',
    'P',
    'A pawn on e3 guards d4. Pawns make the best defenders: they are worth the least.',
  ),
  best(
    'The black bishop on d5 has no defender. Take it!',
    '6k1/pp3ppp/8/3b4/8/2N5/PP3PPP/6K1 w - - 0 1',
    'c3d5',
    'Nxd5: a loose piece is a free piece.',
  ),
  findSquare(
    'c3',
    'From c3 a white pawn would guard d4 from the left side.',
    'Click the square where a white pawn would defend d4 from the left.',
    '4k3/8/8/8/3N4/8/8/4K3 w - - 0 1',
  ),
  choose(
    'Your bishop is attacked by a pawn. What is usually best?',
    ['*Move the bishop to a safe square', 'Defend it with the queen', 'Ignore it'],
    'Defending does not help: the pawn (1) would still happily take the bishop (3).',
  ),
]);

const goodTrades = lesson('good-trades', 'Good and bad trades', 15, [
  info(
    'A trade is when both sides capture. Count: if you give less than you get, the trade is good. Taking a defended rook with a knight is fine — you give 3 and get 5.',
    { fen: '6k1/2p2ppp/3r4/8/4N3/8/5PPP/6K1 w - - 0 1', arrows: arrows('e4d6', 'c7d6') },
  ),
  best(
    'Take the rook, even though it is defended.',
    '6k1/2p2ppp/3r4/8/4N3/8/5PPP/6K1 w - - 0 1',
    'e4d6',
    'Nxd6 cxd6: you gave a knight (3) for a rook (5). Two points up!',
  ),
  best(
    'Both captures are defended. Pick the good trade.',
    '6k1/1p3p1p/r5p1/7n/8/7P/4BPP1/1N4K1 w - - 0 1',
    'e2a6',
    'Bxa6 bxa6 wins a rook for a bishop. Bxh5 gxh5 would only be an even trade.',
  ),
  choose(
    'Your queen can take a pawn that a knight defends. Good idea?',
    ['Yes, a pawn is a pawn', '*No, you would lose the queen for a pawn'],
    'Queen (9) for pawn (1) is a terrible trade.',
  ),
  choose(
    'You trade your bishop for the opponent’s knight. Who gained?',
    ['You', 'Your opponent', '*Nobody: 3 for 3'],
    'Bishop and knight are both worth about 3: an even trade.',
  ),
  match(
    'Match each trade with its result for you.',
    [
      ['Bishop for knight', 'even'],
      ['Rook for knight', 'you lose 2 points'],
      ['Knight for rook', 'you win 2 points'],
      ['Queen for rook', 'you lose 4 points'],
    ],
    'Always count before you capture.',
  ),
  game(
    'You have two rooks against a knight that nothing defends. Win it, then keep your rooks safe.',
    '6k1/5pp1/7p/8/1Rn5/8/5PPP/4R1K1 w - - 0 1',
    { kind: 'win_material', material: 3, moves: 10 },
    'Rxc4 takes the knight for free: a rook (5) is never traded for it, because nothing can take back on c4.',
    { skill: 0, depth: 2 },
  ),
  choose(
    'You are ahead in material. Should you trade pieces?',
    ['*Yes, trades make your extra material count more', 'No, never trade when ahead'],
    'With fewer pieces left, an extra rook or knight matters more and more.',
  ),
]);

export const captureAndDefend = unit(
  'capture-and-defend',
  'Capture and defend',
  'Hanging pieces, piece values and good trades.',
  [capturing, pieceValues, protecting, goodTrades],
);
