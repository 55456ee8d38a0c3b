/*
 * Positions for the lessons on a positional idea (issue 38, part 1; ADR 0049), composed for this
 * course as a chess teacher composes them — a pawn structure from master play (the Sicilian's hole
 * on d5, the French advance chain, the fianchetto without its bishop, the isolated pawn of a rook
 * ending), pieces set so the idea is the natural plan — and the castling positions of the main
 * opening lines (Italian, Ruy Lopez, Queen's Gambit Declined, King's Indian), not mined from the
 * puzzle set. Each was checked with Stockfish before it went in (depth 16, MultiPV 5): the move
 * is one of the engine's best (within 60 cp of its first choice), other moves keep the balance,
 * it is neither a check nor a capture, and its line wins no material within 6 plies. The content
 * check re-proves each of these from the engine cache (strategy-rule.ts). A board marked
 * "colours reversed" is an earlier board with the colours swapped — a new position, the same idea
 * for the other side.
 *
 * `wrong` are the other options of the which-move question: plausible moves of the same kind that
 * do not carry out the idea; the build attaches the engine's refutation of each.
 */
export interface Composed {
  fen: string;
  /** The idea's move, in SAN. */
  san: string;
  /** Why the move is the idea, true of this board: the right-answer feedback. */
  why: string;
  /** Three plausible moves that do not carry out the idea (SAN). */
  wrong: [string, string, string];
  /** Where the position comes from. */
  source: string;
}

const c = (
  fen: string,
  san: string,
  wrong: [string, string, string],
  why: string,
  source = 'composed',
): Composed => ({ fen, san, wrong, why, source });

