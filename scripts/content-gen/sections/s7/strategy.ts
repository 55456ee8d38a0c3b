import { islandsQ, openFileQ, outpostQ, passedQ } from '../../kit.ts';
import { choose, findSquare, unit } from '../../helpers.ts';
import {
  composedCheckpoint,
  composedLesson,
  composedOf,
  ideaSquare,
  ideaLesson,
  type ComposedLessonSpec,
  type IdeaLessonSpec,
} from './strategy-kit.ts';

/*
 * Section 7's strategy units: squares and files, pawn structure, bishops and king safety. Each
 * lesson is one syllabus idea on positions where the idea's move is the engine's clear best
 * (picks/strategy.json); the feedback comes from the position (strategy/explain.ts).
 */

export const squareDefs: [string, string][] = [
  ['Weak square', 'a square no pawn can defend any more'],
  ['Outpost', 'a square an enemy pawn can never attack, defended by your pawn'],
  ['Open file', 'a file with no pawns: a highway for rooks'],
  ['Seventh rank', 'where a rook attacks pawns and traps the king'],
];
/*
 * The squares-and-files lessons on composed positions (issue 38, part 1; ADR 0049): each asks
 * which move carries out the idea, among moves that do not, on a board where the idea's move is
 * good but not forced. Positions by index in composed.ts; the checkpoint's are not in the lessons.
 */
export const squaresAndFiles: ComposedLessonSpec[] = [
  {
    id: 'weak-squares',
    title: 'Weak squares and exposed kings',
    idea: 'weak-squares',
    intro: 0,
    questions: [1, 2],
    introText:
      'A square no pawn can defend any more is weak — and a weak square next to a king is an entry point. Pawn moves in front of the king leave such holes behind.',
    question: 'Which move puts a piece on the weak square next to the king?',
    squareTask: 'should settle, on a square no pawn can attack',
    pairs: squareDefs,
    pairsFeedback: 'Holes next to the king let your pieces in.',
    extra: [outpostQ(1, 'w', 'Holes in the enemy camp are outposts for you.')],
  },
  {
    id: 'knight-outposts',
    title: 'Knight outposts',
    idea: 'outpost',
    intro: 5,
    questions: [0, 1],
    square: 2,
    introText:
      'An outpost is a square in the enemy half that no enemy pawn can ever attack, guarded by your own pawn. A knight there cannot be chased away.',
    question: 'Which move puts the knight on an outpost?',
    squareTask: 'should go, to a square no enemy pawn can ever attack',
    pairs: squareDefs,
    pairsFeedback: 'A knight on an outpost stays for good.',
    extra: [
      outpostQ(2, 'w', 'Look for squares no black pawn can ever attack.'),
      outpostQ(3, 'b', 'For Black, outposts lie on the 5th to 3rd ranks.'),
    ],
  },
  {
    id: 'open-files-for-rooks',
    title: 'Open files for rooks',
    idea: 'open-file',
    intro: 5,
    questions: [0, 1],
    arrange: 2,
    introText:
      'Rooks need open files. Put a rook on the open (or half-open) file first, double rooks on it, and use it to break into the enemy position.',
    question: 'Which move puts the rook on the open file?',
    squareTask: 'should go, on a file without pawns',
    pairs: squareDefs,
    pairsFeedback: 'Rooks and open files belong together.',
    extra: [
      openFileQ(1, 'Rooks belong on open files.'),
      openFileQ(2, 'An open file is where rooks come to life.'),
    ],
  },
  {
    id: 'seventh-rank',
    title: 'Rooks on the seventh',
    idea: 'seventh-rank',
    intro: 4,
    questions: [0, 1],
    square: 2,
    introText:
      'A rook on the seventh rank attacks the pawns that have not moved and shuts the king in on the back rank. Two rooks there often mate.',
    question: 'Which move puts the rook on the seventh rank?',
    squareTask: 'should go, on the opponent’s second rank',
    pairs: squareDefs,
    pairsFeedback: 'The seventh rank is a rook’s favourite rank.',
  },
];

export const structureDefs: [string, string][] = [
  ['Pawn island', 'a group of pawns on neighbouring files'],
  ['Passed pawn', 'no enemy pawn can stop it on its way'],
  ['Bad bishop', 'a bishop blocked by its own pawns on its colour'],
  ['Pawn shield', 'the pawns in front of the castled king'],
];
/**
 * The protected passed pawn (syllabus idea protected-passed-pawn, taught here alongside the
 * passed pawn): what it is on a board, and why the enemy king can block it but never take it.
 */
const protectedBoard = '8/p7/1p2k3/3pP3/3P4/1P1K4/P7/8 w - - 0 1';
/** White's protected passer on c5 (b4 defends it) with the black king in front; White wins (+6 at depth 14). */
const protectedQuestionBoard = '8/7p/p1k3p1/2P5/1P2K3/6P1/7P/8 w - - 0 1';
function protectedPasserWords() {
  return [
    findSquare(
      'e5',
      'e5: no black pawn on the d-, e- or f-file can stop it, and the pawn on d4 defends it. That is a protected passed pawn.',
      'Click White’s protected passed pawn.',
      protectedBoard,
    ),
    // Its own board (issue 38, rule 3): the square to click above grades protectedBoard.
    choose(
      'The black king on c6 stands in front of the pawn on c5. Why can it never take it?',
      [
        '*The pawn on b4 defends c5: …Kxc5 would put the king in check',
        'Kings are not allowed to take pawns',
        'The pawn on c5 is already passed',
      ],
      'A king may not step into check, so a pawn defended by another pawn is safe from it: the black king on c6 can block the pawn on c5 but never take it, and the white king is free to go for the pawns on g6 and h7.',
      { fen: protectedQuestionBoard, highlights: [{ square: 'c5', color: 'green' }] },
    ),
  ];
}

