import { section, unit } from '../helpers.ts';
import { attackersQ, pinnedQ } from '../kit.ts';
import {
  checkpointLesson,
  checkpointPicks,
  pickLesson,
  type PickLessonSpec,
} from '../lesson-kit.ts';
import { tacticsLesson } from '../tactics/lesson.ts';

type TacticsSpec = Omit<PickLessonSpec, 'why'>;
/** Each drill on its mined positions (picks/tactics.json), feedback from each position. */
const drills = (specs: TacticsSpec[]) => specs.map(tacticsLesson);

/*
 * Section 6: every tactical motif a 1500 player must know, drilled on real positions from the
 * Lichess puzzle database (CC0), each one checked by Stockfish for a single winning move.
 */

const doubleAttackDefs: [string, string][] = [
  ['Fork', 'one piece attacks two targets at once'],
  ['Royal fork', 'a knight fork of king and queen'],
  ['Double attack', 'two threats made by one move'],
  ['Loose piece', 'a piece nobody defends'],
];
const doubles: TacticsSpec[] = [
  {
    id: 'knight-fork-drills',
    title: 'Knight fork drills',
    key: 'fork-knight',
    intro:
      'The knight is the best forking piece: it attacks up to eight squares and none of the pieces it hits can hit it back. Look for squares where your knight attacks the king and another piece, or two loose pieces.',
    task: 'Find the knight fork.',
    pairs: doubleAttackDefs,
    last: 'arrange',
  },
  {
    id: 'queen-fork-drills',
    title: 'Queen fork drills',
    key: 'fork-queen',
    intro:
      'The queen forks along lines and diagonals at once. A check that also hits a loose piece is the classic queen fork: the king must move and the piece falls.',
    task: 'Find the queen fork.',
    pairs: doubleAttackDefs,
    last: 'game',
  },
  {
    id: 'pawn-fork-drills',
    title: 'Pawn fork drills',
    key: 'fork-pawn',
    intro:
      'The humblest piece makes the most painful fork: a pawn attacking two pieces wins one of them for a pawn. Watch for two enemy pieces standing one square apart in front of your pawns.',
    task: 'Find the pawn fork.',
    pairs: doubleAttackDefs,
    last: 'arrange',
  },
  {
    id: 'fork-mix',
    title: 'Forks by every piece',
    key: 'fork-other',
    intro:
      'Bishops, rooks and even kings fork too. Before every move ask: which of their pieces are loose, and which of my pieces could hit two of them at once?',
    task: 'Find the fork.',
    pairs: doubleAttackDefs,
    last: 'game',
    extra: [attackersQ(1, 'Counting attackers tells you whether a target really hangs.')],
  },
];

const lineDefs: [string, string][] = [
  ['Pin', 'the piece in front cannot move without exposing a bigger one'],
  ['Skewer', 'the big piece in front must move and the one behind falls'],
  ['X-ray', 'a piece acts through another one on the same line'],
  ['Discovered attack', 'moving one piece unmasks another'],
];
const lines: TacticsSpec[] = [
  {
    id: 'pin-drills',
    title: 'Pin drills',
    key: 'pin',
    intro:
      'A pin freezes a piece in front of a more valuable one. Attack the pinned piece again, or pin it against the king so it cannot move at all.',
    task: 'Use the pin.',
    pairs: lineDefs,
    last: 'arrange',
    extra: [pinnedQ(1, 'A piece pinned to its king may not move at all.')],
  },
  {
    id: 'skewer-drills',
    title: 'Skewer drills',
    key: 'skewer',
    intro:
      'A skewer is a pin turned around: the valuable piece stands in front, has to step aside, and the piece behind it is taken. Checks along a line are the usual way in.',
    task: 'Find the skewer.',
    pairs: lineDefs,
    last: 'game',
  },
  {
    id: 'x-ray-drills',
    title: 'X-ray attacks',
    key: 'xray',
    intro:
      'An x-ray is a line piece acting through another piece: a rook behind a rook, a queen behind a bishop. When the front piece is exchanged, the one behind still controls the square.',
    task: 'Find the x-ray.',
    pairs: lineDefs,
    last: 'arrange',
  },
  {
    id: 'discovery-drills',
    title: 'Discovered and double checks',
    key: 'discovered',
    intro:
      'Move a piece out of the line of your rook, bishop or queen and two things happen at once: the moving piece makes a threat and the piece behind it attacks too. With a discovered check the king must answer first.',
    task: 'Unmask the attack.',
    pairs: lineDefs,
    last: 'game',
    extra: [pinnedQ(2, 'Pins and discoveries are the same line seen from two sides.')],
  },
];

