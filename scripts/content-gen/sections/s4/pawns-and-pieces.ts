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
import { strategyPicks } from '../../picks/strategy-picks.ts';
import { composedOf, ideaQ, mixedCheckpoint } from '../s7/strategy-kit.ts';

const pick = (idea: string, k: number, only?: Parameters<typeof strategyPicks>[3]) =>
  strategyPicks(idea, k, 1, only)[0]!;
/** The breakthrough exercises practise the passed pawn (the lesson's idea is the pawn weaknesses). */
const passedIdea = <T extends object>(d: T) => ({ ...d, idea: 'passed-pawn' });

const breakthrough = '6k1/ppp5/8/PPP5/8/8/8/K7 w - - 0 1';

const pawnStructure = lesson('pawn-structure', 'Pawn structure', 15, [
  info(
    'Pawns cannot move back, so their weaknesses last. An isolated pawn has no neighbours on the files beside it. Doubled pawns stand on the same file. A passed pawn has no enemy pawn in front of it or on the files beside it.',
    { fen: '4k3/pp4pp/8/4P3/8/6P1/P5PP/4K3 w - - 0 1', highlights: marks('e5', 'g2', 'g3') },
  ),
  choose(
    'Which white pawn is passed?',
    ['*d5', 'a2', 'g2'],
    'No black pawn stands on the c-, d- or e-file in front of d5.',
    { fen: '4k3/pp4pp/8/3P4/8/5P2/P4PP1/4K3 w - - 0 1' },
  ),
  choose(
    'Which white pawns are doubled?',
    ['*g2 and g3', 'a2 and h2', 'c5 and g3'],
    'Two pawns on the same file: they cannot protect each other.',
    { fen: '4k3/pp4pp/8/2P5/8/6P1/P5PP/4K3 w - - 0 1' },
  ),
  match(
    'Match each pawn type with its description.',
    [
      ['Isolated pawn', 'no friendly pawns on the next files'],
      ['Doubled pawns', 'two pawns on one file'],
      ['Passed pawn', 'no enemy pawn can stop it'],
      ['Backward pawn', 'left behind its neighbours'],
    ],
    'Structure decides where the pieces belong.',
  ),
  passedIdea(
    best(
      'Create a passed pawn with a breakthrough! (The black king is too far away.)',
      breakthrough,
      'b5b6 a7b6 c5c6 b7c6 a5a6',
      'b6! axb6 c6! bxc6 a6 — and the a-pawn cannot be stopped. Three pawns beat three.',
    ),
  ),
  // A board of its own (the first question above grades the d5 board; issue 38).
  findSquare(
    'e4',
    'e4 is passed: no black pawn stands on the d-, e- or f-file in front of it. The other white pawns all face a black pawn on their own file.',
    'Click White’s passed pawn.',
    '6k1/7p/p5p1/1p6/4P3/1P6/P5PP/6K1 w - - 0 1',
  ),
  passedIdea(
    game(
      'Break through and promote a pawn.',
      '1k6/5ppp/8/5PPP/8/8/8/7K w - - 0 1',
      { kind: 'promote', moves: 6 },
      'g6!, f6! and h6 — the classic breakthrough, on the other wing.',
      { skill: 20, depth: 12 },
    ),
  ),
  choose(
    '“Passed pawns must be…”',
    ['*pushed', 'blocked', 'exchanged'],
    'A passed pawn that marches ties down enemy pieces.',
  ),
]);

