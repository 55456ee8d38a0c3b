import type { LessonContent, SectionContent } from '@ascend/contract';
import {
  arrange,
  EMPTY,
  findSquare,
  info,
  lesson,
  marks,
  match,
  nameSquare,
  squareColor,
  START,
} from '../helpers.ts';
import { attackersQ, bestP, legalQ, pinnedQ, trackP, winsQ } from '../kit.ts';
import { checkpointLesson } from '../lesson-kit.ts';
import { lineFacts } from '../feedback-facts.ts';
import { picks } from '../picks/slots.ts';
import { basicMatesCheckpoint } from './s4/basic-mates.ts';
import { endgamesCheckpoint } from './s4/endgames.ts';
import { openingsCheckpoint } from './s4/openings.ts';
import { pawnsAndPiecesCheckpoint } from './s4/pawns-and-pieces.ts';
import { tacticsCheckpoint } from '../tactics/lesson.ts';

/*
 * Checkpoints for the units of sections 1–4, which were written before checkpoints existed.
 * Each is appended as the unit's last lesson, so every existing lesson keeps its id, place and
 * exercises (learners' progress is keyed on them).
 */

const cp = (key: string, task: string, why: string) =>
  key.startsWith('cp3-')
    ? tacticsCheckpoint(key, task) // section 3: mined by motif, feedback from each position
    : picks(key, 0, 6).map((pick) => ({
        pick,
        task,
        why: lineFacts(pick.fen, pick.solution) || why,
      }));

const theBoard = lesson('the-board-checkpoint', 'Checkpoint: The board', 30, [
  info(
    'Checkpoint: The board. Files are the columns a–h, ranks the rows 1–8, and every square is named by its file and rank — like e4, highlighted here. Finish this test to open the next unit, or take it now to skip a unit you already know.',
    { fen: START, highlights: marks('e4') },
  ),
  findSquare('c6', 'c6: the c-file, the sixth rank.'),
  findSquare('g3', 'g3: the g-file, the third rank.'),
  nameSquare('b7', 'b7: the b-file, the seventh rank.', 'Name the highlighted square.', START),
  nameSquare('f2', 'f2: the f-file, the second rank.', 'Name the highlighted square.', START),
  squareColor('h1', 'h1 is light: "light on the right".'),
  squareColor('d8', 'd8 is dark: the black queen stands on her own colour, a dark square.'),
  match(
    'Match the word with what it means.',
    [
      ['File', 'a column, named a–h'],
      ['Rank', 'a row, numbered 1–8'],
      ['Diagonal', 'a line of squares of one colour'],
      ['h1', 'a light corner square'],
    ],
    'Files, ranks and diagonals are the roads of the pieces.',
  ),
  arrange(
    'Put the four rooks on their start squares: white rooks on a1 and h1, black rooks on a8 and h8.',
    EMPTY,
    'r6r/8/8/8/8/8/8/R6R',
    'Rr',
    'The rooks start in the corners.',
  ),
]);

const linePiecesFen = '4k3/8/8/3q4/8/2B5/8/R3K3 w - - 0 1';
const linePieces = lesson('line-pieces-checkpoint', 'Checkpoint: Rook, bishop and queen', 30, [
  info(
    'Checkpoint: Rook, bishop and queen. The rook moves along files and ranks, the bishop along diagonals, the queen both ways. Finish this test to open the next unit, or take it now to skip it.',
    { fen: linePiecesFen, highlights: marks('a1', 'c3', 'd5') },
  ),
  legalQ(
    linePiecesFen,
    'a1',
    'The rook slides along the a-file and the first rank until something blocks it.',
  ),
  // Each question on its own board: a checkpoint grades no position twice (issue 38, rule 3).
  legalQ(
    '3k4/8/8/3q4/8/2B5/8/R3K3 w - - 0 1',
    'c3',
    'The bishop slides along its diagonals until a piece blocks it; it may capture an enemy piece in its way.',
  ),
  legalQ(
    '4k3/8/8/3q4/8/2B5/8/R3K3 b - - 0 1',
    'd5',
    'The queen combines the rook’s and the bishop’s moves.',
  ),
  ...cp(
    'cp-line-pieces',
    'Capture the loose piece.',
    'A piece nobody defends can be taken for free.',
  ).map((c, i) =>
    i === 1 ? winsQ(c.pick, c.why) : i === 3 ? trackP(c.pick, c.why) : bestP(c.pick, c.task, c.why),
  ),
  match(
    'Match the piece with how it moves.',
    [
      ['Rook', 'along files and ranks'],
      ['Bishop', 'along diagonals'],
      ['Queen', 'along files, ranks and diagonals'],
    ],
    'The queen is a rook and a bishop in one.',
  ),
]);

