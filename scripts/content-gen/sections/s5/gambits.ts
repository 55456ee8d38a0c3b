import type { LessonContent } from '@ascend/contract';
import {
  arrange,
  arrows,
  best,
  choose,
  fenAfter,
  info,
  lesson,
  match,
  START,
  track,
  uciLine,
} from '../../helpers.ts';
import type { Pick } from '../../picks/slots.ts';

/*
 * Gambit tricks, written by hand (the syllabus: "named traps in named openings"): the Englund,
 * Albin (Lasker trap), Smith-Morra (Siberian trap) and Queen's Gambit Accepted. Every move the
 * learner must find was checked with Stockfish 15 at depth 16 (clearly best, the content
 * check's margin) and is checked again by content:check.
 */

const englund = fenAfter('d4 e5 dxe5 Nc6 Nf3 Qe7 Bf4 Qb4+ Bd2 Qxb2 Bc3');
const lasker = fenAfter('d4 d5 c4 e5 dxe5 d4 e3 Bb4+ Bd2 dxe3 Bxb4');
const siberian = fenAfter('e4 c5 d4 cxd4 c3 dxc3 Nxc3 Nc6 Nf3 e6 Bc4 Qc7 O-O Nf6 Qe2 Ng4 h3');
const qga = fenAfter('d4 d5 c4 dxc4 e3 b5 a4 c6 axb5 cxb5');
const kieninger = fenAfter('d4 Nf6 c4 e5 dxe5 Ng4 Bf4 Nc6 Nf3 Bb4+ Nbd2 Qe7 a3 Ngxe5 axb4');

export function gambitTricks(defs: [string, string][]): LessonContent {
  return lesson('gambit-tricks', 'Gambit tricks', 20, [
    info(
      'A gambit gives a pawn for time. The side that takes it must develop fast and not grab more; the side that gambits must use its lead before it disappears. Both sides fall into famous traps — here are four.',
      { fen: fenAfter('e4 e5 f4'), arrows: arrows('f2f4') },
    ),
    best(
      'Black to move. The Englund Gambit trap: 1.d4 e5 2.dxe5 Nc6 3.Nf3 Qe7 4.Bf4? Qb4+ 5.Bd2 Qxb2 6.Bc3?? — punish it.',
      englund,
      uciLine(englund, 'Bb4'),
      '6…Bb4! pins the bishop on c3: after 7.Qd2 Bxc3 8.Qxc3 Qc1# the queen mates on the back rank.',
    ),
    best(
      'Black to move. The Lasker trap in the Albin Countergambit: 1.d4 d5 2.c4 e5 3.dxe5 d4 4.e3? Bb4+ 5.Bd2 dxe3 6.Bxb4?? — strike.',
      lasker,
      uciLine(lasker, 'exf2+'),
      '6…exf2+! 7.Ke2 fxg1=N+! — the pawn becomes a knight with check, and if 8.Rxg1 the bishop checks from g4 and then takes the queen on d1.',
    ),
    choose(
      'Why do gambits win so many games at club level?',
      [
        '*The player who grabs the pawn often falls behind in development',
        'A pawn is worth nothing in the opening',
        'Gambits are always sound',
      ],
      'Every move spent keeping the extra pawn is a move the other pieces do not develop.',
    ),
    match(
      'Match each opening word with its meaning.',
      defs,
      'Gambits, traps and f7: know them and you avoid them.',
    ),
    track(
      'Play through the Englund trap 1.d4 e5 2.dxe5 Nc6 3.Nf3 Qe7 4.Bf4 Qb4+ 5.Bd2 Qxb2 6.Bc3 Bb4 7.Qd2 Bxc3 8.Qxc3 Qc1# and follow Black’s queen. Where does she mate?',
      START,
      uciLine(START, 'd4 e5 dxe5 Nc6 Nf3 Qe7 Bf4 Qb4+ Bd2 Qxb2 Bc3 Bb4 Qd2 Bxc3 Qxc3 Qc1#'),
      'd8',
      'd8 → e7 → b4 → b2 → c1: the queen that grabbed the b2 pawn ends the game on c1.',
    ),
    best(
      'Black to move. The Siberian line of the Smith-Morra Gambit: 9.h3? attacks the knight on g4.',
      siberian,
      uciLine(siberian, 'Nd4'),
      '9…Nd4! hits the queen on e2 and opens the way for …Qh2#: 10.Nxd4 Qh2# or 10.hxg4 Nxe2+ — the knight on g4 was never the point.',
    ),
    arrange(
      'White to move in the Queen’s Gambit Accepted: Black held the pawn with …b5 and …c6, and after axb5 cxb5 the long diagonal is empty. Show the winning move on the board.',
      qga.split(' ')[0]!,
      fenAfter('d4 d5 c4 dxc4 e3 b5 a4 c6 axb5 cxb5 Qf3').split(' ')[0]!,
      'Q',
      'Qf3! The queen hits the rook on a8 down the long diagonal: …b5 and …c6 emptied it, and the rook falls.',
    ),
  ]);
}

const hand = (id: string, fen: string, san: string, mate: boolean): Pick => ({
  id,
  rating: 1200,
  fen,
  solution: uciLine(fen, san).split(' '),
  mate,
  themes: ['opening'],
});
/** Two more gambit traps for the unit checkpoint: the Kieninger trap and the QGA's Qf3. */
export const gambitCheckpointPicks = [
  {
    pick: hand('kieninger-trap', kieninger, 'Nd3#', true),
    task: 'The Kieninger trap in the Budapest Gambit. Finish it.',
    why: 'Nd3#: the e2 pawn cannot take, it is pinned by the queen on e7 — a smothered mate on move eight (8…Nd3#).',
    idea: 'gambit-tricks',
  },
  {
    pick: hand('qga-long-diagonal', qga, 'Qf3', false),
    task: 'Black kept the gambit pawn with …b5. Punish it.',
    why: 'Qf3 hits the rook on a8: the long diagonal is open once the b- and c-pawns have gone.',
    idea: 'gambit-tricks',
  },
];