/** Passed pawns stay on mined positions (not a lesson of issue 38's rule 1). */
export const passedPawns: IdeaLessonSpec = {
  id: 'passed-pawns-must-be-pushed',
  title: 'Passed pawns must be pushed',
  idea: 'passed-pawn',
  from: 0,
  intro:
    'A passed pawn has no enemy pawn in front of it or on the neighbouring files ahead. Push yours, create one when you can, and blockade the enemy’s with a piece.',
  task: 'Push, create or stop the passed pawn.',
  hint: 'Think about the passed pawns.',
  squareTask: 'should go',
  pairs: structureDefs,
  pairsFeedback: 'A passer costs the opponent a piece to stop.',
  last: 'best',
  extra: [
    passedQ(1, 'w', 'Passed pawns must be pushed.'),
    passedQ(2, 'b', 'Blockade the enemy passer.'),
  ],
  tail: protectedPasserWords(),
};

export const structure: ComposedLessonSpec[] = [
  {
    id: 'pawn-islands',
    title: 'Pawn islands',
    idea: 'pawn-weaknesses',
    tagIdea: 'pawn-weaknesses',
    intro: 0,
    questions: [3, 1],
    square: 2,
    introText:
      'Fewer pawn islands are usually better: every island needs a defender, and a pawn that is an island on its own can only be guarded by pieces. Count the islands, then attack the loneliest pawn.',
    question: 'Which move attacks the lonely pawn of an extra island?',
    squareTask: 'should go to attack the lonely pawn',
    pairs: structureDefs,
    pairsFeedback: 'Count the islands before you trade pawns.',
    extra: [
      islandsQ(1, 'w', 'Count islands before trading pawns.'),
      islandsQ(2, 'b', 'More islands, more weaknesses.'),
    ],
  },
  {
    id: 'good-and-bad-bishops-in-play',
    title: 'Bishops in play',
    idea: 'good-and-bad-bishops',
    intro: 3,
    questions: [0, 1],
    square: 2,
    introText:
      'A bishop is bad when its own pawns stand on its colour and block it, good when they stand on the other colour. Trade your bad bishop, keep the good one active, and take the opponent’s good bishop.',
    question: 'Which move brings the good bishop to its best diagonal?',
    squareTask: 'should go',
    pairs: structureDefs,
    pairsFeedback: 'Pawns and bishops must work together.',
  },
  {
    id: 'king-safety-in-play',
    title: 'King safety',
    idea: 'king-safety',
    intro: 1,
    questions: [0, 2, 3],
    square: 4,
    introText:
      'Castle your own king into safety before the centre opens; against an exposed king, tear away its pawn shield and open lines toward it with pawn levers and rooks.',
    question: 'Which move puts the king in safety?',
    squareTask: 'should go',
    pairs: structureDefs,
    pairsFeedback: 'A king without its pawn shield is a target.',
  },
];

export const strategyUnits = [
  unit(
    'squares-and-files',
    'Squares and files',
    'Weak squares, outposts, open files and the seventh rank.',
    [
      ...squaresAndFiles.map(composedLesson),
      composedCheckpoint(
        'squares-and-files',
        'Squares and files',
        [
          { idea: 'weak-squares', at: 3 },
          { idea: 'outpost', at: 3 },
          { idea: 'open-file', at: 4 },
          { idea: 'seventh-rank', at: 3 },
        ],
        'Which move carries out one of this unit’s ideas?',
        // The open-files lesson's intro board (after Rd1): no exercise here grades it.
        '1r4k1/pp3ppp/2p1b3/4p3/4P3/2P1B3/PP3PPP/3R2K1 b - - 1 1',
        squareDefs,
        'Holes, outposts, files and the seventh rank: where pieces work hardest.',
        [
          ideaSquare(
            composedOf('outpost', 6)[0]!,
            'should go, to a square no enemy pawn can ever attack',
          ),
          openFileQ(3, 'Open files are for rooks.'),
          outpostQ(4, 'w', 'An outpost cannot be attacked by a pawn.'),
        ],
      ),
    ],
  ),
  unit(
    'structure-and-safety',
    'Pawns, bishops and the king',
    'Pawn islands, passed pawns, bishops and king safety.',
    [
      composedLesson(structure[0]!),
      ideaLesson(passedPawns),
      ...structure.slice(1).map(composedLesson),
      composedCheckpoint(
        'structure-and-safety',
        'Pawns, bishops and the king',
        [
          { idea: 'good-and-bad-bishops', at: 4 },
          { idea: 'king-safety', at: 5 },
        ],
        'Which move carries out one of this unit’s ideas?',
        // The king-safety lesson's intro board (after 5.O-O): no exercise here grades it.
        'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5',
        structureDefs,
        'Islands, passers, bishops and the pawn shield decide the middlegame.',
        [
          findSquare(
            'a7',
            'a7: no black pawn stands on the b-file, so the pawn on a7 is an island on its own and only pieces can guard it.',
            'Click Black’s pawn that is an island on its own.',
            '4k3/p4ppp/2p5/3p4/8/2P1P3/PP3PPP/4K3 w - - 0 1',
          ),
          findSquare(
            'g1',
            'g1: castling short puts the king on g1 and the rook on f1, behind the pawns on f2, g2 and h2.',
            'White castles short. Click the square where the king goes.',
            'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5',
          ),
          islandsQ(3, 'w', 'Fewer islands, fewer weaknesses.'),
          passedQ(3, 'w', 'Passed pawns must be pushed.'),
        ],
      ),
    ],
  ),
];
