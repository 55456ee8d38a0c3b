import { Chess } from 'chess.js';
import type { LessonContent } from '@ascend/contract';
import {
  arrange,
  choose,
  fenAfter,
  info,
  lesson,
  match,
  section,
  START,
  track,
  unit,
} from '../helpers.ts';
import { bestP, gameP, winsQ } from '../kit.ts';
import {
  checkpointLesson,
  checkpointPicks,
  pickLesson,
  type PickLessonSpec,
} from '../lesson-kit.ts';
import { picks } from '../picks/slots.ts';

/*
 * Section 5: the first moves of the openings a beginner meets, and the tactics that come out
 * of them. Opening moves are rarely the only good move, so the openings are taught with
 * boards, move orders and set-ups; the engine-checked best moves are real tactics (Lichess
 * puzzles, CC0) from games that began with that opening.
 */

interface Opening {
  id: string;
  title: string;
  name: string;
  san: string;
  idea: string;
  key: string;
  /** The piece to follow through the moves (its start square). */
  follow: string;
}

const uci = (san: string) => {
  const c = new Chess();
  return san.split(' ').map((m) => {
    const mv = c.move(m);
    return mv.from + mv.to + (mv.promotion ?? '');
  });
};
const numbered = (san: string) =>
  san
    .split(' ')
    .map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}.${m}` : m))
    .join(' ');
const placement = (fen: string) => fen.split(' ')[0]!;
const lastTwo = (san: string) => {
  const moves = san.split(' ');
  const before = moves.slice(0, -2).join(' ');
  return { before: before ? fenAfter(before) : START, after: fenAfter(san) };
};
const lettersMoved = (san: string) => {
  const c = new Chess();
  const moves = san.split(' ');
  const letters = new Set<string>();
  moves.forEach((m, i) => {
    const mv = c.move(m);
    if (i >= moves.length - 2) letters.add(mv.color === 'w' ? mv.piece.toUpperCase() : mv.piece);
  });
  return [...letters].join('');
};

const allNames = (os: Opening[]) => os.map((o) => o.name);

function openingLesson(o: Opening, family: Opening[], last: 'game' | 'none'): LessonContent {
  const fen = fenAfter(o.san);
  const ucis = uci(o.san);
  const { before, after } = lastTwo(o.san);
  const p = picks(o.key, 0, 6);
  const names = allNames(family)
    .filter((n) => n !== o.name)
    .slice(0, 3);
  return lesson(o.id, o.title, 20, [
    info(`${o.name}: ${numbered(o.san)}. ${o.idea}`, {
      fen,
      arrows: ucis
        .slice(-2)
        .map((u) => ({ from: u.slice(0, 2), to: u.slice(2, 4), color: 'green' as const })),
    }),
    track(
      `Play through ${numbered(o.san)} and follow the piece that starts on ${o.follow}. Where is it now?`,
      START,
      ucis.join(' '),
      o.follow,
      `That is where it stands in the ${o.name}.`,
    ),
    choose(
      `Which opening starts ${numbered(o.san)}?`,
      [o.name, ...names].sort().map((n) => (n === o.name ? `*${n}` : n)),
      `${numbered(o.san)} is the ${o.name}.`,
      { fen },
    ),
    arrange(
      `Set up the ${o.name}: play the last two moves (${numbered(o.san).split(' ').slice(-2).join(' ')}) on the board by moving the pieces.`,
      placement(before),
      placement(after),
      lettersMoved(o.san),
      `This is the ${o.name} after ${numbered(o.san)}.`,
    ),
    bestP(
      p[0]!,
      `A position from a real ${o.name}. Find the winning move.`,
      'Openings are full of tactics: loose pieces and open kings.',
    ),
    bestP(
      p[1]!,
      `Another ${o.name} position. Find the winning move.`,
      'Always check what the last move left undefended.',
    ),
    winsQ(p[2]!, `A typical trick in the ${o.name}.`),
    match(
      'Match each opening with its first moves.',
      family.map((f) => [f.name, numbered(f.san)] as [string, string]),
      'The first moves name the opening.',
    ),
    ...(last === 'game' ? [gameP(p[3]!, 'Win the material the opening tactic offers.')] : []),
  ]);
}

const openGames: Opening[] = [
  {
    id: 'italian-game',
    title: 'The Italian Game',
    name: 'Italian Game',
    san: 'e4 e5 Nf3 Nc6 Bc4',
    idea: 'White develops the bishop to its most active diagonal, aiming at f7 — the square only the black king defends — and prepares c3 and d4 to build a big centre.',
    key: 'italian',
    follow: 'f1',
  },
  {
    id: 'ruy-lopez',
    title: 'The Ruy Lopez',
    name: 'Ruy Lopez',
    san: 'e4 e5 Nf3 Nc6 Bb5',
    idea: 'White attacks the knight that defends e5. The threat is not immediate (Bxc6 and Nxe5 fails to …Qd4), but the pressure on e5 lasts the whole opening.',
    key: 'ruy',
    follow: 'f1',
  },
  {
    id: 'scotch-game',
    title: 'The Scotch Game',
    name: 'Scotch Game',
    san: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4',
    idea: 'White opens the centre at once: after the pawn trade the knight stands on d4 and both sides develop quickly. Open centres reward fast development.',
    key: 'scotch',
    follow: 'g1',
  },
  {
    id: 'four-knights-game',
    title: 'The Four Knights Game',
    name: 'Four Knights Game',
    san: 'e4 e5 Nf3 Nc6 Nc3 Nf6',
    idea: 'Both sides bring out their knights first — "knights before bishops". A solid, symmetrical start where the first tactic decides who gets the initiative.',
    key: 'four-knights',
    follow: 'b1',
  },
];
const e4Answers: Opening[] = [
  {
    id: 'sicilian-defence',
    title: 'The Sicilian Defence',
    name: 'Sicilian Defence',
    san: 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3',
    idea: 'Black fights for d4 with a side pawn. After the trade Black has two centre pawns against one and a half-open c-file; White has quicker development and chances on the kingside.',
    key: 'sicilian',
    follow: 'g1',
  },
  {
    id: 'french-defence',
    title: 'The French Defence',
    name: 'French Defence',
    san: 'e4 e6 d4 d5',
    idea: 'Black prepares …d5 with …e6 and challenges the centre at once. Solid, but the light-squared bishop on c8 is hemmed in by its own pawn on e6.',
    key: 'french',
    follow: 'e7',
  },
  {
    id: 'caro-kann-defence',
    title: 'The Caro-Kann Defence',
    name: 'Caro-Kann Defence',
    san: 'e4 c6 d4 d5',
    idea: 'Like the French, Black strikes at e4 with …d5, but prepares it with …c6 so the light-squared bishop can still come out to f5 or g4.',
    key: 'caro',
    follow: 'c7',
  },
  {
    id: 'scandinavian-defence',
    title: 'The Scandinavian Defence',
    name: 'Scandinavian Defence',
    san: 'e4 d5 exd5 Qxd5 Nc3',
    idea: 'Black hits e4 on move one. After the trade the queen recaptures early and White gains time by attacking her with Nc3 — Black must know a safe square for the queen.',
    key: 'scandinavian',
    follow: 'd8',
  },
];
const d4Openings: Opening[] = [
  {
    id: 'queens-gambit',
    title: 'The Queen’s Gambit',
    name: 'Queen’s Gambit',
    san: 'd4 d5 c4 e6 Nc3 Nf6',
    idea: 'White offers the c-pawn to pull Black’s d-pawn away from the centre. With …e6 (the Declined) Black holds d5 and develops calmly.',
    key: 'queens-gambit',
    follow: 'g8',
  },
  {
    id: 'london-system',
    title: 'The London System',
    name: 'London System',
    san: 'd4 d5 Bf4 Nf6 e3 e6 Nf3',
    idea: 'White puts the dark-squared bishop on f4 before playing e3, so it is not locked in, then builds the same solid set-up against almost anything.',
    key: 'queens-pawn',
    follow: 'c1',
  },
  {
    id: 'kings-indian-setup',
    title: 'The King’s Indian set-up',
    name: 'King’s Indian Defence',
    san: 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6',
    idea: 'Black lets White build a big centre, fianchettoes the bishop to g7, castles, and only then strikes back with …e5 or …c5.',
    key: 'indian',
    follow: 'f8',
  },
  {
    id: 'english-opening',
    title: 'The English Opening',
    name: 'English Opening',
    san: 'c4 e5 Nc3 Nf6 g3',
    idea: 'White controls d5 from the side and fianchettoes the king’s bishop to g2, where it bears down on the long diagonal.',
    key: 'flank',
    follow: 'b1',
  },
];

const trapDefs: [string, string][] = [
  ['f7 / f2', 'the square only the king defends at the start'],
  ['Early queen', 'a queen out too soon gets chased and loses time'],
  ['Gambit', 'a pawn given for quick development'],
  ['Trap', 'an attractive move that loses'],
];
const traps: PickLessonSpec[] = [
  {
    id: 'quick-mates',
    title: 'Quick mates in the opening',
    key: 'trap-mates',
    intro:
      'Early in the game the king still stands in the centre and its pieces are undeveloped. A careless move can allow mate in a few moves: look for checks that cannot be blocked.',
    task: 'Punish the careless opening.',
    why: 'The king had no defenders yet.',
    pairs: trapDefs,
    last: 'arrange',
  },
  {
    id: 'attacking-f7',
    title: 'The weak f7 and f2 squares',
    key: 'trap-f7',
    intro:
      'At the start f7 (and f2) are defended only by the king. Bishops on c4 and knights on g5 aim there — and so do many opening tricks.',
    task: 'Strike at the weak square.',
    why: 'f7 and f2 are defended only by the king.',
    pairs: trapDefs,
    last: 'game',
  },
  {
    id: 'gambit-tricks',
    title: 'Gambit tricks',
    key: 'trap-gambits',
    intro:
      'Gambits trade a pawn for time. The side that accepts must develop fast; the side that gambits must use the time. Both sides fall into traps here.',
    task: 'Find the trick.',
    why: 'Lost time and loose pieces cost material.',
    pairs: trapDefs,
    last: 'arrange',
  },
  {
    id: 'trapping-in-the-opening',
    title: 'Trapped in the opening',
    key: 'trap-pieces',
    intro:
      'A piece that goes pawn-grabbing or wanders to the edge early can be surrounded. Before you take a pawn with your queen or bishop, check its way back.',
    task: 'Trap or win the piece.',
    why: 'The piece had no way back.',
    pairs: trapDefs,
    last: 'game',
  },
];

const openingPairs = (os: Opening[]): [string, string][] =>
  os.map((o) => [o.name, numbered(o.san)]);
const openingCheckpoint = (id: string, title: string, os: Opening[]) =>
  checkpointLesson(
    id,
    title,
    os.flatMap((o) =>
      picks(o.key, 6, 2).map((pick) => ({
        pick,
        task: `A position from the ${o.name}. Find the winning move.`,
        why: 'Loose pieces and open kings decide openings.',
      })),
    ),
    openingPairs(os),
  );

export const openingsYouMeet = section(
  'openings-you-meet',
  'Openings you will meet',
  'The first moves of the main openings — 1.e4 e5, the Sicilian, French, Caro-Kann, Scandinavian, the Queen’s Gambit, London, King’s Indian and English — and the traps that come with them.',
  [
    unit(
      'open-games',
      'The open games',
      'After 1.e4 e5: the Italian, Ruy Lopez, Scotch and Four Knights.',
      [
        ...openGames.map((o, i) => openingLesson(o, openGames, i % 2 ? 'game' : 'none')),
        openingCheckpoint('open-games', 'The open games', openGames),
      ],
    ),
    unit('answers-to-e4', 'Answers to 1.e4', 'The Sicilian, French, Caro-Kann and Scandinavian.', [
      ...e4Answers.map((o, i) => openingLesson(o, e4Answers, i % 2 ? 'game' : 'none')),
      openingCheckpoint('answers-to-e4', 'Answers to 1.e4', e4Answers),
    ]),
    unit(
      'queen-pawn-openings',
      '1.d4 and flank openings',
      'The Queen’s Gambit, London, King’s Indian and English.',
      [
        ...d4Openings.map((o, i) => openingLesson(o, d4Openings, i % 2 ? 'game' : 'none')),
        openingCheckpoint('queen-pawn-openings', '1.d4 and flank openings', d4Openings),
      ],
    ),
    unit('opening-traps', 'Opening traps', 'Quick mates, f7, gambits and trapped pieces.', [
      ...traps.map(pickLesson),
      checkpointLesson('opening-traps', 'Opening traps', checkpointPicks(traps), trapDefs),
    ]),
  ],
);