const defenderDefs: [string, string][] = [
  ['Deflection', 'force a defender away from its duty'],
  ['Decoy', 'lure a piece onto a bad square'],
  ['Overloading', 'one defender has two jobs'],
  ['Interference', 'put a piece between a defender and what it guards'],
];
const defenders: TacticsSpec[] = [
  {
    id: 'deflection-drills',
    title: 'Deflection drills',
    key: 'deflection',
    intro:
      'A defender that must move away stops defending. Attack it, check with it in mind, or offer it something it must take — then take what it was guarding.',
    task: 'Deflect the defender.',
    pairs: defenderDefs,
    last: 'arrange',
  },
  {
    id: 'decoy-drills',
    title: 'Decoy drills',
    key: 'attraction',
    intro:
      'A decoy (attraction) lures a piece — often the king — onto a square where it can be forked, skewered or mated. The decoying move is usually a sacrifice.',
    task: 'Lure the piece onto the fatal square.',
    pairs: defenderDefs,
    last: 'game',
  },
  {
    id: 'overloading-drills',
    title: 'Overloaded defenders',
    key: 'overloading',
    intro:
      'When one piece guards two things, capture one of them: the defender recaptures and gives up the other, or stays and loses the first. Capturing the defender itself is the simplest version.',
    task: 'Exploit the overworked defender.',
    pairs: defenderDefs,
    last: 'arrange',
    extra: [attackersQ(2, 'More attackers than defenders means the target falls.')],
  },
  {
    id: 'interference-drills',
    title: 'Interference',
    key: 'interference',
    intro:
      'Interference cuts a line: put a piece on the square between a defender and what it defends. Whichever piece takes the intruder blocks or abandons something.',
    task: 'Cut the defender off.',
    pairs: defenderDefs,
    last: 'game',
  },
];

const surpriseDefs: [string, string][] = [
  ['Zwischenzug', 'an in-between move before the expected recapture'],
  ['Trapped piece', 'a piece with no safe square left'],
  ['Back-rank mate', 'a rook or queen mates the king behind its own pawns'],
  ['Clearance', 'a piece leaves a square so another can use it'],
];
const surprises: TacticsSpec[] = [
  {
    id: 'zwischenzug-drills',
    title: 'In-between moves',
    key: 'intermezzo',
    intro:
      'Before you recapture, ask: is there a stronger move first? A check or a bigger threat played "in between" often wins material the automatic recapture would miss.',
    task: 'Find the in-between move.',
    pairs: surpriseDefs,
    last: 'arrange',
  },
  {
    id: 'trapped-piece-drills',
    title: 'Trapping pieces',
    key: 'trapped',
    intro:
      'A piece with no safe square is lost once you attack it. Bishops and knights on the rim and queens that grab pawns are the usual victims.',
    task: 'Trap the piece.',
    pairs: surpriseDefs,
    last: 'game',
  },
  {
    id: 'back-rank-drills',
    title: 'Back-rank weakness',
    key: 'back-rank',
    intro:
      'A king behind its own unmoved pawns has no escape square. Any rook or queen that reaches the back rank with check may mate — so remove or deflect the guards of that rank first.',
    task: 'Use the weak back rank.',
    pairs: surpriseDefs,
    last: 'arrange',
  },
  {
    id: 'clearance-drills',
    title: 'Clearance',
    key: 'clearance',
    intro:
      'Sometimes your own piece is in the way. Move it with tempo — a check, a capture, a threat — and the square or line it leaves is used by the piece behind.',
    task: 'Clear the way.',
    pairs: surpriseDefs,
    last: 'game',
  },
];