const outposts = lesson('outposts-and-open-files', 'Outposts and open files', 15, [
  info(
    'An outpost is a square in the enemy half that no enemy pawn can ever attack — a perfect home for a knight. The knight on d5 is on one: the c4 and e4 pawns guard it, Black has no c-pawn and the e5 pawn has gone past. An open file has no pawns on it: rooks love open files.',
    { fen: '4k3/pp3ppp/3p4/3Np3/2P1P3/8/PP3PPP/4K3 w - - 0 1', highlights: marks('d5') },
  ),
  // Not the intro's board, whose card already names d5 as the outpost.
  choose(
    'Which square is a great outpost for a white knight?',
    ['*e5', 'c5', 'f5'],
    'e5: Black has no d- or f-pawn, so no black pawn can ever attack it, and the pawn on d4 guards it. On c5 the knight can be chased by …b6, on f5 by …g6.',
    { fen: '4k3/pp2p1pp/8/8/3P4/8/PP3PPP/4K3 w - - 0 1' },
  ),
  choose(
    'Where do rooks belong?',
    ['*On open files', 'Behind their own pawns', 'In the corners'],
    'On an open file a rook reaches deep into the enemy camp, often to the 7th rank.',
  ),
  match(
    'Match the piece with its best spot.',
    [
      ['Knight', 'a protected outpost'],
      ['Rook', 'an open file'],
      ['Bishop', 'a long open diagonal'],
      ['King in the endgame', 'the centre'],
    ],
    'Put each piece where it works hardest.',
  ),
  arrange(
    'Put a white knight on the outpost d5.',
    '4k3/pp3ppp/3p4/4p3/2P1P3/8/PP3PPP/4K3',
    '4k3/pp3ppp/3p4/3Np3/2P1P3/8/PP3PPP/4K3',
    'N',
    'Guarded by c4 and e4, and no black pawn can chase it.',
  ),
  // Issue 38, part 1: a composed board where the outpost is good but not forced (ADR 0049).
  ideaQ('outpost', composedOf('outpost', 4)[0]!, 'Which move puts the knight on an outpost?'),
  findSquare(
    'c7',
    'Rc7: on the 7th rank the rook attacks b7 and the pawns from the side.',
    'Your rook owns the open c-file. Click the square on the 7th rank where it should go.',
    '6k1/pp3pp1/7p/8/8/8/PP3PPP/2R3K1 w - - 0 1',
  ),
  choose(
    'Why is a rook on the 7th rank strong?',
    [
      '*It attacks pawns from the side and traps the king',
      'It cannot be attacked',
      'It protects your king',
    ],
    'The “pig on the seventh” eats pawns.',
  ),
]);

const bishops = lesson('good-and-bad-bishops', 'Good and bad bishops', 15, [
  info(
    'A bishop is “bad” when its own pawns stand on its colour and block it; “good” when its pawns are on the other colour. Put your pawns on the colour your bishop does not cover.',
    { fen: '4k3/4b3/3p4/2pPp3/2P1P3/3B4/8/4K3 w - - 0 1', highlights: marks('c4', 'e4', 'd5') },
  ),
  choose(
    'White’s pawns stand on c4, d5 and e4 (light squares). Is the light-squared white bishop good or bad?',
    ['Good', '*Bad', 'It does not matter'],
    'Its own pawns block it: a bad bishop.',
    { fen: '4k3/4b3/3p4/2pPp3/2P1P3/3B4/8/4K3 w - - 0 1' },
  ),
  choose(
    'Black’s pawns are on c5, d6 and e5 (dark squares). Which black bishop is good?',
    ['*The light-squared bishop', 'The dark-squared bishop', 'Neither'],
    'A bishop is good when its pawns stand on the other colour.',
  ),
  match(
    'Match the bishop with its description.',
    [
      ['Good bishop', 'pawns on the other colour'],
      ['Bad bishop', 'blocked by its own pawns'],
      ['Bishop pair', 'two bishops, strong in open positions'],
    ],
    'Pawns and bishops must work together.',
  ),
  squareColorCheck(),
  arrange(
    'Pawns cannot move back, so activate the bad bishop instead: place it outside its pawn chain, on g4.',
    '4k3/4b3/3p4/2pPp3/2P1P3/3B4/8/4K3',
    '4k3/4b3/3p4/2pPp3/2P1P1B1/8/8/4K3',
    'B',
    'On g4, outside its pawns, the “bad” bishop becomes active.',
  ),
  ideaQ(
    'good-and-bad-bishops',
    composedOf('good-and-bad-bishops', 5)[0]!,
    'Which move brings the good bishop to its best diagonal?',
  ),
  choose(
    'Which piece should you improve first, according to the old rule?',
    ['*Your worst-placed piece', 'Your queen', 'Your king'],
    'Find the piece doing least and give it a job.',
  ),
]);

function squareColorCheck() {
  return choose(
    'On which colour does a bishop from c1 travel?',
    ['*Dark squares', 'Light squares', 'Both'],
    'c1 is dark, so that bishop is White’s dark-squared bishop.',
  );
}

