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

const check = lesson('check', 'Check', 10, [
  info(
    'When a piece attacks the king, the king is in check. The player in check must get out of it at once — nothing else is allowed.',
    { fen: '3k4/8/8/8/8/8/8/3R2K1 b - - 0 1', arrows: arrows('d1d8') },
  ),
  choose(
    'Black to move. Is the black king in check?',
    ['*Yes, from the rook on e1', 'No'],
    'The rook sees all the way up the open e-file.',
    { fen: '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1' },
  ),
  choose(
    'Black to move. Which white piece gives check?',
    ['*The knight on f6', 'The bishop on c3', 'No piece: there is no check'],
    'Knights check by jumping: f6 attacks e8. The bishop’s diagonal ends far from the king.',
    { fen: '4k3/8/5N2/8/8/2B5/8/4K3 b - - 0 1' },
  ),
  best(
    'Give a check that also attacks the rook.',
    // Not section 3's fork board (issue 38: no position graded twice).
    '1r3k2/pp3ppp/8/4N3/8/8/PP3PPP/6K1 w - - 0 1',
    'e5d7',
    'Nd7+ attacks the king on f8 and the rook on b8 at once. After the king moves, Nxb8.',
  ),
  best(
    'Give a check that wins the black queen.',
    '3q4/pp3ppp/8/3k4/8/8/PP3PPP/4R1K1 w - - 0 1',
    'e1d1',
    'Rd1+! The king must step off the d-file, and then Rxd8 takes the queen hiding behind it.',
  ),
  match(
    'Match each word or sign with its meaning.',
    [
      ['Check', 'the king is attacked'],
      ['Checkmate', 'check with no way out'],
      ['+', 'the sign for check'],
      ['#', 'the sign for checkmate'],
    ],
    'You will see + and # in every game record.',
  ),
  findSquare(
    'e8',
    'Re8 would check the king along the 8th rank… and here it is even mate!',
    'Click the square where the white rook gives check along the back rank.',
    '6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1',
  ),
  choose(
    'Can a king ever give check?',
    ['Yes, when it walks next to the other king', '*No, kings may never stand next to each other'],
    'A king move next to the other king would put your own king in check, so it is illegal.',
  ),
]);

const escapingCheck = lesson('escaping-check', 'Getting out of check', 10, [
  info(
    'There are three ways out of check: move the king, block the check with a piece, or capture the checking piece.',
    { fen: '4k3/8/8/8/8/4B3/5PPP/1r4K1 w - - 0 1', arrows: arrows('b1g1') },
  ),
  best(
    'Your king is in check. Get out of it in the way that wins the most.',
    '4k3/5ppp/8/8/8/6N1/5PPP/1R1r2K1 w - - 0 1',
    'b1d1',
    'Rxd1 captures the checking rook. Blocking with Nf1 would work too, but you would stay a rook down.',
  ),
  choose(
    'White is in check. What is the only way out?',
    ['Move the king', '*Block with the bishop on c1', 'Capture the rook'],
    'f1 and h1 are attacked and the pawns fence the king in, so Bc1 must block.',
    { fen: '4k3/8/8/8/8/4B3/5PPP/r5K1 w - - 0 1' },
  ),
  findSquare(
    'h2',
    'Kh2 is the only safe square: f1 and h1 are on the rook’s rank.',
    'The rook checks your king. Click the only square the king can escape to.',
    '4k3/8/8/8/8/8/5PP1/r5K1 w - - 0 1',
  ),
  choose(
    'A knight gives check. Can you block it?',
    ['Yes, with any piece', '*No: knights jump, so a knight check cannot be blocked'],
    'Against a knight check you must move the king or capture the knight.',
  ),
  best(
    'The knight checks your king and attacks your queen. Deal with it!',
    '6k1/5ppp/2b5/8/8/5n2/5PPP/4Q1K1 w - - 0 1',
    'g2f3',
    'gxf3: the pawn takes the knight that checked your king and attacked your queen. Moving the king would have lost the queen.',
  ),
  match(
    'Match each check with a way out of it.',
    [
      ['A knight check', 'move the king or take the knight'],
      ['A check from far away', 'block, capture or move'],
      ['A check from an unguarded piece next to the king', 'the king can take it'],
    ],
    'Always look for all three ways.',
  ),
  choose(
    'Which is NOT a way out of check?',
    ['Moving the king', 'Blocking', '*Giving check back', 'Capturing the checker'],
    'Checking back is illegal while you are still in check.',
  ),
]);

