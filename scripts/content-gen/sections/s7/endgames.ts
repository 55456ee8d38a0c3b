import type { LessonContent } from '@ascend/contract';
import { info, lesson, marks, match, unit } from '../../helpers.ts';
import { introP, trackP } from '../../kit.ts';
import { endCheckpoint, endPicks, ideaBest, ideaWhich, playout } from '../../endgames/kit.ts';
import { picks } from '../../picks/slots.ts';
import { queenCheckpointItems, queenEndings, withQueenFeedback } from './queen-endings.ts';
import {
  pawnDefs,
  pawnRaces,
  opp,
  oppositionInPlay,
  bt,
  breakthroughs,
  pr,
  promotionRaces,
} from './pawn-endings.ts';
import {
  rookDefs,
  cut,
  cuttingOff,
  lucenaBridge,
  rb,
  rookBehind,
  philidorLesson,
} from './rook-endings.ts';

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
  idea: string;
  why: string;
  /** The intro card's board when no board of the lesson may be shown (issue 38). */
  introBoard?: { fen: string; highlights: string[] };
  /** The technique step by step: play-outs from the last phase of the mate back to the start. */
  stages: { prompt: string; fen: string; moves: number; feedback: string }[];
}
function mateLesson(m: MateSpec): LessonContent {
  const one = picks(`${m.key}-1`, 0, 3);
  const two = picks(`${m.key}-2`, 0, 3);
  return lesson(m.id, m.title, 25, [
    m.introBoard
      ? info(m.intro, { fen: m.introBoard.fen, highlights: marks(...m.introBoard.highlights) })
      : introP(two[0]!, m.intro),
    ideaBest(m.idea, one[0]!, 'Deliver mate.'),
    ideaBest(m.idea, one[1]!, 'Deliver mate.'),
    ideaBest(m.idea, two[0]!, 'Take the last squares, then mate.'),
    ideaWhich(m.idea, one[2]!),
    match(
      'Match each idea of the mating technique with its meaning.',
      mateDefs,
      'Box, shrink, avoid stalemate, bring the king.',
    ),
    trackP(two[1]!, m.why),
    ideaBest(m.idea, two[2]!, 'Take the last squares, then mate.'),
    ...m.stages.map((st, i) =>
      playout(
        m.idea,
        `Step ${i + 1} of ${m.stages.length}: ${st.prompt} Mate within ${st.moves} moves against the engine at full strength.`,
        st.fen,
        { kind: 'mate', moves: st.moves },
        st.feedback,
      ),
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
    idea: 'queen-mate',
    why: 'Queen and king together leave the lone king no square.',
    stages: [
      {
        prompt: 'The king is on the edge and your king is close.',
        fen: '6k1/8/5K2/8/8/8/8/4Q3 w - - 0 1',
        moves: 5,
        feedback:
          'The queen took the last free squares on the g- and h-files without stalemate, and mated beside the king on f6.',
      },
      {
        prompt: 'Shrink the box with the queen a knight’s jump away, then bring the king.',
        fen: '8/8/8/3k4/8/2Q5/8/4K3 w - - 0 1',
        moves: 15,
        feedback:
          'From c3 the queen kept the king on d5 in its box; the king came up from e1 and the mate came on the edge.',
      },
      {
        prompt: 'The whole mate from the start.',
        fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1',
        moves: 20,
        feedback:
          'Box, shrink, bring the king from e1, mate: the queen never stood next to the king unguarded.',
      },
    ],
  },
  {
    id: 'rook-mate-drills',
    title: 'Rook mate drills',
    key: 'kr-mate',
    intro:
      'King and rook against king: the rook cuts the lone king off along a rank or file, your king walks up to face it, and the rook checks along the edge. Waiting moves with the rook keep the opposition.',
    idea: 'rook-mate',
    why: 'The rook takes the rank, the king takes the rest.',
    stages: [
      {
        prompt: 'The king is cut off on the back rank. Take the opposition, then check.',
        fen: '3k4/R7/4K3/8/8/8/8/8 w - - 0 1',
        moves: 8,
        feedback:
          'The rook held the seventh rank while your king stepped opposite the black king; a waiting move with the rook when needed, then the check on the eighth rank.',
      },
      {
        prompt: 'The rook cuts the king off; bring your king up.',
        fen: '8/8/8/2k5/R7/8/8/4K3 w - - 0 1',
        moves: 25,
        feedback:
          'The rook on the fourth rank kept the king on c5 above it; your king walked up from e1 and the box shrank rank by rank.',
      },
      {
        prompt: 'The whole mate from the start.',
        fen: '8/8/8/3k4/8/8/8/R3K3 w - - 0 1',
        moves: 30,
        feedback:
          'Cut off, bring the king from e1, take the opposition, check along the edge: the rook mate in full.',
      },
    ],
  },
  {
    id: 'two-bishops-mate',
    title: 'Mate with two bishops',
    key: 'bb-mate',
    intro:
      'Two bishops side by side build a wall of diagonals the lone king cannot cross. Drive it to a corner with bishops and king together; the mate comes in the corner.',
    idea: 'two-bishops-mate',
    // The mate itself: Be5 checks on the long diagonal, Bd5 takes g8, the king g7 and h7.
    introBoard: { fen: '7k/8/6K1/3BB3/8/8/8/8 b - - 0 1', highlights: ['g8', 'g7', 'h7'] },
    why: 'The two bishops cover both colours; the king covers the rest.',
    stages: [
      {
        prompt: 'The king is in the corner. Finish it without stalemate.',
        fen: '7k/8/5K2/8/8/8/8/2B2B2 w - - 0 1',
        moves: 10,
        feedback:
          'The bishops took g8, g7 and h7 in turn while your king on f6 held the rest, and the last check came on the long diagonal.',
      },
      {
        prompt: 'The whole mate from the start.',
        fen: '8/8/3k4/8/8/8/8/2B1KB2 w - - 0 1',
        moves: 40,
        feedback:
          'Side by side the bishops walled the king off from the centre, your king came up from e1, and the corner was the end.',
      },
    ],
  },
];
// The first outside-passer board is promotion-races' first board too (issue 38, rule 3).
const outside = endPicks('lichess-outside-passed-pawn', 1, 1);
/** Its own words: the kit's outside-passer template (the king must go and stop it) is a race here. */
const outsideFeedback =
  'a4! The black king on g3 is outside the square of the a-pawn (a4–a8–e8–e4), so the pawn runs and queens first, and the new queen stops the h-pawn. A king move first wastes the tempo: the h-pawn queens in time and Black draws.';
const withOwnFeedback = (l: LessonContent, fen: string, feedback: string): LessonContent => ({
  ...l,
  exercises: l.exercises.map((e) =>
    (e.payload as { fen?: string }).fen === fen ? { ...e, feedback } : e,
  ),
});
export const endgameUnits = [
  unit(
    'lone-king-mates',
    'Mating the lone king',
    'Queen, rook and two bishops against a lone king; queen endings.',
    [
      ...mates.map(mateLesson),
      queenEndings,
      withQueenFeedback(
        endCheckpoint(
          'lone-king-mates',
          'Mating the lone king',
          [
            ...mates.flatMap((m) => [
              { idea: m.idea, pick: picks(`${m.key}-2`, 3, 1)[0]!, task: 'Mate in two.' },
              { idea: m.idea, pick: picks(`${m.key}-1`, 3, 1)[0]!, task: 'Deliver mate.' },
            ]),
            // Composed queen endings: the mined ones were back-rank mates in one.
            ...queenCheckpointItems,
          ],
          mateDefs,
          {
            fen: '8/8/3k4/8/8/8/8/Q3K3 w - - 0 1',
            shows: 'king and queen against a lone king, where the unit began.',
          },
        ),
      ),
    ],
  ),
  unit(
    'pawn-endings',
    'King and pawn endings',
    'The square, the opposition, key squares, breakthroughs, outside and protected passed pawns.',
    [
      pawnRaces,
      oppositionInPlay,
      breakthroughs,
      promotionRaces,
      withOwnFeedback(
        endCheckpoint(
          'pawn-endings',
          'King and pawn endings',
          [
            {
              idea: 'square-of-the-pawn',
              pick: endPicks('square-king', 6, 1)[0]!,
              // The answer may be a pawn that runs out of the king's square, not a king that catches it.
              task: 'Use the square of the pawn.',
            },
            { idea: 'opposition', pick: opp[6]!, task: 'Take the opposition.' },
            {
              idea: 'key-squares',
              pick: endPicks('key-squares', 5, 1)[0]!,
              task: 'Walk to a key square.',
            },
            { idea: 'breakthrough', pick: bt[6]!, task: 'Break through.' },
            {
              idea: 'outside-passed-pawn',
              pick: outside[0]!,
              task: 'Use the outside passed pawn.',
            },
            { idea: 'promotion-race', pick: pr[6]!, task: 'Win the race.' },
            { idea: 'opposition', pick: opp[7]!, task: 'Take the opposition.' },
            {
              idea: 'key-squares',
              pick: endPicks('key-squares', 6, 1)[0]!,
              task: 'Walk to a key square.',
            },
          ],
          pawnDefs,
          {
            fen: '8/8/4k3/8/4K3/8/4P3/8 w - - 0 1',
            shows: 'the kings in opposition in front of a pawn, the heart of the unit.',
          },
        ),
        outside[0]!.fen,
        outsideFeedback,
      ),
    ],
  ),
  unit(
    'rook-endings',
    'Rook endings',
    'Cutting off the king, Lucena, Philidor and rooks behind passed pawns.',
    [
      cuttingOff,
      lucenaBridge,
      rookBehind,
      philidorLesson,
      endCheckpoint(
        'rook-endings',
        'Rook endings',
        [
          { idea: 'cutting-off-the-king', pick: cut[6]!, task: 'Cut the king off.' },
          {
            idea: 'cutting-off-the-king',
            pick: endPicks('lichess-cutting-off-the-king', 9, 1)[0]!,
            task: 'Cut the king off.',
          },
          // The which-move slot: cut[7]'s answer is only +1.2, so a check and a pawn push score
          // within the fairness margin at the check's depth; a rook-behind position asks it instead.
          {
            idea: 'rook-behind-passed-pawn',
            pick: endPicks('lichess-rook-behind-passed-pawn', 9, 1)[0]!,
            task: 'Put the rook behind the pawn.',
          },
          {
            idea: 'rook-behind-passed-pawn',
            pick: endPicks('lichess-rook-behind-passed-pawn', 8, 1)[0]!,
            task: 'Put the rook behind the pawn.',
          },
          {
            idea: 'rook-behind-passed-pawn',
            pick: rb[6]!,
            task: 'Put the rook behind the pawn.',
          },
          {
            idea: 'cutting-off-the-king',
            pick: cut[8]!,
            task: 'Cut the king off.',
          },
          // The Philidor has no one-right-move boards (its lesson says why); the cut-off board that
          // stood here repeated the second one (issue 38, rule 3), so the checkpoint has one fewer.
          {
            idea: 'rook-behind-passed-pawn',
            pick: rb[7]!,
            task: 'Put the rook behind the pawn.',
          },
        ],
        rookDefs,
        {
          fen: '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1',
          shows: 'the Lucena position, which the bridge wins.',
        },
      ),
    ],
  ),
];
