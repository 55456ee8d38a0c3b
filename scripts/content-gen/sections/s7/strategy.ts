import { islandsQ, openFileQ, outpostQ, passedQ } from '../../kit.ts';
import type { PickLessonSpec } from '../../lesson-kit.ts';

/* Section 7's strategy units: squares and files, pawn structure, bishops and king safety. */

export const squareDefs: [string, string][] = [
  ['Weak square', 'a square no pawn can defend any more'],
  ['Outpost', 'a square an enemy pawn can never attack, defended by your pawn'],
  ['Open file', 'a file with no pawns: a highway for rooks'],
  ['Seventh rank', 'where a rook attacks pawns and traps the king'],
];
export const squaresAndFiles: PickLessonSpec[] = [
  {
    id: 'weak-squares',
    title: 'Weak squares and exposed kings',
    key: 'weak-squares',
    intro:
      'A square no pawn can defend any more is weak — and a weak square next to a king is an entry point. Pawn moves in front of the king create such holes.',
    task: 'Use the weak squares.',
    why: 'The holes around the king let your pieces in.',
    pairs: squareDefs,
    last: 'arrange',
    extra: [outpostQ(1, 'w', 'Holes in the enemy camp are outposts for you.')],
  },
  {
    id: 'knight-outposts',
    title: 'Knight outposts',
    key: 'outposts',
    intro:
      'An outpost is a square in the enemy half that no enemy pawn can attack, defended by your own pawn. A knight there cannot be chased away.',
    task: 'Find the strong knight move.',
    why: 'The knight is strongest where no pawn can chase it.',
    pairs: squareDefs,
    last: 'game',
    extra: [
      outpostQ(2, 'w', 'Look for squares no black pawn can ever attack.'),
      outpostQ(3, 'b', 'For Black, outposts lie on the 5th to 3rd ranks.'),
    ],
  },
  {
    id: 'open-files-for-rooks',
    title: 'Open files for rooks',
    key: 'open-files',
    intro:
      'Rooks need open files. Put a rook on the open file first, double rooks on it, and use it to break into the enemy position.',
    task: 'Find the strong rook move.',
    why: 'The rook uses the open line.',
    pairs: squareDefs,
    last: 'arrange',
    extra: [
      openFileQ(1, 'Rooks belong on open files.'),
      openFileQ(2, 'An open file is where rooks come to life.'),
    ],
  },
  {
    id: 'seventh-rank',
    title: 'Rooks on the seventh',
    key: 'seventh-rank',
    intro:
      'A rook on the seventh rank attacks the pawns that have not moved and cuts the king off on the back rank. Two rooks there often mate.',
    task: 'Find the strong rook move.',
    why: 'The rook on the seventh attacks pawns and king.',
    pairs: squareDefs,
    last: 'game',
  },
];

export const structureDefs: [string, string][] = [
  ['Pawn island', 'a group of pawns on neighbouring files'],
  ['Passed pawn', 'no enemy pawn can stop it on its way'],
  ['Bad bishop', 'a bishop blocked by its own pawns on its colour'],
  ['Pawn shield', 'the pawns in front of the castled king'],
];
export const structure: PickLessonSpec[] = [
  {
    id: 'pawn-islands',
    title: 'Pawn islands',
    key: 'pawn-structure',
    intro:
      'Fewer pawn islands are usually better: every island needs a defender. Isolated and doubled pawns are targets; advanced pawns gain space but leave holes behind.',
    task: 'Find the winning move.',
    why: 'Weak pawns and advanced pawns decide the game.',
    pairs: structureDefs,
    last: 'arrange',
    extra: [
      islandsQ(1, 'w', 'Count islands before trading pawns.'),
      islandsQ(2, 'b', 'More islands, more weaknesses.'),
    ],
  },
  {
    id: 'passed-pawns-must-be-pushed',
    title: 'Passed pawns must be pushed',
    key: 'passed-pawns',
    intro:
      'A passed pawn has no enemy pawn in front of it or on the neighbouring files ahead. Push it, support it and block the enemy’s with a piece.',
    task: 'Push the passer home.',
    why: 'The passed pawn costs the opponent a piece.',
    pairs: structureDefs,
    last: 'game',
    extra: [
      passedQ(1, 'w', 'Passed pawns must be pushed.'),
      passedQ(2, 'b', 'Blockade the enemy passer.'),
    ],
  },
  {
    id: 'good-and-bad-bishops-in-play',
    title: 'Bishops in play',
    key: 'bishops',
    intro:
      'A bishop is good when its pawns stand on the other colour and bad when they block its diagonals. Active bishops on long diagonals win games.',
    task: 'Find the strong bishop move.',
    why: 'The bishop on an open diagonal wins.',
    pairs: structureDefs,
    last: 'arrange',
  },
  {
    id: 'king-safety-in-play',
    title: 'King safety',
    key: 'king-safety',
    intro:
      'Attack the king where its pawn shield is weak, bring more attackers than defenders, and open lines with sacrifices when the defenders are far away.',
    task: 'Attack the king.',
    why: 'More attackers than defenders near the king.',
    pairs: structureDefs,
    last: 'game',
  },
];
