import { Chess, type Square } from 'chess.js';
import type { LessonContent } from '@ascend/contract';
import {
  arrange,
  best,
  choose,
  fenAfter,
  info,
  lesson,
  match,
  section,
  START,
  track,
  uciLine,
  unit,
} from '../helpers.ts';
import { lineFacts } from '../feedback-facts.ts';
import { picks, type Pick } from '../picks/slots.ts';
import { gambitCheckpointPicks, gambitTricks } from './s5/gambits.ts';
import { mainLines, type Question, type Trap } from './s5/main-lines.ts';
import { checkpointTraps } from './s5/checkpoint-traps.ts';
import { d4Openings, e4Answers, openGames, type Opening } from './s5/openings.ts';
import { drillExercise, drills, planBoard } from './s5/drills.ts';
import {
  checkpointLesson,
  checkpointPicks,
  pickLesson,
  type PickLessonSpec,
} from '../lesson-kit.ts';

/*
 * Section 5: the first moves of the openings a beginner meets, and the tactics that come out
 * of them. Opening moves are rarely the only good move, so the openings are taught by hand
 * (s5/main-lines.ts): boards, move orders, set-ups, the ideas behind the moves and each
 * opening's typical trap, whose punishing move the content check's engine confirms. The trap
 * lessons use real positions (Lichess puzzles, CC0) from games that began with an opening.
 */

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
    if (i < moves.length - 2) return;
    const letter = (p: string) => (mv.color === 'w' ? p.toUpperCase() : p);
    letters.add(letter(mv.piece));
    if (mv.isKingsideCastle() || mv.isQueensideCastle()) letters.add(letter('r'));
  });
  return [...letters].join('');
};

const allNames = (os: Opening[]) => os.map((o) => o.name);

const toUci = (fen: string, san: string) => uciLine(fen, san);
/** A question that names moves is asked on the board those moves reach (`at`, issue 38). */
const question = (x: Question, fen?: string) => {
  const board = x.at ? fenAfter(x.at) : fen;
  return choose(
    x.q,
    [x.right, ...x.wrong].sort().map((t) => (t === x.right ? `*${t}` : t)),
    x.feedback,
    board ? { fen: board } : {},
  );
};
const isTrap = (t: Trap | Question): t is Trap => 'setup' in t;
/** A trap as a best move the engine confirms (content:check), or as a question. */
function trapDraft(t: Trap | Question, idea?: string) {
  // A trap told as a question is asked on the board its moves reach (`at`), or with no board (issue 38).
  if (!isTrap(t)) return question(t);
  const fen = fenAfter(t.setup);
  const mate = t.move.endsWith('#');
  const d = best(t.prompt, fen, toUci(fen, t.move), t.feedback, { mate });
  return idea ? { ...d, idea } : d;
}
/** The opening's typical trap (its lesson's exercise). */
const trapExercise = (o: Opening, idea?: string) => trapDraft(mainLines[o.id]!.trap, idea);

/**
 * One opening: its moves on the board, following a piece, its name, setting it up, the next
 * main-line moves, the idea behind it, its typical trap, and (in every other lesson) its plan.
 */