const kkpFen = '8/8/3k4/8/8/4N3/3P4/4K3 w - - 0 1';
const kingKnightPawn = lesson(
  'king-knight-pawn-checkpoint',
  'Checkpoint: King, knight and pawn',
  30,
  [
    info(
      'Checkpoint: King, knight and pawn. The king steps one square, the knight jumps in an L, the pawn moves forward and captures diagonally. Finish this test to open the next unit, or take it now to skip it.',
      { fen: kkpFen, highlights: marks('e1', 'e3', 'd2') },
    ),
    legalQ(
      kkpFen,
      'e3',
      'The knight jumps to every square an L away that its own pieces do not occupy.',
    ),
    // Each question on its own board: a checkpoint grades no position twice (issue 38, rule 3).
    legalQ(
      '8/8/2k5/8/8/4N3/3P4/4K3 w - - 0 1',
      'e1',
      'The king steps one square in any direction, never onto its own piece.',
    ),
    legalQ(
      '8/8/4k3/8/8/4N3/3P4/4K3 w - - 0 1',
      'd2',
      'From its start square the pawn may move one or two squares.',
    ),
    ...cp('cp-king-knight-pawn', 'Find the winning move.', 'Short moves, big effects.').map(
      (c, i) => (i === 1 ? winsQ(c.pick, c.why) : bestP(c.pick, c.task, c.why)),
    ),
    match(
      'Match the piece with how it moves.',
      [
        ['King', 'one square in any direction'],
        ['Knight', 'an L: two squares, then one to the side'],
        ['Pawn', 'forward, capturing diagonally'],
      ],
      'Each piece has its own move.',
    ),
    arrange(
      'Promote the pawn: the white pawn on e7 reaches e8 and becomes a queen. Show the new position.',
      'k7/4P3/8/8/8/8/8/4K3',
      'k3Q3/8/8/8/8/8/8/4K3',
      'Q',
      'The pawn leaves e7 and a queen appears on e8.',
    ),
  ],
);

const tasks: Record<
  string,
  [string, string, string, [string, string][], LessonContent['exercises'][number][]?]
