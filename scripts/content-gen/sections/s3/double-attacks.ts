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
  unit,
} from '../../helpers.ts';
import { bestP } from '../../kit.ts';
import { picks } from '../../picks/slots.ts';
import { tacticsPick } from '../../tactics/lesson.ts';
import { tacticsWhy } from '../../tactics/why.ts';

const hanging = tacticsPick('s3-hanging', 0);

const counting = lesson('counting', 'Attackers and defenders', 15, [
  info(
    'Before capturing, count: how many of your pieces attack the target, and how many defend it? Then capture with your cheapest piece first, so that what you give back is worth the least.',
    {
      fen: '4k3/pp3ppp/3p4/4n3/3P4/5N2/PP3PPP/4K3 w - - 0 1',
      arrows: arrows('d4e5', 'f3e5', 'd6e5'),
    },
  ),
  best(
    'The knight on e5 is attacked twice and defended once. Capture it the right way.',
    '4k3/pp3ppp/3p4/4n3/3P4/5N2/PP3PPP/4K3 w - - 0 1',
    'd4e5',
    'dxe5! If dxe5, Nxe5. Taking with the knight first would only trade knights.',
  ),
  // Issue 38, rule 3: the three counting questions each have their own board (they shared one).
  choose(
    'How many white pieces attack the pawn on d5?',
    ['1', '2', '*3'],
    'The pawn on c4, the knight on c3 and the rook on d1 all hit d5. Only the pawn on c6 and the rook on d8 defend it: after cxd5 cxd5 Nxd5 White is a pawn up, and Black stops there, because Rxd5 Rxd5 would lose the rook for the knight.',
    { fen: '3rk3/pp3ppp/2p5/3p4/2P5/2N5/PP3PPP/3R2K1 w - - 0 1', highlights: marks('d5') },
  ),
  choose(
    'How many black pieces defend the knight on e5?',
    ['1', '2', '*3'],
    'The pawns on d6 and f6 and the queen on e7. Only the knight on f3 and the rook on e1 attack it, two against three: Nxe5 dxe5 just trades knights, and Rxe5 would give the rook for the knight.',
    { fen: 'r3k3/pp2q1pp/3p1p2/4n3/8/5N2/PPQ2PPP/4R1K1 w - - 0 1', highlights: marks('e5') },
  ),
  choose(
    'White takes on d5 twice and Black recaptures twice. Who comes out ahead?',
    ['White', '*Black', 'Nobody'],
    'Two attackers against two defenders: the last capture is Black’s. After Nxd5 exd5 Bxd5 Nxd5 White has taken two pawns and lost a knight and a bishop. With equal numbers, count what each capture costs.',
    { fen: '4k3/4bppp/4pn2/3p4/8/2N2B2/PP3PPP/6K1 w - - 0 1', highlights: marks('d5') },
  ),
  match(
    'Match the situation with the result of capturing.',
    [
      ['More attackers than defenders', 'you win material'],
      ['Fewer attackers than defenders', 'you lose material'],
      ['Target worth more than your attacker', 'capture right away'],
    ],
    'Counting and piece values together tell you when to take.',
  ),
  findSquare(
    'd5',
    'The bishop on d5 is the target: the knight on f4 and the rook on d1 attack it, and only the pawn on c6 defends it. The knight on h5 is attacked once and defended once, by the pawn on g6.',
    'Click the black piece that is attacked twice and defended only once.',
    '6k1/pp3p1p/2p3p1/3b3n/5N2/8/PP3PPP/3R2K1 w - - 0 1',
  ),
  game(
    'Win a piece: count attackers and defenders, and take with the right piece.',
    '6k1/pp3ppp/8/3p4/4b3/2N2P2/PP4PP/6K1 w - - 0 1',
    { kind: 'win_material', material: 2, moves: 4 },
    'The bishop on e4 is attacked twice and defended once. fxe4 dxe4 Nxe4 wins the whole bishop; taking with the knight first, Nxe4 dxe4 fxe4, wins only a pawn.',
    { skill: 0, depth: 3 },
  ),
]);

const knightForks = lesson('knight-forks', 'Knight forks', 15, [
  info(
    'A fork is one piece attacking two enemy pieces at once. The opponent can save only one. Knights are the fork specialists: their jumps cannot be blocked.',
    { fen: '2r3k1/pp2Nppp/8/8/8/8/PP3PPP/6K1 b - - 0 1', arrows: arrows('e7c8', 'e7g8') },
  ),
  best(
    'Fork the king and the rook.',
    'r3k3/ppp2ppp/8/3N4/8/8/PPP2PPP/6K1 w - - 0 1',
    'd5c7',
    'Nxc7+ forks the king on e8 and the rook on a8.',
  ),
  best(
    'Fork the king and the queen.',
    '3q4/pp4kp/6p1/6N1/8/8/PP3PPP/6K1 w - - 0 1',
    'g5e6',
    'Ne6+! The king must move, then Nxd8.',
  ),
  best(
    'Find the knight check that wins a rook.',
    '2r3k1/pp3ppp/8/3N4/8/8/PP3PPP/6K1 w - - 0 1',
    'd5e7',
    'Ne7+ attacks g8 and c8. After the king moves, Nxc8.',
  ),
  findSquare(
    'f6',
    'Nf6+: from f6 the knight hits both the king on g8 and the queen on d7.',
    'Click the square where the white knight forks king and queen.',
    '6k1/pp1q1p1p/6p1/8/4N3/8/PP3PPP/6K1 w - - 0 1',
  ),
  choose(
    'Why is a knight fork with check so strong?',
    [
      '*The king must escape, so the other piece falls',
      'Knights are worth more than rooks',
      'Checks can be ignored',
    ],
    'A check must be answered first — there is no time to save the second piece.',
  ),
  match(
    'Match each fork with its nickname.',
    [
      ['King and queen', 'royal fork'],
      ['King, queen and rooks', 'family fork'],
      ['Two rooks', 'a double rook attack'],
    ],
    'Whatever the name, one piece attacks two.',
  ),
  game(
    'Find the fork and win the rook.',
    'r3k3/pp3ppp/8/1N6/8/8/PP3PPP/6K1 w - - 0 1',
    { kind: 'win_material', material: 4, moves: 3 },
    'Nc7+ and Nxa8.',
    { skill: 0, depth: 3 },
  ),
]);

