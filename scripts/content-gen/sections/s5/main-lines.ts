/*
 * Section 5, written by hand (issue 27: an opening's name is not something a detector can
 * check, so these lessons are not filled with mined positions): for each opening the next
 * main-line moves, the idea behind its first moves, its typical trap — a best-move exercise
 * where a Stockfish check (content:check) confirms the punishing move is clearly best, or a
 * question when the trap is a plan rather than one move — and a question on its usual plan.
 */

export interface Question {
  /** SAN from the start to the board the question is asked on, when it names moves (issue 38). */
  at?: string;
  q: string;
  right: string;
  wrong: [string, string];
  feedback: string;
}
export interface Trap {
  /** SAN from the start to the position of the trap; the learner then plays `move`. */
  setup: string;
  move: string;
  prompt: string;
  feedback: string;
}
export interface MainLine {
  /** The next two main-line moves after the lesson's moves (SAN), shown on the arrangement board. */
  next: string;
  nextFeedback: string;
  why: Question;
  trap: Trap | Question;
  plan: Question;
}

export const mainLines: Record<string, MainLine> = {
  'italian-game': {
    next: 'Bc5 c3',
    nextFeedback:
      '3…Bc5 4.c3: the Giuoco Piano. c3 prepares d4 to build a big centre and gives the queen b3.',
    why: {
      q: 'Why does the bishop go to c4 in the Italian Game?',
      right: 'It aims at f7, which only the king defends',
      wrong: ['It defends the e4 pawn', 'It prepares castling on the queenside'],
      feedback:
        'From c4 the bishop stares at f7; the knight jump to g5 and the Fried Liver Attack aim there too.',
    },
    trap: {
      setup: 'e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7',
      move: 'Qxg2',
      prompt:
        'The Blackburne Shilling: after 3…Nd4 4.Nxe5 Qg5 5.Nxf7 the knight on f7 attacks the queen on g5 and the rook on h8, but it is Black to move: strike first.',
      feedback:
        '5…Qxg2! hits the rook on h1; after 6.Rf1 Qxe4+ 7.Be2 Nf3# the knight mates. On move four White should have taken the knight on d4 or castled, not grabbed e5.',
    },
    plan: {
      q: 'In the Italian, what is White’s plan with c3 and d4?',
      right: 'Build a pawn centre on d4 and e4 and push Black’s pieces back',
      wrong: ['Trade the queens on d8', 'Castle queenside and push the h-pawn'],
      feedback:
        'c3 supports d4; if Black takes on d4, cxd4 leaves White two pawns in the centre and the bishop on c5 is hit.',
    },
  },
  'ruy-lopez': {
    next: 'a6 Ba4',
    nextFeedback:
      '3…a6 4.Ba4: the Morphy Defence. The bishop keeps the pin on c6 in reserve instead of trading.',
    why: {
      at: 'e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6',
      q: 'After 3…a6 4.Bxc6 dxc6, why does 5.Nxe5 not simply win a pawn?',
      right: '5…Qd4 forks the knight and the e4 pawn',
      wrong: ['The king recaptures on e5', 'The knight on e5 is pinned'],
      feedback:
        'After 5.Nxe5 Qd4! the queen hits the knight on e5 and the pawn on e4 at once: 6.Nf3 Qxe4+ and Black has the pawn back.',
    },
    trap: {
      setup: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 d6 d4 b5 Bb3 Nxd4 Nxd4 exd4 Qxd4',
      move: 'c5',
      prompt:
        'Noah’s Ark trap: White has just taken on d4 with the queen. Black to move: trap the bishop.',
      feedback:
        '8…c5! The queen must leave d4, and 9…c4 then shuts the bishop on b3 in a cage of pawns on a6, b5 and c4 — Noah’s Ark.',
    },
    plan: {
      q: 'In the main Ruy Lopez White plays c3 and d4. What is the aim?',
      right: 'A strong pawn centre on d4 and e4, and lasting pressure on e5',
      wrong: ['An early queen trade', 'A quick a4–a5 to win the a6 pawn'],
      feedback:
        'c3 prepares d4 and keeps Black’s knight out of d4; the bishop on b3 (after …b5) aims at f7 from afar.',
    },
  },
  'scotch-game': {
    next: 'Bc5 Be3',
    nextFeedback: '4…Bc5 5.Be3: the bishop on c5 attacks the knight on d4, and Be3 defends it.',
    why: {
      q: 'The Scotch Game went 3.d4 exd4 4.Nxd4. What did White’s third move do?',
      right: 'It opens the centre at once and challenges e5',
      wrong: ['It defends the e4 pawn', 'It prepares castling on the queenside'],
      feedback:
        'After 3…exd4 4.Nxd4 White has a pawn on e4 against none in the centre, and open lines for quick development.',
    },
    trap: {
      at: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Qh4',
      q: 'Scotch: 4…Qh4 attacks e4. Why is 5.Nb5 a good answer?',
      right: 'It threatens Nxc7+, forking the king and the rook on a8',
      wrong: ['It attacks the queen on h4', 'It defends the e4 pawn'],
      feedback:
        '5.Nb5 hits c7, so Black must spend a move on that threat instead of calmly taking on e4.',
    },
    plan: {
      at: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nxc6 bxc6 e5',
      q: 'In the Scotch, after 4…Nf6 5.Nxc6 bxc6 6.e5, what does the e5 pawn do?',
      right: 'It drives the f6 knight away and cramps Black',
      wrong: ['It prepares e6 and mate', 'It opens the e-file for White’s rooks'],
      feedback:
        'e5 gains space and chases the knight from f6; Black answers with …Qe7 or …Nd5 and strikes with …d6.',
    },
  },
  'four-knights-game': {
    next: 'Bb5 Bb4',
    nextFeedback:
      '4.Bb5 Bb4: the Spanish Four Knights. Both bishops pin against the knights on c3 and c6.',
    why: {
      q: 'Why does the Four Knights bring out both knights first?',
      right: 'Knights have one or two good squares; bishops wait to see where they belong',
      wrong: ['Bishops may not move before knights', 'Knights are worth more than bishops'],
      feedback:
        'Nf3 and Nc3 are almost always right; the best diagonals for the bishops depend on the pawns.',
    },
    trap: {
      at: 'e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Nd4 Nxe5',
      q: 'After 4.Bb5 Nd4 5.Nxe5, which reply gives Black the better game?',
      right: '5…Qe7, hitting the knight on e5 and then e4',
      wrong: ['5…Nxb5, taking the bishop first', '5…d6, chasing the knight'],
      feedback:
        'Rubinstein’s 5…Qe7! 6.Nf3 Nxb5 7.Nxb5 Qxe4+ wins the pawn back with check and the bishop pair.',
    },
    plan: {
      q: 'What often decides the symmetrical Four Knights?',
      right: 'Who opens the centre first, with d4 or …d5',
      wrong: ['Who castles queenside first', 'Who pushes the h-pawn first'],
      feedback:
        'In symmetrical positions the first side to break in the centre with d4 or …d5 takes the initiative.',
    },
  },
  'sicilian-defence': {
    next: 'a6 Be3',
    nextFeedback:
      '5…a6 6.Be3: the Najdorf. …a6 keeps White’s knights and bishop off b5 and prepares …e5 or …b5.',
    why: {
      q: 'What did Black gain by trading the c-pawn for White’s d-pawn?',
      right: 'Two centre pawns against one, and the half-open c-file',
      wrong: ['A lead in development', 'A safe king in the centre'],
      feedback:
        'By taking on d4 with the c-pawn Black keeps the d- and e-pawns against White’s e-pawn, and the c-file opens for Black’s rooks.',
    },
    trap: {
      q: 'In the Open Sicilian, where is the fight usually fought?',
      right: 'White attacks on the kingside, Black on the queenside along the c-file',
      wrong: [
        'Both sides attack on the kingside',
        'Nowhere: the centre is closed and nothing happens',
      ],
      feedback:
        'Opposite wings: White’s pawns storm the kingside while Black’s rooks and …b5 press on the c-file and the queenside.',
    },
    plan: {
      q: 'Why does Black often play …e5 in the Sicilian?',
      right: 'To gain space and chase the knight from d4, at the cost of a hole on d5',
      wrong: ['To open the long diagonal for the queen', 'To free the rook on h8'],
      feedback:
        '…e5 drives the d4 knight away; White answers by fighting for the weakened d5 square.',
    },
  },
  'french-defence': {
    next: 'Nc3 Bb4',
    nextFeedback: '3.Nc3 Bb4: the Winawer. The bishop pins the knight that defends e4.',
    why: {
      q: 'Which black piece is the French Defence’s problem piece?',
      right: 'The light-squared bishop on c8, behind the e6 pawn',
      wrong: ['The knight on g8', 'The rook on a8'],
      feedback:
        'With pawns on e6 and d5 on light squares, the c8 bishop is bad; Black frees it with …b6 and …Ba6, or trades it.',
    },
    trap: {
      setup: 'e4 e6 d4 d5 e5 c5 c3 Nc6 Nf3 Qb6 Bd3 cxd4 cxd4 Nxd4 Nxd4 Qxd4',
      move: 'Bb5+',
      prompt: 'Advance French: 6.Bd3 cxd4 7.cxd4 Nxd4? 8.Nxd4 Qxd4?? White to move wins the queen.',
      feedback:
        '9.Bb5+! The bishop checks and opens the d-file: whatever Black puts in the way, Qxd4 takes the queen. The Milner-Barry trap.',
    },
    plan: {
      at: 'e4 e6 d4 d5 e5',
      q: 'After 3.e5 (the Advance), where does Black strike?',
      right: 'At the base of the pawn chain: …c5 against d4, later …f6 against e5',
      wrong: ['At e5 at once with …Nc6–e5', 'Down the h-file with …h5–h4'],
      feedback: 'A pawn chain is attacked at its base: …c5 hits d4, the pawn that holds e5.',
    },
  },
  'caro-kann-defence': {
    next: 'Nc3 dxe4',
    nextFeedback:
      '3.Nc3 dxe4 4.Nxe4 is the Classical main line; Black then develops the bishop with …Bf5.',
    why: {
      q: 'Why does Black prepare …d5 with …c6 rather than …e6?',
      right: 'The c8 bishop stays free to come out to f5 or g4',
      wrong: ['…c6 attacks the e4 pawn', '…c6 prepares castling on the queenside at once'],
      feedback:
        '…c6 supports d5 without shutting in the light-squared bishop: the difference from the French.',
    },
    trap: {
      setup: 'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Qe2 Ngf6',
      move: 'Nd6#',
      prompt: 'Caro-Kann: after 4…Nd7 5.Qe2 Ngf6?? White to move wins at once.',
      feedback:
        '6.Nd6#! The e7 pawn cannot take: the queen on e2 pins it to the king — a smothered mate on move six.',
    },
    plan: {
      q: 'Where does Black’s light-squared bishop belong in the Caro-Kann?',
      right: 'Outside the pawn chain, on f5 or g4, before …e6',
      wrong: ['On c8 until the endgame', 'On b7 after …b6'],
      feedback:
        'Develop the bishop first, then play …e6: the pawns on c6, d5 and e6 then stand behind an active bishop.',
    },
  },
  'scandinavian-defence': {
    next: 'Qa5 d4',
    nextFeedback:
      '3…Qa5 4.d4: the queen steps off the d-file; White takes the centre with gain of space.',
    why: {
      q: 'What does 3.Nc3 do in the Scandinavian?',
      right: 'It develops a piece and attacks the queen, gaining time',
      wrong: ['It pins the queen against the black king', 'It threatens Nb5 and Nxc7+ at once'],
      feedback:
        '3.Nc3 develops with tempo: the queen must move again while White brings out another piece. A knight jumps, so it cannot hold the queen against her king; and Nb5 would walk into the queen, which guards b5 along the fifth rank.',
    },
    trap: {
      setup: 'e4 d5 exd5 Qxd5 Nc3 Qc6',
      move: 'Bb5',
      prompt:
        'Scandinavian: 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qc6?! — chased by the knight, the queen chose c6: off the d-file and out of the knight’s reach. White to move: show why it is not safe.',
      feedback:
        '4.Bb5! pins the queen to the king on e8 along b5–c6–d7–e8 (the d-pawn has left d7): Black must give the queen for the bishop. The safe homes are a5, d6 and d8.',
    },
    plan: {
      at: 'e4 d5 exd5 Qxd5 Nc3 Qa5',
      q: 'What is Black’s usual set-up after 3…Qa5?',
      right: '…Nf6, …c6 and …Bf5 or …Bg4: develop and give the queen a retreat',
      wrong: ['…f5 and …g5 to attack at once', '…Qxa2 to grab a pawn'],
      feedback:
        '…c6 gives the queen a retreat to c7, and the light-squared bishop comes out before …e6.',
    },
  },
  'queens-gambit': {
    next: 'Bg5 Be7',
    nextFeedback:
      '4.Bg5 Be7: the Orthodox Queen’s Gambit Declined. The bishop on e7 breaks the pin on f6.',
    why: {
      q: 'Is the Queen’s Gambit a real gambit?',
      right: 'Not really: after 2…dxc4 White wins the pawn back with e3 and Bxc4',
      wrong: [
        'Yes, White stays a pawn down for an attack',
        'Yes, White gives a piece for the centre',
      ],
      feedback:
        'If Black takes on c4, White plays e3 and takes the pawn back with the bishop; holding it with …b5 leaves Black weak on the queenside.',
    },
    trap: {
      setup: 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Nbd7 cxd5 exd5 Nxd5',
      move: 'Nxd5',
      prompt: 'The Elephant trap: 4.Bg5 Nbd7 5.cxd5 exd5 6.Nxd5?? — Black to move.',
      feedback:
        '6…Nxd5! If 7.Bxd8 Bb4+ 8.Qd2 Bxd2+ 9.Kxd2 Kxd8 and Black is a piece up: the queen on d8 was bait, the pin on f6 was not a real pin.',
    },
    plan: {
      q: 'In the Queen’s Gambit Declined, what is Black’s freeing move?',
      right: '…c5 or …e5, to challenge White’s centre once the pieces are out',
      wrong: ['…g5, to chase the bishop', '…a5, to gain space on the queenside'],
      feedback:
        'Black is solid but cramped; a timely …c5 (or …e5) frees the game and opens lines for the c8 bishop.',
    },
  },
  'london-system': {
    next: 'c5 c3',
    nextFeedback:
      '4…c5 5.c3: White supports d4 with c3 and keeps the solid pawn triangle c3–d4–e3.',
    why: {
      q: 'Why does the bishop go to f4 before e3 in the London?',
      right: 'After e3 the c1 bishop would be shut in behind its own pawns',
      wrong: ['f4 defends the king', 'The bishop attacks f7 from f4'],
      feedback:
        'Bf4 first, then e3: the dark-squared bishop stands outside the pawn chain instead of bad inside it.',
    },
    trap: {
      at: 'd4 d5 Bf4 Nf6 e3 e6 Nf3 c5 c3 Qb6',
      q: 'Black’s 5…Qb6 in the London hits which weak point?',
      right: 'b2, left without a defender when the c1 bishop went to f4',
      wrong: ['f2, next to the king', 'd4, the head of White’s pawn triangle'],
      feedback:
        'Once the bishop leaves c1, b2 has no defender: answer …Qb6 with Qb3 or Qc1, not with a careless developing move. f2 is out of the queen’s reach (Black’s own pawn on c5 blocks the diagonal), and d4 is guarded by the pawns on c3 and e3 and the knight on f3.',
    },
    plan: {
      q: 'Where does White’s king’s knight often head in the London?',
      right: 'To e5, backed by the d4 pawn',
      wrong: ['To h4, on the rim', 'To a3, behind the pawns'],
      feedback:
        'From e5 the knight eyes f7 and d7; the d4 pawn guards it and f4 can support it later.',
    },
  },
  'kings-indian-setup': {
    next: 'Nf3 O-O',
    nextFeedback: '5.Nf3 O-O: Black castles before striking at the centre.',
    why: {
      q: 'Why does Black let White build a big centre in the King’s Indian?',
      right: 'To attack it later with …e5 or …c5 while the g7 bishop bites on the long diagonal',
      wrong: ['Black does not need the centre at all', 'To trade the queens quickly'],
      feedback:
        'Hypermodern play: invite the centre, then strike at it; the g7 bishop x-rays d4 and b2.',
    },
    trap: {
      q: 'With the centre closed by …e5 and d5, where does Black attack?',
      right: 'On the kingside, with …Nh5 or …Ne8 and the break …f5',
      wrong: ['On the queenside, with …a5 and …b5 only', 'Along the open e-file'],
      feedback:
        'The black pawns point to the kingside: …f5 is the key break, while White presses on the queenside with c5.',
    },
    plan: {
      q: 'What does the fianchettoed bishop on g7 do?',
      right: 'It guards the king and aims down the long diagonal at d4 and b2',
      wrong: ['It attacks f2', 'It protects the pawn on c7'],
      feedback:
        'The g7 bishop is Black’s best piece: it watches the long diagonal and shelters the castled king.',
    },
  },
  'english-opening': {
    next: 'd5 cxd5',
    nextFeedback: '3…d5 4.cxd5: a reversed Sicilian. Black recaptures on d5 with the knight.',
    why: {
      q: 'What is White’s g3 for in the English?',
      right: 'To put the bishop on g2, on the long diagonal toward d5 and b7',
      wrong: ['To attack with g4–g5', 'To guard the f2 pawn'],
      feedback:
        'The bishop on g2 hits d5 and b7; with c4 and Nc3 it builds the English grip on d5.',
    },
    trap: {
      q: 'The English is called a “reversed Sicilian”. Why?',
      right: 'White plays c4 against …e5, like Black’s …c5 against e4, with a move more',
      wrong: [
        'White uses the Sicilian moves with Black’s pieces',
        'It always transposes into a Sicilian',
      ],
      feedback:
        '1.c4 e5 mirrors 1.e4 c5: White has the Sicilian set-up and an extra tempo to use it.',
    },
    plan: {
      q: 'Which central square does the English fight for most?',
      right: 'd5',
      wrong: ['a5', 'h5'],
      feedback:
        'The c-pawn, the knight on c3 and the bishop on g2 all aim at d5, the square Black wants for a pawn or a piece.',
    },
  },
};