const planning = lesson('planning', 'Making a plan', 15, [
  info(
    'A plan answers three questions: what are the weaknesses (yours and theirs)? Which is your worst piece? Where should the pawns go? Then improve step by step.',
    { fen: '6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1', arrows: arrows('b1b7') },
  ),
  choose(
    'You are up material and nothing is happening. A good plan?',
    [
      '*Trade pieces, keep the pawns, and go to the endgame',
      'Attack with everything at any cost',
      'Avoid trades to keep the game complicated',
    ],
    'Simplify when ahead.',
  ),
  choose(
    'You are behind in material. A good plan?',
    [
      '*Keep pieces on and look for active chances',
      'Trade everything',
      'Defend passively and wait',
    ],
    'With more pieces on the board there are more tricks.',
  ),
  match(
    'Match each plan with its situation.',
    [
      ['Trade pieces', 'you are ahead'],
      ['Attack the king', 'the enemy king is weak'],
      ['Push a passed pawn', 'the endgame'],
      ['Improve the worst piece', 'nothing forcing is on'],
    ],
    'The position tells you the plan.',
  ),
  choose(
    'Your rook is on b1 and the b-file is open. What is the most active plan?',
    [
      '*Rb7: the rook on the 7th rank attacks a7 and f7',
      'Ra1 to guard the a-pawn',
      'Keep the rook at home',
    ],
    'An active rook on the 7th rank is worth more than a passive one.',
    { fen: '6k1/p4pp1/7p/8/8/8/5PPP/1R4K1 w - - 0 1' },
  ),
  // A board of its own (the question above grades the b-file board; issue 38); Rd7 is
  // Stockfish's first choice at depth 20.
  findSquare(
    'd7',
    'Rd7: from the open d-file to the 7th rank, where the rook attacks the pawns on a7 and f7 at once.',
    'Click the square where your rook is most active.',
    '6k1/p4pp1/1p5p/8/8/6P1/5P1P/3R2K1 w - - 0 1',
  ),
  game(
    'Convert your extra rook: win more material or mate.',
    '6k1/1p3pp1/7p/8/8/8/5PPP/2R3K1 w - - 0 1',
    { kind: 'win_material', material: 1, moves: 4 },
    'Rc7 and Rxb7: an active rook collects pawns.',
    { skill: 0, depth: 3 },
  ),
  choose(
    'In the endgame, what should your king do?',
    ['*Come to the centre and join the fight', 'Stay in the corner', 'Hide behind pawns'],
    'With the queens gone the king becomes a strong piece.',
  ),
]);

export const pawnsAndPieces = unit(
  'pawns-and-pieces',
  'Pawns, pieces and plans',
  'Pawn structure, outposts, open files, good and bad bishops, planning.',
  [pawnStructure, outposts, bishops, planning],
);

/** The unit's checkpoint: structure, outposts, files and bishops on new positions. */
export const pawnsAndPiecesCheckpoint = mixedCheckpoint(
  'pawns-and-pieces',
  'Pawns, pieces and plans',
  [
    { p: pick('pawn-weaknesses', 0), task: 'Hit the pawn weakness.', squareTask: 'should go' },
    {
      p: pick('passed-pawn', 9),
      task: 'Push, create or stop the passed pawn.',
      squareTask: 'should go',
    },
    { p: pick('outpost', 9), task: 'Put the knight on its outpost.', squareTask: 'should go' },
    // The bishops' only mined trade (Nxf5) is the lesson's; the other mined captures of a
    // good bishop were pieces won for nothing (ADR 0037), so a second outpost stands here.
    { p: pick('outpost', 11), task: 'Put the knight on its outpost.', squareTask: 'should go' },
    // A file with no pawn on it at all (the old board asked for a half-open file when Black had
    // no pawns, and its answer was a check); Rd1 is the only open file the rook reaches.
    {
      p: pick('open-file', 3),
      task: 'Put the major piece on the open file.',
      squareTask: 'should go, on the open file',
    },
    { p: pick('pawn-weaknesses', 1), task: 'Hit the pawn weakness.', squareTask: 'should go' },
  ],
  [
    ['Isolated pawn', 'no friendly pawn on a neighbouring file'],
    ['Doubled pawns', 'two pawns of one colour on a file'],
    ['Passed pawn', 'no enemy pawn can stop it'],
    ['Outpost', 'a square no enemy pawn can attack'],
  ],
  'Pawn weaknesses and strong squares decide where the pieces go.',
);