const queenPawnForks = lesson('queen-and-pawn-forks', 'Queen and pawn forks', 15, [
  info(
    'Queens fork along lines and diagonals — often with check. Pawns fork too: a little pawn attacking two big pieces is a great deal.',
    { fen: '4k3/ppp2ppp/8/8/1n6/8/PP3PPP/4Q1K1 b - - 0 1', arrows: arrows('e1e8', 'e1b4') },
  ),
  // Replaced by a real position: the earlier one let other moves win as well (fairness margin, ADR 0021).
  bestP(
    picks('fix-queen-fork', 1, 1)[0]!,
    'Fork with the queen.',
    tacticsWhy('fork', picks('fix-queen-fork', 1, 1)[0]!),
  ),
  best(
    'Use the queen to fork the king and the rook.',
    'r5k1/6pp/8/8/8/8/5PPP/3Q2K1 w - - 0 1',
    'd1d5',
    'Qd5+ hits g8 and a8 at the same time.',
  ),
  // Replaced by a real position: the earlier one let other moves win as well (fairness margin, ADR 0021).
  bestP(
    picks('fix-pawn-fork', 0, 1)[0]!,
    'Fork with a pawn.',
    tacticsWhy('fork', picks('fix-pawn-fork', 0, 1)[0]!),
  ),
  choose(
    'Which piece makes the cheapest forker?',
    ['*A pawn', 'A queen', 'A rook'],
    'A pawn worth 1 attacking two pieces worth 3 or more: whatever it takes is profit.',
  ),
  findSquare(
    'd5',
    'A pawn on d5 attacks both c6 and e6.',
    'Click the square where a white pawn would fork the two knights.',
    '4k3/pp3ppp/2n1n3/8/3P4/8/PP3PPP/4K3 w - - 0 1',
  ),
  arrange(
    'Place a white pawn on e5 so that it forks the knights on d6 and f6.',
    '4k3/pp3ppp/3n1n2/8/8/8/PP3PPP/4K3',
    '4k3/pp3ppp/3n1n2/4P3/8/8/PP3PPP/4K3',
    'P',
    'A pawn on e5 attacks d6 and f6 diagonally.',
  ),
  match(
    'Match the forking piece with how it attacks.',
    [
      ['Knight', 'with an L-jump'],
      ['Pawn', 'diagonally forward'],
      ['Queen', 'along lines and diagonals'],
    ],
    'Any piece can fork — look for two loose targets.',
  ),
]);

const hangingPieces = lesson('hanging-pieces', 'Loose pieces drop off', 10, [
  info(
    '“Loose pieces drop off”: pieces without a defender are the first targets of every tactic. Check which of your opponent’s pieces are loose — and keep your own protected.',
    { fen: '6k1/1p4pp/5p2/2n5/8/5Q2/PP3PPP/6K1 w - - 0 1', highlights: marks('c5') },
  ),
  // A real position whose move takes a piece nobody guards (the hanging-pieces detector).
  bestP(hanging.pick, 'Take the loose piece.', hanging.why),
  choose(
    'Which black piece is loose (undefended)?',
    ['The pawn on g7', '*The knight on c5', 'The pawn on f6'],
    'The g7 pawn guards f6, the king guards g7, but nothing guards c5.',
    { fen: '6k1/1p4pp/5p2/2n5/8/5Q2/PP3PPP/6K1 w - - 0 1' },
  ),
  best(
    'A black piece is hanging. Take it.',
    '6k1/pp3pp1/7p/4b3/8/5N2/PP3PPP/6K1 w - - 0 1',
    'f3e5',
    'Nxe5: nothing defended the bishop.',
  ),
  match(
    'Match each idea with its meaning.',
    [
      ['Loose piece', 'a piece with no defender'],
      ['Double attack', 'two targets hit at once'],
      ['Forcing move', 'a check, capture or threat'],
    ],
    'Loose pieces plus double attacks win games.',
  ),
  choose(
    'What should you check before every move?',
    [
      '*Which pieces are attacked and which are undefended',
      'Only your own king',
      'Nothing, just play fast',
    ],
    'A two-second blunder check saves many games.',
  ),
  findSquare(
    'g4',
    'The bishop on g4 has no defender. The rooks guard each other, the pawn on b6 guards c5 and the pawn on f7 guards the knight on e6.',
    'Click the loose black piece.',
    'r4rk1/p4ppp/1p2n3/2p5/6b1/1P2N3/PB3PPP/2RR2K1 w - - 0 1',
  ),
  game(
    'Your opponent left a piece loose. Win it.',
    'r3k3/pp3ppp/8/8/7b/2P5/PP3PPP/3Q2K1 w - - 0 1',
    { kind: 'win_material', material: 3, moves: 4 },
    'Qa4+ checks the king and hits the loose bishop on h4: a double attack on a loose piece wins material.',
    { skill: 0, depth: 3 },
  ),
]);

export const doubleAttacks = unit(
  'double-attacks',
  'Double attacks',
  'Counting, loose pieces and forks by knights, queens and pawns.',
  [counting, hangingPieces, knightForks, queenPawnForks],
);