export const composed: Record<string, Composed[]> = {
  outpost: [
    c(
      '2r3k1/pp2bppp/3p4/2p1p3/2P1P3/2N5/PP3PPP/3R2K1 w - - 0 1',
      'Nd5',
      ['Nb5', 'Na4', 'Ne2'],
      'Black’s c- and e-pawns stand on c5 and e5 and cannot go back to c6 or e6, so no black pawn can ever attack d5, and the pawns on c4 and e4 guard it. The knight on d5 eyes b6, c7, e7 and f6 and cannot be chased away; the bishop on e7 is hemmed in by its own pawns.',
      'composed: the Maróczy-type bind (pawns c4 and e4 against c5, d6 and e5)',
    ),
    c(
      'r4rk1/1p2bppp/p1np4/4p3/4P3/1NN5/PPP2PPP/R4RK1 w - - 0 1',
      'Nd5',
      ['Na4', 'Nb5', 'Nc5'],
      'The Sicilian’s hole: with Black’s pawns on d6 and e5 and no c-pawn, no black pawn can ever attack d5, and the pawn on e4 guards it. From d5 the knight hits e7 and c7, and the bishop on e7 is the piece that must keep watch.',
      'composed: the Sicilian structure after …e5 (pawns d6 and e5, White’s knights on b3 and c3)',
    ),
    c(
      'r4rk1/pp2bppp/3p4/2p1p3/2P1P3/2N5/PP3PPP/R4RK1 w - - 0 1',
      'Nd5',
      ['Nb5', 'Na4', 'Ne2'],
      'd5 is in Black’s half, guarded by the pawns on c4 and e4, and Black’s c- and e-pawns on c5 and e5 can never return to attack it: an outpost. The knight settles there for good and presses on e7 and b6.',
      'composed: the Maróczy-type bind with rooks on',
    ),
    c(
      'r5k1/pp2bppp/3p4/2p1p3/2P1P3/2N5/PP3PPP/R5K1 w - - 0 1',
      'Nd5',
      ['Nb5', 'Na4', 'Ne2'],
      'No black pawn can ever reach c6 or e6 to challenge d5 — the c- and e-pawns stand on c5 and e5 — and two white pawns guard it. A knight on d5 against a bishop shut in by its own pawns on dark squares is a lasting plus.',
      'composed: the same bind with one rook each',
    ),
    c(
      'r1r3k1/pp2bppp/3p4/2p1p3/2P1P3/2N5/PP3PPP/R1R3K1 w - - 0 1',
      'Nd5',
      ['Nb5', 'Na4', 'Ne2'],
      'd5 is an outpost: guarded by c4 and e4, out of reach of every black pawn. The knight there covers b6, c7, e7 and f6, and no black piece can drive it off without giving itself up.',
      'composed: the same bind, rooks on the queenside',
    ),
    c(
      '3r2k1/pp2bppp/3p4/2p1p3/2P1P3/2N5/PP3PPP/3R2K1 w - - 0 1',
      'Nd5',
      ['Nb5', 'Na4', 'Ne2'],
      'The knight goes to the square no black pawn can ever attack, guarded by its own pawns. It also blocks the d-file, so the pawn on d6 stays weak behind it.',
      'composed: the same bind, rooks on the d-file',
    ),
    c(
      'r5k1/pp3ppp/2n5/2p1p3/2P1P3/3P4/PP2BPPP/R5K1 b - - 0 1',
      'Nd4',
      ['Nb4', 'Nd8', 'Na5'],
      'For Black the hole is on d4: White’s c- and e-pawns stand on c4 and e4 and cannot go back, so no white pawn can ever attack the square, and the pawns on c5 and e5 guard it. The knight there eyes e2, c2 and b3.',
      'composed: colours reversed from the bind with one rook each',
    ),
  ],
  'open-file': [
    c(
      'r5k1/pp3ppp/2p5/4p3/4P3/2P5/PP3PPP/5RK1 w - - 0 1',
      'Rd1',
      ['Rb1', 'Re1', 'Rc1'],
      'The d-file is the only open file, and whoever takes it first owns it: after Rd1 the rook threatens Rd7, and Black’s rook on a8 is too late to contest it.',
      'composed: a symmetrical structure with one open file',
    ),
    c(
      '5rk1/pp3ppp/2p5/4p3/4P3/2P5/PP3PPP/R5K1 b - - 0 1',
      'Rd8',
      ['Re8', 'Rb8', 'Rc8'],
      'No pawn stands on the d-file: Black’s rook takes it first and heads for d2, White’s rook on a1 is two moves away from contesting it.',
      'composed: a symmetrical structure with one open file',
    ),
    c(
      'r5k1/1p3ppp/p1p5/4p3/4P3/2P5/PP3PPP/1R4K1 w - - 0 1',
      'Rd1',
      ['Rc1', 'Re1', 'Rf1'],
      'The d-file is open, and the rook on b1 gets there first; next comes Rd6 or Rd7 into Black’s position.',
      'composed: one open file, the rooks on the wings',
    ),
    c(
      'r4rk1/pp3ppp/2p1b3/4p3/4P3/2P1B3/PP3PPP/R4RK1 w - - 0 1',
      'Rfd1',
      ['Rfe1', 'Rfc1', 'Rab1'],
      'The d-file is the only open file. Rfd1 takes it and keeps the rook on a1 ready to double behind it.',
      'composed: one open file with bishops on',
    ),
    c(
      'r2r2k1/pp3ppp/2p1b3/4p3/4P3/2P1B3/PP3PPP/R4RK1 w - - 0 1',
      'Rfd1',
      ['Rfe1', 'Rfc1', 'Rab1'],
      'Black already has a rook on the d-file; Rfd1 meets it there. Leaving the file to Black would let …Rd3 or …Rd2 come in.',
      'composed: the open file contested',
    ),
    c(
      '1r4k1/pp3ppp/2p1b3/4p3/4P3/2P1B3/PP3PPP/5RK1 w - - 0 1',
      'Rd1',
      ['Re1', 'Rc1', 'Rb1'],
      'The d-file has no pawns on it and neither rook is there yet. Rd1 takes it first and keeps Black’s rook out of d8 and d2.',
      'composed: one open file, one rook each',
    ),
  ],
  'seventh-rank': [
    c(
      'r5k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1',
      'Rd7',
      ['Rd6', 'Rd4', 'Rc1'],
      'Rd7 reaches Black’s second rank: it attacks the pawns on b7 and f7, which have not moved and can only be guarded by pieces, and the king on g8 is shut in on the back rank.',
      'composed: a rook ending with one open file',
    ),
    c(
      'r5k1/pp3ppp/2p5/8/8/2P5/PP3PPP/3R2K1 w - - 0 1',
      'Rd7',
      ['Rd6', 'Rd4', 'Rd2'],
      'On d7 the rook attacks b7 and f7 along the seventh, and Black’s rook on a8 must go passive to defend them.',
      'composed: a rook ending with one open file',
    ),
    c(
      'r5k1/p4ppp/1p6/8/8/1P6/P4PPP/3R2K1 w - - 0 1',
      'Rd7',
      ['Rd6', 'Rd4', 'Rd3'],
      'Rd7 attacks a7 and f7, both pawns still on their first squares, and keeps the king on g8 on the back rank.',
      'composed: a rook ending with one open file',
    ),
    c(
      'r5k1/pp3ppp/8/8/8/8/PP3PPP/2R3K1 w - - 0 1',
      'Rc7',
      ['Rc6', 'Rc4', 'Rd1'],
      'The c-file leads to the seventh: Rc7 hits b7 and f7 and ties Black’s rook to their defence.',
      'composed: a rook ending with the c-file open',
    ),
    c(
      '1r4k1/p4ppp/1p6/8/8/1P6/P4PPP/2R3K1 w - - 0 1',
      'Rc7',
      ['Rc6', 'Rc4', 'Rd1'],
      'Rc7 attacks a7 and f7 from Black’s second rank, and the king on g8 cannot come up to help while the rook is there.',
      'composed: a rook ending with the c-file open',
    ),
  ],
  'weak-squares': [
    c(
      'r4rk1/pp3p1p/2n1p1p1/q7/3B4/2P2Q2/P4PPP/R4RK1 w - - 0 1',
      'Bf6',
      ['Be3', 'Bc5', 'Be5'],
      'Black’s g-pawn has moved to g6 and the dark-squared bishop is gone, so f6 and h6 are holes next to the king: no black pawn can ever attack them. The bishop settles on f6, and Qf4–h6 is the threat.',
      'composed: the fianchetto without its bishop',
    ),
    c(
      'r4rk1/pp3p1p/2n1p1p1/q7/3B4/2P2Q1P/P4PP1/R4RK1 w - - 0 1',
      'Bf6',
      ['Be3', 'Bc5', 'Be5'],
      'f6 is a hole beside Black’s king — the g-pawn has gone to g6 and the e-pawn to e6 — so nothing can chase the bishop away. From f6 it covers g7 and h8 for the queen.',
      'composed: the fianchetto without its bishop',
    ),
    c(
      'r4rk1/p4pp1/2p2q1p/3b4/Q7/2N1P1P1/PP3P1P/R4RK1 b - - 0 1',
      'Bf3',
      ['Be4', 'Bc4', 'Be6'],
      'The hole on f3 sits beside White’s king: the g-pawn has moved to g3 and the e-pawn to e3, so no pawn can drive the bishop away.',
      'composed: colours reversed from the fianchetto without its bishop',
    ),
    c(
      '1kr4r/1pp4p/p1q2p2/4b3/7Q/1P1P1N2/P1P3PP/1KR4R b - - 0 1',
      'Bc3',
      ['Bd4', 'Bd6', 'Bf4'],
      'White’s king has castled long and its b-pawn stands on b3: c3 is a hole two squares from the king on b1 that no white pawn can ever attack. The bishop settles there, close to the king.',
      'composed: colours and wings reversed from the fianchetto without its bishop',
    ),
  ],
  'good-and-bad-bishops': [
    c(
      'r5k1/pp3ppp/2b1p3/3pP3/3P4/P7/1P3PPP/R4BK1 w - - 0 1',
      'Bd3',
      ['Bb5', 'Ba6', 'Rc1'],
      'White’s centre pawns stand on dark squares (d4, e5), so the light-squared bishop is the good one; from f1 it sees little, from d3 it covers the whole b1–h7 diagonal. Black’s bishop on c6 is the bad one, blocked by d5 and e6.',
      'composed: the French advance structure',
    ),
    c(
      '2r3k1/pp3ppp/2b1p3/3pP3/3P4/P7/1P3PPP/2R2BK1 w - - 0 1',
      'Bd3',
      ['Bb5', 'Ba6', 'Rc5'],
      'The good bishop comes to life: the pawns on d4 and e5 leave the light squares free, and on d3 the bishop aims at h7. Black’s bishop is stuck behind its own pawns on d5 and e6.',
      'composed: the French advance structure',
    ),
    c(
      'r5k1/pp1b1ppp/4p3/3pP3/3P4/P7/1P3PPP/R4BK1 w - - 0 1',
      'Bd3',
      ['Ba6', 'Rc1', 'Kh1'],
      'With White’s pawns fixed on dark squares, the light-squared bishop is good: Bd3 doubles its scope. Black’s bishop on d7 has its own pawns on e6 and d5 in the way.',
      'composed: the French advance structure',
    ),
    c(
      '6k1/pp3ppp/2b1p3/3pP3/3P4/P7/1P3PPP/5BK1 w - - 0 1',
      'Bd3',
      ['Bb5', 'Ba6', 'Kh1'],
      'Good bishop against bad: White’s pawns stand on dark squares, Black’s on light ones. Bd3 puts the good bishop on its best diagonal, where it eyes h7 and b5.',
      'composed: the French advance structure, bishops only',
    ),
    c(
      '6k1/pp3ppp/4pb2/3p4/3P4/2PB4/PP3PPP/6K1 b - - 0 1',
      'Bg5',
      ['Bd8', 'Bh4', 'Be5'],
      'Black’s pawns on d5 and e6 stand on light squares, so the dark-squared bishop is the good one. Stuck on f6 behind nothing, it gains the c1–h6 diagonal from g5; White’s bishop on d3 bites on the pawn on d5.',
      'composed: the Carlsbad-type structure',
    ),
    c(
      '5bk1/1p3ppp/p7/3p4/3Pp3/2B1P3/PP3PPP/6K1 b - - 0 1',
      'Bd6',
      ['Bb4', 'Ba3', 'f5'],
      'Black’s pawns on d5 and e4 stand on light squares, so the dark-squared bishop is good: from d6 it sweeps the b8–h2 diagonal towards White’s king. White’s bishop on c3 is hemmed in by d4 and e3.',
      'composed: colours reversed from the French advance structure',
    ),
  ],
  'king-safety': [
    c(
      'r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 2 6',
      'O-O',
      ['Kf1', 'Ke2', 'Kd2'],
      'Castle: the king leaves the centre, where the e-file may open, for g1 behind three unmoved pawns, and the rook comes to f1.',
      'Italian Game, 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.d3 Nf6 5.Nc3 O-O',
    ),
    c(
      'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5',
      'O-O',
      ['Kf1', 'Ke2', 'Kd2'],
      'Castling tucks the king behind the pawns on f2, g2 and h2 and brings the rook towards the centre in one move.',
      'Italian Game, 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.d3 Nf6',
    ),
    c(
      'r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5',
      'O-O',
      ['Kf1', 'Ke2', 'Rf1'],
      'The main line of the Ruy Lopez: 5.O-O puts the king safe on g1 before the centre opens — Black’s …Nxe4 can then be met by Re1 on the e-file.',
      'Ruy Lopez, 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6',
    ),
    c(
      'rnbqk2r/ppp1bppp/4pn2/3p2B1/2PP4/2N1P3/PP3PPP/R2QKBNR b KQkq - 0 5',
      'O-O',
      ['Kf8', 'Kd7', 'Rf8'],
      'Black castles, as in the games of the great masters of the Queen’s Gambit Declined: the king goes to g8 behind unmoved pawns before White’s pieces come out.',
      'Queen’s Gambit Declined, 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 5.e3',
    ),
    c(
      'r1bqk2r/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b kq - 1 6',
      'O-O',
      ['Kf8', 'Ke7', 'Kd7'],
      'White has castled; Black follows: the king goes to g8, away from the centre, where d3–d4 may open the e-file.',
      'Italian Game, 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d3 d6 6.O-O',
    ),
    c(
      'rnbqk2r/ppp1ppbp/3p1np1/8/2PPP3/2N2N2/PP3PPP/R1BQKB1R b KQkq - 1 5',
      'O-O',
      ['Kf8', 'Kd7', 'Rf8'],
      'The King’s Indian king goes to g8 behind the fianchettoed bishop, which shields it and eyes the centre.',
      'King’s Indian Defence, 1.d4 Nf6 2.c4 g6 3.Nc3 Bg7 4.e4 d6 5.Nf3',
    ),
  ],
  /* Pawn islands: more islands, more targets — the rook goes after the lonely pawn of an extra island. */
  'pawn-weaknesses': [
    c(
      '2r3k1/5ppp/p1p5/8/8/1P6/P4PPP/3R2K1 w - - 0 1',
      'Rd6',
      ['Rd4', 'Rd2', 'Kf1'],
      'Black has three pawn islands (a6, c6 and f7–g7–h7) against White’s two. Rd6 attacks the c6 pawn, an island on its own; the a6 pawn, another lonely island, stands behind it on the sixth rank as the next target.',
      'composed: a rook ending, three islands against two',
    ),
    c(
      '2r3k1/p4ppp/4p3/8/8/1P5P/P4PP1/3R2K1 w - - 0 1',
      'Rd7',
      ['Rd6', 'Rd4', 'Rc1'],
      'The pawn on a7 is an island on its own: no pawn can ever guard it. Rd7 attacks it, and Black’s rook must go passive to hold it.',
      'composed: a rook ending with an isolated a-pawn',
    ),
    c(
      '2r3k1/5ppp/4p3/p7/8/1P5P/P4PP1/3R2K1 w - - 0 1',
      'Rd5',
      ['Rd4', 'Rd6', 'Rd2'],
      'Black has an extra island: the pawn on a5, far from the others. Rd5 attacks it and keeps the rook active on the fifth.',
      'composed: a rook ending with an isolated a-pawn',
    ),
    c(
      '2r3k1/5ppp/p3p3/8/8/1P5P/P4PP1/3R2K1 w - - 0 1',
      'Rd6',
      ['Rd4', 'Rd2', 'Rc1'],
      'The pawn on a6 is Black’s second island and it stands alone. Rd6 attacks it along the sixth rank and presses the pawn on e6 too.',
      'composed: a rook ending with an isolated a-pawn',
    ),
  ],
  /* Endgame: the rook behind the passed pawn — several moves win, so the question names the idea. */
  'rook-behind-passed-pawn': [
    c(
      '3r2k1/5pp1/7p/P7/8/6P1/5P1P/4R1K1 w - - 0 1',
      'Ra1',
      ['Re7', 'Rb1', 'Rc1'],
      'Behind its own passed pawn the rook pushes it on: every step the a-pawn takes gives the rook on a1 more room, and Black’s rook must stand in front of the pawn, where it has less and less.',
      'composed: the outside passed pawn of a rook ending',
    ),
    c(
      '6k1/4rpp1/7p/8/p7/8/5PPP/3R2K1 b - - 0 1',
      'Ra7',
      ['Rb7', 'Rc7', 'Re2'],
      'The rook goes behind Black’s own passed pawn on a4 and pushes it from behind; White’s rook will have to stand in front of it, passive.',
      'composed: the outside passed pawn of a rook ending',
    ),
  ],
};