function openingLesson(o: Opening, family: Opening[], last: 'game' | 'none'): LessonContent {
  const fen = fenAfter(o.san);
  const ucis = uci(o.san);
  const { before, after } = lastTwo(o.san);
  const m = mainLines[o.id]!;
  const deeper = `${o.san} ${m.next}`;
  const names = allNames(family)
    .filter((n) => n !== o.name)
    .slice(0, 3);
  // The intro shows the board before the last two moves, with them as arrows: the board after
  // them is the one the "why" question is asked on (issue 38: no intro shows a graded board).
  return lesson(o.id, o.title, 20, [
    info(`${o.name}: ${numbered(o.san)}. ${o.idea}`, {
      fen: before,
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
    ),
    arrange(
      `Set up the ${o.name}: play the last two moves (${numbered(o.san).split(' ').slice(-2).join(' ')}) on the board by moving the pieces.`,
      placement(before),
      placement(after),
      lettersMoved(o.san),
      `This is the ${o.name} after ${numbered(o.san)}.`,
    ),
    arrange(
      `The main line goes on ${numbered(deeper).split(' ').slice(-2).join(' ')}. Play both moves on the board.`,
      placement(fen),
      placement(fenAfter(deeper)),
      lettersMoved(deeper),
      m.nextFeedback,
    ),
    question(m.why, fen),
    trapExercise(o),
    match(
      'Match each opening with its first moves.',
      family.map((f) => [f.name, numbered(f.san)] as [string, string]),
      `The first moves name the opening: ${numbered(o.san)} is the ${o.name}, ${numbered(
        m.next.includes(' ') ? `${o.san} ${m.next}` : o.san,
      )
        .split(' ')
        .slice(-2)
        .join(' ')} its main line.`,
    ),
    // The board after the main line is the unit checkpoint's "which opening is on the board?".
    ...(last === 'game' ? [question(m.plan)] : []),
    // Issue 38.5: the main line played against the book's replies, then the plan it leads to.
    drillExercise(o.name, drills[o.id]!),
    planBoard(drills[o.id]!),
  ]);
}

/** What the trap's line takes or where it mates, from the position (the lesson's reason if nothing). */
const factsOr = (p: Pick, why: string) => lineFacts(p.fen, p.solution) || why;
/** …and, against the king, which of the defender's pieces never left home, on which move. */
function homeFacts(p: Pick, why: string): string {
  const c = new Chess(p.fen);
  const them = c.turn() === 'w' ? 'b' : 'w';
  const rank = them === 'w' ? '1' : '8';
  const home = ['b', 'c', 'f', 'g']
    .map((f) => `${f}${rank}` as Square)
    .filter((sq) => {
      const x = c.get(sq);
      return x && x.color === them && (x.type === 'n' || x.type === 'b');
    });
  const side = them === 'w' ? 'white' : 'black';
  const idle = home.length
    ? `on move ${p.fen.split(' ')[5]}, with the ${side} pieces on ${home.join(', ')} still at home.`
    : `on move ${p.fen.split(' ')[5]}, every ${side} minor piece out but the king not safe.`;
  // One sentence, so the common Qxf7# mates still read differently from one another.
  return `${factsOr(p, why).replace(/\.$/, '')}, ${idle}`;
}

/**
 * Lichess puzzle i05V6 (CC0), a Sicilian after 5…Nce7??: the knight on d6 mates the king hemmed
 * in by its own pieces.
 */
const smotheredNd6: Pick = {
  id: 'i05V6',
  rating: 1138,
  fen: 'r1bqkb1r/pp1pnppp/5n2/4pN2/4P3/2N5/PPP2PPP/R1BQKB1R w KQkq - 4 7',
  solution: ['f5d6'],
  mate: true,
  themes: ['mate', 'mateIn1', 'oneMove', 'opening', 'smotheredMate'],
};

const trapDefs: [string, string][] = [
  ['f7 / f2', 'the square only the king defends at the start'],
  ['Early queen', 'a queen out too soon gets chased and loses time'],
  ['Gambit', 'a pawn given for quick development'],
  ['Trap', 'an attractive move that loses'],
];
const traps: PickLessonSpec[] = [
  {
    id: 'quick-mates',
    idea: 'quick-mates',
    title: 'Quick mates in the opening',
    key: 'trap-mates',
    intro:
      'Early in the game the king still stands in the centre and its pieces are undeveloped. A careless move can allow mate in a few moves: look for checks that cannot be blocked.',
    task: 'Punish the careless opening.',
    why: 'The king had no defenders yet.',
    // The smothered mate is told as one: the template's "covers its last square" is not its story.
    whyOf: (p) =>
      p.id === smotheredNd6.id
        ? 'A smothered mate. The king on e8 is hemmed in by its own queen, pawns, bishop and knight — 6…Nce7?? took its last free square — and nothing can take the knight on d6.'
        : homeFacts(p, 'The king had no defenders yet.'),
    pairs: trapDefs,
    last: 'arrange',
    // Position 4 of the slot is also graded in section 3's line-tactics checkpoint (issue 38):
    // a smothered mate from the Sicilian stands in for it.
    positions: picks('trap-mates', 0, 8).map((p, i) => (i === 4 ? smotheredNd6 : p)),
  },
  {
    id: 'attacking-f7',
    idea: 'weak-f7',
    title: 'The weak f7 and f2 squares',
    key: 'trap-f7',
    intro:
      'At the start f7 (and f2) are defended only by the king. Bishops on c4 and knights on g5 aim there — and so do many opening tricks.',
    task: 'Strike at the weak square.',
    why: 'f7 and f2 are defended only by the king.',
    whyOf: (p) => homeFacts(p, 'f7 and f2 are defended only by the king.'),
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
    idea: 'trapped-piece',
    title: 'Trapped in the opening',
    key: 'trap-pieces',
    intro:
      'A piece that goes pawn-grabbing or wanders to the edge early can be surrounded. Before you take a pawn with your queen or bishop, check its way back.',
    task: 'Trap or win the piece.',
    why: 'The piece had no way back.',
    whyOf: (p) => factsOr(p, 'The piece had no way back.'),
    pairs: trapDefs,
    last: 'game',
  },
];

const openingPairs = (os: Opening[]): [string, string][] =>
  os.map((o) => [o.name, numbered(o.san)]);
/**
 * The family's checkpoint, written by hand like its lessons: for each opening, name it from a
 * deeper position of its main line, then a position to play that no lesson shows
 * (s5/checkpoint-traps.ts), or else its trap question or plan question.
 */
const openingCheckpoint = (id: string, title: string, os: Opening[]): LessonContent =>
  lesson(`${id}-checkpoint`, `Checkpoint: ${title}`, 30, [
    info(
      `Checkpoint: ${title}. A mixed test of this unit. Finish it to open the next unit — or take it now to skip a unit you already know.`,
      { fen: fenAfter(os[0]!.san) },
    ),
    ...os.flatMap((o, i) => {
      const m = mainLines[o.id]!;
      const fresh = checkpointTraps[o.id];
      const deeper = `${o.san} ${m.next}`;
      return [
        choose(
          `Which opening is on the board after ${numbered(deeper)}?`,
          allNames(os)
            .sort()
            .map((n) => (n === o.name ? `*${n}` : n)),
          `${numbered(deeper).split(' ').slice(-2).join(' ')} is a main line of the ${o.name}.`,
          { fen: fenAfter(deeper) },
        ),
        // A new position to play (issue 38: not the lesson's trap board), else alternately the
        // trap question and the plan.
        fresh
          ? trapDraft(fresh, o.id)
          : isTrap(m.trap) || i % 2
            ? trapExercise(o, o.id)
            : question(m.plan),
      ];
    }),
    match(
      'Match each opening with its first moves.',
      openingPairs(os),
      `${title}: four openings, four first moves.`,
    ),
  ]);

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
      ...traps.map((t) => (t.id === 'gambit-tricks' ? gambitTricks(trapDefs) : pickLesson(t))),
      checkpointLesson(
        'opening-traps',
        'Opening traps',
        traps.flatMap((t) =>
          t.id === 'gambit-tricks' ? gambitCheckpointPicks : checkpointPicks([t]),
        ),
        trapDefs,
      ),
    ]),
  ],
);
