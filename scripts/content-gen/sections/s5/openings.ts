/*
 * Section 5's openings, by unit: each opening's name, first moves, the idea behind them and the
 * piece the move-tracking exercise follows. 05-openings-you-meet.ts builds the lessons.
 */

export interface Opening {
  id: string;
  title: string;
  name: string;
  san: string;
  idea: string;
  /** The piece to follow through the moves (its start square). */
  follow: string;
}

export const openGames: Opening[] = [
  {
    id: 'italian-game',
    title: 'The Italian Game',
    name: 'Italian Game',
    san: 'e4 e5 Nf3 Nc6 Bc4',
    idea: 'White develops the bishop to its most active diagonal, aiming at f7 — the square only the black king defends — and prepares c3 and d4 to build a big centre.',
    follow: 'f1',
  },
  {
    id: 'ruy-lopez',
    title: 'The Ruy Lopez',
    name: 'Ruy Lopez',
    san: 'e4 e5 Nf3 Nc6 Bb5',
    idea: 'White attacks the knight that defends e5. The threat is not immediate (Bxc6 and Nxe5 fails to …Qd4), but the pressure on e5 lasts the whole opening.',
    follow: 'f1',
  },
  {
    id: 'scotch-game',
    title: 'The Scotch Game',
    name: 'Scotch Game',
    san: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4',
    idea: 'White opens the centre at once: after the pawn trade the knight stands on d4 and both sides develop quickly. Open centres reward fast development.',
    follow: 'g1',
  },
  {
    id: 'four-knights-game',
    title: 'The Four Knights Game',
    name: 'Four Knights Game',
    san: 'e4 e5 Nf3 Nc6 Nc3 Nf6',
    idea: 'Both sides bring out their knights first — "knights before bishops". A solid, symmetrical start where the first tactic decides who gets the initiative.',
    follow: 'b1',
  },
];
export const e4Answers: Opening[] = [
  {
    id: 'sicilian-defence',
    title: 'The Sicilian Defence',
    name: 'Sicilian Defence',
    san: 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3',
    idea: 'Black fights for d4 with a side pawn. After the trade Black has two centre pawns against one and a half-open c-file; White has quicker development and chances on the kingside.',
    follow: 'g1',
  },
  {
    id: 'french-defence',
    title: 'The French Defence',
    name: 'French Defence',
    san: 'e4 e6 d4 d5',
    idea: 'Black prepares …d5 with …e6 and challenges the centre at once. Solid, but the light-squared bishop on c8 is hemmed in by its own pawn on e6.',
    follow: 'e7',
  },
  {
    id: 'caro-kann-defence',
    title: 'The Caro-Kann Defence',
    name: 'Caro-Kann Defence',
    san: 'e4 c6 d4 d5',
    idea: 'Like the French, Black strikes at e4 with …d5, but prepares it with …c6 so the light-squared bishop can still come out to f5 or g4.',
    follow: 'c7',
  },
  {
    id: 'scandinavian-defence',
    title: 'The Scandinavian Defence',
    name: 'Scandinavian Defence',
    san: 'e4 d5 exd5 Qxd5 Nc3',
    idea: 'Black hits e4 on move one. After the trade the queen recaptures early and White gains time by attacking her with Nc3 — Black must know a safe square for the queen.',
    follow: 'd8',
  },
];
export const d4Openings: Opening[] = [
  {
    id: 'queens-gambit',
    title: 'The Queen’s Gambit',
    name: 'Queen’s Gambit',
    san: 'd4 d5 c4 e6 Nc3 Nf6',
    idea: 'White offers the c-pawn to pull Black’s d-pawn away from the centre. With …e6 (the Declined) Black holds d5 and develops calmly.',
    follow: 'g8',
  },
  {
    id: 'london-system',
    title: 'The London System',
    name: 'London System',
    san: 'd4 d5 Bf4 Nf6 e3 e6 Nf3',
    idea: 'White puts the dark-squared bishop on f4 before playing e3, so it is not locked in, then builds the same solid set-up against almost anything.',
    follow: 'c1',
  },
  {
    id: 'kings-indian-setup',
    title: 'The King’s Indian set-up',
    name: 'King’s Indian Defence',
    san: 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6',
    idea: 'Black lets White build a big centre, fianchettoes the bishop to g7, castles, and only then strikes back with …e5 or …c5.',
    follow: 'f8',
  },
  {
    id: 'english-opening',
    title: 'The English Opening',
    name: 'English Opening',
    san: 'c4 e5 Nc3 Nf6 g3',
    idea: 'White controls d5 from the side and fianchettoes the king’s bishop to g2, where it bears down on the long diagonal.',
    follow: 'b1',
  },
];