const mateInOne = lesson('mate-in-one', 'Checkmate in one', 15, [
  info(
    'Checkmate: the king is in check and there is no way out — no escape square, no block, no capture. The game ends at once. Here the rook mates on the back rank because Black’s own pawns box in the king.',
    { fen: '3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1', arrows: arrows('d8g8') },
  ),
  best(
    'Checkmate in one move.',
    '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
    'd1d8',
    'Rd8# — the back-rank mate.',
    { mate: true },
  ),
  best(
    'Checkmate in one with the queen.',
    'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    'h5f7',
    'Qxf7#: the bishop on c4 defends the queen, so the king cannot take her.',
    { mate: true },
  ),
  best(
    'Black to move: checkmate in one!',
    'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
    'd8h4',
    'Qh4# — the fastest mate in chess, the “fool’s mate”.',
    { mate: true },
  ),
  best(
    'King and queen: deliver mate.',
    '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1',
    'b1b8',
    'Qb8#: the queen covers the 8th rank and your king guards g7 and h7.',
    { mate: true },
  ),
  best(
    'King and rook: deliver mate.',
    '7k/8/7K/8/8/8/8/R7 w - - 0 1',
    'a1a8',
    'Ra8#: your king guards g7 and h7, the rook the whole 8th rank.',
    { mate: true },
  ),
  choose(
    'Black to move. Is this checkmate?',
    ['*Yes', 'No, the king escapes to g8', 'No, Black can capture the queen'],
    'The queen on g7 checks and your king on g6 guards her. Every escape square is covered.',
    { fen: '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1' },
  ),
  arrange(
    'Place a white rook on the e-file to give back-rank mate.',
    '6k1/5ppp/8/8/8/8/5PPP/6K1',
    '4R1k1/5ppp/8/8/8/8/5PPP/6K1',
    'R',
    'A rook on e8 checks along the 8th rank, and the pawns block every escape.',
  ),
]);

const stalemate = lesson('stalemate-and-draws', 'Stalemate and draws', 15, [
  info(
    'Stalemate: the player to move is NOT in check but has no legal move. The game is a draw! When you are winning, always leave the enemy king a square — or give mate.',
    { fen: '8/8/8/4K3/8/8/2Q5/k7 b - - 0 1', highlights: marks('a2', 'b1', 'b2') },
  ),
  choose(
    'Black to move. What is this?',
    ['Checkmate', '*Stalemate — a draw', 'Check'],
    'The king on h8 is not attacked, yet g8, g7 and h7 are all covered. No legal move: stalemate.',
    { fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1' },
  ),
  choose(
    'White to move. What is this?',
    ['*Stalemate — a draw', 'Checkmate', 'Nothing special: White can move'],
    'The king on a1 is not in check, but a2, b1 and b2 are all covered.',
    { fen: '8/8/8/8/8/1q6/2k5/K7 w - - 0 1' },
  ),
  best(
    'Give checkmate — careful: Qf7 would be stalemate!',
    '7k/8/4Q1K1/8/8/8/8/8 w - - 0 1',
    'e6e8',
    'Qe8# (Qc8# mates too). A check with every escape covered is mate; Qf7 would leave Black no move and no check.',
    { mate: true },
  ),
  match(
    'Match each kind of draw with what it means.',
    [
      ['Stalemate', 'no legal move, not in check'],
      ['Threefold repetition', 'the same position three times'],
      ['Insufficient material', 'nobody can ever mate'],
      ['Fifty-move rule', '50 moves each without a capture or pawn move'],
    ],
    'Four ways a game can end in a draw without an agreement.',
  ),
  choose(
    'Which of these is a draw by insufficient material?',
    ['*King and bishop against king', 'King and rook against king', 'King and queen against king'],
    'A lone bishop (or knight) cannot force mate.',
  ),
  game(
    'You are Black, a pawn down. Keep your king in front of the pawn and hold the draw for 8 moves.',
    '4k3/8/8/8/8/4P3/4K3/8 b - - 0 1',
    { kind: 'hold_draw', moves: 8 },
    'Stay in front of the pawn and take the opposition: the pawn never gets through.',
  ),
  choose(
    'You have only your king left; your opponent has king and knight. The result?',
    ['You lose', '*A draw', 'You win'],
    'King and knight cannot force mate: insufficient material.',
  ),
]);

export const checkAndMate = unit(
  'check-and-mate',
  'Check and checkmate',
  'Check, the ways out, mate in one, stalemate and draws.',
  [check, escapingCheck, mateInOne, stalemate],
);