> = {
  'capture-and-defend': [
    'cp-capture-and-defend',
    'Capture what is free.',
    'Take loose pieces; protect your own.',
    [
      ['Pawn', '1'],
      ['Knight', '3'],
      ['Rook', '5'],
      ['Queen', '9'],
    ],
  ],
  'check-and-mate': [
    'cp-check-and-mate',
    'Checkmate in one.',
    'The king is attacked and has no way out.',
    [
      ['Check', 'the king is attacked'],
      ['Checkmate', 'check with no way out'],
      ['Stalemate', 'no legal move, not in check: a draw'],
      ['Block', 'put a piece between the king and the checker'],
    ],
  ],
  'special-moves': [
    'cp-special-moves',
    'Find the winning move.',
    'Castling, en passant and promotion are moves like any other.',
    [
      ['O-O', 'castling on the king’s side'],
      ['O-O-O', 'castling on the queen’s side'],
      ['e.p.', 'en passant'],
      ['=Q', 'promotion to a queen'],
    ],
  ],
  'double-attacks': [
    'cp3-double-attacks',
    'Find the double attack.',
    'Two targets at once: one falls.',
    [
      ['Fork', 'one piece attacks two'],
      ['Loose piece', 'a piece nobody defends'],
      ['Royal fork', 'king and queen forked by a knight'],
      ['Counting', 'attackers against defenders'],
    ],
  ],
  'line-tactics': [
    'cp3-line-tactics',
    'Use the line.',
    'Pins, skewers and discoveries work along lines.',
    [
      ['Pin', 'the front piece may not move'],
      ['Skewer', 'the front piece must move'],
      ['Discovered attack', 'a move unmasks another piece'],
      ['Double check', 'two pieces give check at once'],
    ],
  ],
  defenders: [
    'cp3-defenders',
    'Beat the defender.',
    'The defender is removed, deflected or lured away.',
    [
      ['Remove the defender', 'capture the guard'],
      ['Deflection', 'force the guard away'],
      ['Attraction', 'lure a piece onto a bad square'],
      ['Overloading', 'one guard, two jobs'],
    ],
  ],
  'mating-patterns': [
    'cp3-mating-patterns',
    'Find the mating pattern.',
    'The pattern recurs in game after game.',
    [
      ['Back-rank mate', 'the king is locked in by its pawns'],
      ['Smothered mate', 'a knight mates a king boxed in by its own pieces'],
      ['Anastasia’s mate', 'knight and rook against the king on the edge'],
      ['Boden’s mate', 'two bishops on crossing diagonals'],
    ],
  ],
  'basic-mates': [
    'cp-basic-mates',
    'Checkmate in one.',
    'Queen or rook on the edge, king in support.',
    [
      ['Queen mate', 'the queen next to the king, guarded'],
      ['Rook mate', 'the rook on the edge, the kings facing'],
      ['Ladder', 'two rooks taking turns'],
      ['Stalemate', 'the danger when the box gets too small'],
    ],
  ],
  endgames: [
    'cp-endgames',
    'Find the winning move.',
    'Endgames are won by the king and the passed pawn.',
    [
      ['Square of the pawn', 'decides whether the king catches it'],
      ['Opposition', 'kings facing with one square between'],
      ['Lucena', 'build a bridge'],
      ['Philidor', 'defend on the third rank'],
    ],
  ],
};
const extras: Record<string, LessonContent['exercises'][number][]> = {
  'capture-and-defend': [
    attackersQ(11, 'A piece attacked more often than it is defended can be won.'),
  ],
  'double-attacks': [attackersQ(12, 'Count before you capture.')],
  'line-tactics': [pinnedQ(11, 'A piece pinned to its king cannot move.')],
  defenders: [attackersQ(13, 'More attackers than defenders: it falls.')],
};
const titles: Record<string, string> = {};

/** Appends each unit's checkpoint to sections 1–4 (their units keep every existing lesson). */
export function withCheckpoints(s: SectionContent): SectionContent {
  return {
    ...s,
    units: s.units.map((u) => {
      titles[u.id] = u.title;
      const own: Record<string, LessonContent> = {
        'the-board': theBoard,
        'line-pieces': linePieces,
        'king-knight-pawn': kingKnightPawn,
        openings: openingsCheckpoint,
        'pawns-and-pieces': pawnsAndPiecesCheckpoint,
        'basic-mates': basicMatesCheckpoint,
        endgames: endgamesCheckpoint,
      };
      let cpLesson = own[u.id];
      if (!cpLesson) {
        const t = tasks[u.id];
        if (!t) throw new Error(`no checkpoint for unit ${u.id}`);
        cpLesson = checkpointLesson(u.id, u.title, cp(t[0], t[1], t[2]), t[3], extras[u.id] ?? []);
      }
      return { ...u, lessons: [...u.lessons, cpLesson] };
    }),
  };
}