const calcDefs: [string, string][] = [
  ['Checks', 'look at these first: the opponent must answer them'],
  ['Captures', 'look at these second: they change the material'],
  ['Threats', 'look at these third: moves that attack something'],
  ['Forcing line', 'a sequence the opponent cannot avoid'],
];
const calculation: TacticsSpec[] = [
  {
    id: 'checks-captures-threats',
    title: 'Checks, captures, threats',
    key: 'ccc',
    intro:
      'Strong players look at forcing moves first: every check, then every capture, then every threat. Forcing moves leave the opponent few answers, so you can calculate them to the end.',
    task: 'Look at checks, captures and threats: find the winning one.',
    pairs: calcDefs,
    last: 'arrange',
  },
  {
    id: 'mate-in-two-drills',
    title: 'Mate in two',
    key: 'mate-in-2',
    intro:
      'Mate in two: your first move must leave every reply losing to a mate. Start with checks, then look at quiet moves that take away the last escape squares.',
    task: 'Mate in two.',
    pairs: calcDefs,
    last: 'game',
  },
  {
    id: 'counting-forcing-lines',
    title: 'Counting forcing lines',
    key: 'long-lines',
    intro:
      'Longer combinations are chains of forcing moves. Count them one at a time: after each of your moves, list the opponent’s answers and make sure every one loses.',
    task: 'Calculate the forcing line to the end.',
    pairs: calcDefs,
    last: 'arrange',
    extra: [attackersQ(3, 'Count attackers and defenders before you capture.')],
  },
  {
    id: 'mate-in-three-drills',
    title: 'Mate in three',
    key: 'mate-in-3',
    intro:
      'Mate in three rewards patience: often a quiet move or a sacrifice opens the king, then two checks finish it. Write the whole line in your head before you play the first move.',
    task: 'Mate in three.',
    pairs: calcDefs,
    last: 'game',
  },
];

export const tacticsToolbox = section(
  'tactics-toolbox',
  'The tactics toolbox',
  'Every tactical motif a 1500 player needs, drilled on real positions: forks, pins, skewers, x-rays, discoveries, deflection, decoys, overloading, interference, in-between moves, trapped pieces, the back rank and calculation.',
  [
    unit('double-attack-drills', 'Double attacks', 'Forks by knight, queen, pawn and the rest.', [
      ...drills(doubles).map(pickLesson),
      checkpointLesson(
        'double-attack-drills',
        'Double attacks',
        checkpointPicks(drills(doubles)),
        doubleAttackDefs,
      ),
    ]),
    unit('line-drills', 'Pins, skewers and x-rays', 'Tactics along lines and diagonals.', [
      ...drills(lines).map(pickLesson),
      checkpointLesson(
        'line-drills',
        'Pins, skewers and x-rays',
        checkpointPicks(drills(lines)),
        lineDefs,
      ),
    ]),
    unit(
      'defender-drills',
      'Overworked defenders',
      'Deflection, decoys, overloading and interference.',
      [
        ...drills(defenders).map(pickLesson),
        checkpointLesson(
          'defender-drills',
          'Overworked defenders',
          checkpointPicks(drills(defenders)),
          defenderDefs,
        ),
      ],
    ),
    unit(
      'surprise-moves',
      'Surprise moves',
      'In-between moves, trapped pieces, the back rank and clearance.',
      [
        ...drills(surprises).map(pickLesson),
        checkpointLesson(
          'surprise-moves',
          'Surprise moves',
          checkpointPicks(drills(surprises)),
          surpriseDefs,
        ),
      ],
    ),
    unit(
      'calculation',
      'Calculation',
      'Checks, captures and threats; mates in two and three; long forcing lines.',
      [
        ...drills(calculation).map(pickLesson),
        checkpointLesson(
          'calculation',
          'Calculation',
          checkpointPicks(drills(calculation)),
          calcDefs,
        ),
      ],
    ),
  ],
);
