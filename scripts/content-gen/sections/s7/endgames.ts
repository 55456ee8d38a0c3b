import type { LessonContent } from '@ascend/contract';
import { game, lesson, match, unit } from '../../helpers.ts';
import { bestP, introP, trackP, winsQ } from '../../kit.ts';
import {
  checkpointLesson,
  checkpointPicks,
  pickLesson,
  type PickLessonSpec,
} from '../../lesson-kit.ts';
import { picks } from '../../picks/slots.ts';

/*
 * Section 7's endgame units: the lone-king mates, king and pawn endings, rook endings.
 */

const mateDefs: [string, string][] = [
  ['The box', 'the squares the lone king still has'],
  ['Shrink the box', 'take squares away move by move'],
  ['Stalemate danger', 'the lone king has no move but is not in check'],
  ['King help', 'your king takes squares next to the lone king'],
];

interface MateSpec {
  id: string;
  title: string;
  key: string;
  intro: string;
  gameFen: string;
  moves: number;
  why: string;
}
function mateLesson(m: MateSpec): LessonContent {
  const one = picks(`${m.key}-1`, 0, 3);
  const two = picks(`${m.key}-2`, 0, 3);
  return lesson(m.id, m.title, 25, [
    introP(two[0]!, m.intro),
    bestP(one[0]!, 'Deliver mate.', m.why),
    bestP(one[1]!, 'Deliver mate.', m.why),
    bestP(two[0]!, 'Mate in two: take the last squares, then mate.', m.why),
    winsQ(one[2]!, m.why),
    match(
      'Match each idea of the mating technique with its meaning.',
      mateDefs,
      'Box, shrink, avoid stalemate, bring the king.',
    ),
    trackP(two[1]!, m.why),
    bestP(two[2]!, 'Mate in two.', m.why),
    game(
      'Mate the lone king against the computer.',
      m.gameFen,
      { kind: 'mate', moves: m.moves },
      m.why,
      {
        skill: 0,
        depth: 2,
      },
    ),
  ]);
}
const mates: MateSpec[] = [
  {
    id: 'queen-mate-drills',
    title: 'Queen mate drills',
    key: 'kq-mate',
    intro:
      'King and queen against king: keep the queen a knight’s jump from the lone king to shrink its box without stalemate, drive it to the edge, then bring your king next to it and mate.',
    gameFen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1',
    moves: 20,
    why: 'Queen and king together leave the lone king no square.',
  },
  {
    id: 'rook-mate-drills',
    title: 'Rook mate drills',
    key: 'kr-mate',
    intro:
      'King and rook against king: the rook cuts the lone king off along a rank or file, your king walks up to face it, and the rook checks along the edge. Waiting moves with the rook keep the opposition.',
    gameFen: '8/8/8/3k4/8/8/8/R3K3 w - - 0 1',
    moves: 30,
    why: 'The rook takes the rank, the king takes the rest.',
  },
  {
    id: 'two-bishops-mate',
    title: 'Mate with two bishops',
    key: 'bb-mate',
    intro:
      'Two bishops side by side build a wall of diagonals the lone king cannot cross. Drive it to a corner with bishops and king together; the mate comes in the corner.',
    gameFen: '8/8/3k4/8/8/8/8/2B1KB2 w - - 0 1',
    moves: 40,
    why: 'The two bishops cover both colours; the king covers the rest.',
  },
];
const queenEndings: PickLessonSpec = {
  id: 'queen-endings',
  title: 'Queen endings',
  key: 'queen-endings',
  intro:
    'With queens on the board every check matters. Look for checks that win the enemy queen (skewers and forks) and for the moment your pawn can promote with check.',
  task: 'Find the winning move.',
  why: 'In queen endings checks and forks decide.',
  pairs: mateDefs,
  last: 'arrange',
};

const pawnDefs: [string, string][] = [
  ['Square of the pawn', 'if the king steps inside, it catches the pawn'],
  ['Opposition', 'kings face each other with one square between'],
  ['Key squares', 'where the king must stand for the pawn to queen'],
  ['Outside passed pawn', 'a passer far from the kings that decoys the enemy king'],
];
const pawnEndings: PickLessonSpec[] = [
  {
    id: 'pawn-races',
    title: 'Pawn races and the square',
    key: 'pawn-endings-1',
    intro:
      'In pawn endings count before you move: can their king catch your pawn (the square)? Who queens first in a race, and with check? One tempo decides.',
    task: 'Win the pawn ending.',
    why: 'Count the moves: the tempo is yours.',
    pairs: pawnDefs,
    last: 'game',
  },
  {
    id: 'opposition-in-play',
    title: 'Opposition and key squares in play',
    key: 'pawn-endings-2',
    intro:
      'The king that reaches the key squares in front of its pawn wins; the opposition is how it gets there. A king move that takes the opposition is often the only winning move.',
    task: 'Find the only winning move.',
    why: 'The king takes the key squares.',
    pairs: pawnDefs,
    last: 'arrange',
  },
  {
    id: 'breakthroughs',
    title: 'Breakthroughs and outside passers',
    key: 'pawn-endings-3',
    intro:
      'A pawn majority can break through by sacrificing pawns, and an outside passed pawn drags the enemy king away while your king eats the other pawns.',
    task: 'Break through.',
    why: 'The passed pawn runs or decoys the king.',
    pairs: pawnDefs,
    last: 'game',
  },
  {
    id: 'promotion-races',
    title: 'Advanced pawns',
    key: 'pawn-endings-4',
    intro:
      'A pawn on the sixth or seventh rank is worth a lot. Push it when the king cannot stop it, and watch for under-promotion and promotion with check.',
    task: 'Promote or win decisively.',
    why: 'The advanced pawn decides.',
    pairs: pawnDefs,
    last: 'arrange',
  },
];

