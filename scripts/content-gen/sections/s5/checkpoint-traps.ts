import type { Trap } from './main-lines.ts';

/*
 * The unit checkpoints' positions to play (issue 38: a checkpoint tests the unit on positions
 * none of its lessons shows): for an opening, another well-known trap or typical move of the
 * same opening, reached by playing `setup` from the start. Each move was checked with Stockfish
 * 15.1 at depth 16 to 20 (clearly best, the content check's margin) and is checked again by
 * content:check, which also finds the refutation of every plausible wrong move.
 */
export const checkpointTraps: Record<string, Trap> = {
  'italian-game': {
    setup: 'e4 e5 Nf3 Nc6 Bc4 d6 Nc3 Bg4 h3 Bh5 Nxe5 Bxd1',
    move: 'Bxf7+ Ke7 Nd5#',
    prompt:
      'The Légal pattern in the Italian: 3…d6 4.Nc3 Bg4 5.h3 Bh5? 6.Nxe5 Bxd1?? — Black has taken the queen. White to move: mate in two.',
    feedback:
      '7.Bxf7+ Ke7 8.Nd5#: the king’s only square was e7 (the knight on e5 covers d7), and the second knight mates from d5. The queen was bait: taking the knight on e5 instead would have cost Black only a pawn.',
  },
  'ruy-lopez': {
    setup: 'e4 e5 Nf3 Nc6 Bb5 Nf6 d3 Ne7 Nxe5',
    move: 'c6',
    prompt:
      'Ruy Lopez, Mortimer’s line: 3…Nf6 4.d3 Ne7 5.Nxe5? — the knight left c6 on purpose, and White took the pawn. Black to move: win a piece.',
    feedback:
      '5…c6! hits the bishop on b5, and the queen is ready to check on a5. After 6.Ba4 (or 6.Bc4) Qa5+ 7.Nc3 Qxe5 Black is a piece up; White’s best is 6.Nxf7 Kxf7, a knight for two pawns.',
  },
  'four-knights-game': {
    setup:
      'e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 d6 d4 Bd7 O-O Be7 Re1 O-O Bxc6 Bxc6 dxe5 dxe5 Qxd8 Raxd8 Nxe5 Bxe4 Nxe4 Nxe4 Nd3 f5 f3 Bc5+ Nxc5 Nxc5',
    move: 'Bg5',
    prompt:
      'A line Tarrasch made famous, from the Spanish Four Knights: 4…d6 5.d4 Bd7 6.O-O Be7 7.Re1 O-O?? 8.Bxc6 Bxc6 9.dxe5 dxe5 10.Qxd8 Raxd8 11.Nxe5 Bxe4 12.Nxe4 Nxe4 13.Nd3 f5 14.f3 Bc5+ 15.Nxc5 Nxc5. White to move wins material.',
    feedback:
      '16.Bg5! hits the rook on d8, and Be7 is coming, forking the rook on f8 and the knight on c5: after 16…Rd5 17.Be7 Rf7 18.c4 White wins the exchange. Castling on move seven left e5 without enough guards once White took on c6.',
  },
  'french-defence': {
    setup: 'e4 e6 d4 d5 e5 c5 c3 Nc6 Nf3 Qb6 Bd3 cxd4 cxd4 Bd7 Be3',
    move: 'Qxb2',
    prompt:
      'Advance French: 5…Qb6 6.Bd3 cxd4 7.cxd4 Bd7 8.Be3? — White guards d4 once more with the bishop. Black to move: punish it.',
    feedback:
      '8…Qxb2! The queen on b6 was hitting d4 and b2, and the bishop left c1, the square from which it guarded b2. After 9.Nbd2 Nb4 the knight joins in against d3 and c2: Black is a clean pawn up and White’s king is still in the centre.',
  },
  'caro-kann-defence': {
    setup: 'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Bc4 Ngf6 Ng5 e6 Qe2 h6',
    move: 'Nxf7',
    prompt:
      'Caro-Kann: 4…Nd7 5.Bc4 Ngf6 6.Ng5 e6 7.Qe2 h6?? — Black chases the knight. White to move: strike at the weak point.',
    feedback:
      '8.Nxf7! The knight forks the queen on d8 and the rook on h8. Taking it loses at once: 8…Kxf7 9.Qxe6+ Kg6 10.Bd3+ Kh5 11.Qh3#.',
  },
  'scandinavian-defence': {
    setup: 'e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Bg5',
    move: 'Qxg5',
    prompt:
      'Scandinavian: 3…Qa5 4.d4 Nf6 5.Bg5? — White develops the bishop and hits the knight on f6. Black to move.',
    feedback:
      '5…Qxg5! From a5 the queen looks along the fifth rank as well as down the diagonal to e1: b5, c5, d5, e5 and f5 are empty, so the bishop on g5 was hanging. Black is a whole bishop up.',
  },
  'queens-gambit': {
    setup: 'd4 d5 c4 Bf5 Qb3 Nc6',
    move: 'cxd5',
    prompt:
      'Queen’s Gambit, Baltic Defence: 1.d4 d5 2.c4 Bf5 3.Qb3 Nc6? — the queen on b3 hits b7, which the bishop left unguarded, and Black does nothing about it. White to move.',
    feedback:
      '4.cxd5! hits the knight on c6, and the b7 pawn still hangs: 4…Na5 or 4…Nxd4 runs into 5.Qa4+, and after 4…Nb8 White is a clean pawn up with the better centre. The Queen’s Gambit’s c-pawn is there to take on d5.',
  },
  'london-system': {
    setup: 'd4 d5 Bf4 c5 e3 Qb6 Nc3 a6',
    move: 'Nxd5',
    prompt:
      'London System: 1.d4 d5 2.Bf4 c5 3.e3 Qb6 4.Nc3 a6?! — White left b2 to its fate, and Black keeps the knight out of b5. White to move.',
    feedback:
      '5.Nxd5! Nothing guarded d5 any more. The knight takes it with gain of time against the queen on b6, and Nc7+, backed by the bishop on f4, is coming: Black loses the queen for the knight (5…Qd8 6.Nc7+ Qxc7 7.Bxc7) or the rook on a8.',
  },
};