const rookDefs: [string, string][] = [
  ['Lucena', 'build a bridge with the rook to shelter your king'],
  ['Philidor', 'defend on the third rank, then check from behind'],
  ['Cut off', 'the rook keeps the enemy king away from the pawn'],
  ['Rook behind the pawn', 'the best place for a rook, yours or theirs'],
];
const rookEndings: PickLessonSpec[] = [
  {
    id: 'cutting-off-the-king',
    title: 'Cutting off the king',
    key: 'rook-endings-1',
    intro:
      'A rook along a rank or file keeps the enemy king out of play. Whoever’s king is closer to the pawns usually wins the rook ending.',
    task: 'Find the winning rook move.',
    why: 'The enemy king is cut off.',
    pairs: rookDefs,
    last: 'arrange',
  },
  {
    id: 'lucena-bridge',
    title: 'The Lucena bridge',
    key: 'rook-endings-2',
    // The Lucena position: Rd1+ drives the king away, then Rd4 builds the bridge.
    introBoard: {
      fen: '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1',
      arrows: [{ from: 'c1', to: 'd1', color: 'green' }],
    },
    intro:
      'Lucena: your pawn is on the seventh with your king in front of it. Put your rook on the fourth rank, bring the king out, and block the checks with the rook — building a bridge.',
    task: 'Find the winning move.',
    why: 'Technique turns the extra pawn into a queen.',
    pairs: rookDefs,
    last: 'game',
  },
  {
    id: 'rook-behind-passed-pawn',
    title: 'Rooks behind passed pawns',
    key: 'rook-endings-3',
    intro:
      'Rooks belong behind passed pawns — behind your own to push it, behind the enemy’s to stop it. As the pawn advances, the rook behind it gains scope.',
    task: 'Find the winning move.',
    why: 'The passed pawn and the rook work together.',
    pairs: rookDefs,
    last: 'arrange',
  },
  {
    id: 'philidor-and-active-rooks',
    title: 'Philidor and active rooks',
    key: 'rook-endings-4',
    // The Philidor position: the black rook holds the sixth rank (White's third from Black's side).
    introBoard: {
      fen: '4k3/8/1r6/4K3/4P3/8/8/R7 b - - 0 1',
      arrows: [{ from: 'b6', to: 'h6', color: 'green' }],
    },
    intro:
      'Philidor: the defender keeps the rook on the third rank until the pawn advances, then checks from behind. In every rook ending an active rook is worth about a pawn.',
    task: 'Find the best move.',
    why: 'The active rook decides.',
    pairs: rookDefs,
    last: 'game',
  },
];

const mateCheckpoint = checkpointLesson(
  'lone-king-mates',
  'Mating the lone king',
  [
    ...mates.flatMap((m) => [
      { pick: picks(`${m.key}-2`, 3, 1)[0]!, task: 'Mate in two.', why: m.why },
      { pick: picks(`${m.key}-1`, 3, 1)[0]!, task: 'Deliver mate.', why: m.why },
    ]),
    ...checkpointPicks([queenEndings]),
  ],
  mateDefs,
);

export const endgameUnits = [
  unit(
    'lone-king-mates',
    'Mating the lone king',
    'Queen, rook and two bishops against a lone king; queen endings.',
    [...mates.map(mateLesson), pickLesson(queenEndings), mateCheckpoint],
  ),
  unit(
    'pawn-endings',
    'King and pawn endings',
    'The square, the opposition, key squares and breakthroughs in play.',
    [
      ...pawnEndings.map(pickLesson),
      checkpointLesson(
        'pawn-endings',
        'King and pawn endings',
        checkpointPicks(pawnEndings),
        pawnDefs,
      ),
    ],
  ),
  unit(
    'rook-endings',
    'Rook endings',
    'Cutting off the king, Lucena, Philidor and rooks behind passed pawns.',
    [
      ...rookEndings.map(pickLesson),
      checkpointLesson('rook-endings', 'Rook endings', checkpointPicks(rookEndings), rookDefs),
    ],
  ),
];
