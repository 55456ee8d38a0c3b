import { endLesson, endPicks, playout } from '../../endgames/kit.ts';

/* Section 7, unit "pawn-endings": races and the square, the opposition, breakthroughs, promotion races. */

export const pawnDefs: [string, string][] = [
  ['Square of the pawn', 'if the king steps inside, it catches the pawn'],
  ['Opposition', 'kings face each other with one square between'],
  ['Key squares', 'where the king must stand for the pawn to queen'],
  ['Outside passed pawn', 'a passer far from the kings that decoys the enemy king'],
];
export const [sq1, sq2, sq3, sq4] = [
  endPicks('square-run', 2, 3),
  endPicks('square-king', 2, 3),
  endPicks('square-run', 5, 1),
  endPicks('square-king', 5, 1),
];
export const pawnRaces = endLesson({
  id: 'pawn-races',
  title: 'The square of the pawn in play',
  idea: 'square-of-the-pawn',
  intro:
    'Before you push or chase, count the square: from the pawn to its promotion rank, and as wide. A king that can step inside catches the pawn; a king outside it cannot, and then the pawn just runs.',
  positions: [sq1[0]!, sq2[0]!, sq1[1]!, sq1[2]!, sq2[1]!],
  task: 'Win the race or catch the pawn: one move does it.',
  pairs: pawnDefs,
  pairsFeedback:
    'Draw the square from the pawn to its queening rank: a king inside it catches the pawn.',
  tail: [
    playout(
      'square-of-the-pawn',
      'Step 1 of 2: your pawn is outside the black king’s square. Promote it against the engine at full strength.',
      sq3[0]!.fen,
      { kind: 'promote', moves: 8 },
      'The black king never got inside the square: the pawn ran and queened.',
    ),
    playout(
      'square-of-the-pawn',
      'Step 2 of 2: now you defend. Step into the square and hold the draw against the engine at full strength.',
      sq4[0]!.fen,
      { kind: 'hold_draw', moves: 12 },
      'The king stepped inside the square in time and caught the pawn.',
    ),
  ],
});

export const opp = endPicks('opposition', 4, 10);
export const oppositionInPlay = endLesson({
  id: 'opposition-in-play',
  title: 'Opposition and key squares in play',
  idea: 'opposition',
  intro:
    'The king that reaches the key squares in front of its pawn wins; the opposition is how it gets there. Face the enemy king with one square between (or three, or five) and make it move: it must give way.',
  positions: opp.slice(0, 5),
  task: 'Take the opposition: the only winning move.',
  pairs: pawnDefs,
  pairsFeedback:
    'Take the opposition and you reach the key squares; lose it and the pawn is stopped.',
  tail: [
    playout(
      'key-squares',
      'Step 1 of 3: your king is on the sixth in front of its pawn. Promote against the engine at full strength.',
      '3k4/8/3K4/3P4/8/8/8/8 w - - 0 1',
      { kind: 'promote', moves: 10 },
      'King on d6 in front of the d5-pawn: a win whoever moves. The king kept the black king out of c7, d7 and e7 and the pawn walked home.',
    ),
    playout(
      'opposition',
      'Step 2 of 3: take the opposition and reach a key square. Promote against the engine at full strength.',
      opp[5]!.fen,
      { kind: 'promote', moves: 15 },
      'The opposition first, then a key square, then the pawn: the king led the way.',
    ),
    playout(
      'opposition',
      'Step 3 of 3: the whole ending from far away. Promote against the engine at full strength.',
      '8/8/8/5k2/8/8/5PK1/8 w - - 0 1',
      { kind: 'promote', moves: 15 },
      'Kf3 took the opposition against the king on f5, the king reached e4 or g4, and the f-pawn followed.',
    ),
  ],
});

export const bt = endPicks('lichess-breakthrough', 0, 7);
export const breakthroughs = endLesson({
  id: 'breakthroughs',
  title: 'Breakthroughs',
  idea: 'breakthrough',
  intro:
    'Pawns facing pawns can break through by sacrifice: give one pawn so that another becomes a passed pawn the enemy king cannot catch. Count the moves to promotion before you give anything.',
  positions: bt.slice(0, 5),
  task: 'Break through.',
  pairs: pawnDefs,
  pairsFeedback:
    'These are the tools of every pawn ending; a breakthrough adds one count: the moves your new passed pawn needs against the moves the enemy king needs to catch it.',
  tail: [
    playout(
      'breakthrough',
      'Break through and promote against the engine at full strength.',
      bt[5]!.fen,
      { kind: 'promote', moves: 10 },
      'The sacrifice opened the way and the new passed pawn outran the white king.',
    ),
  ],
});

export const pr = endPicks('lichess-promotion-race', 0, 9);
export const promotionRaces = endLesson({
  id: 'promotion-races',
  title: 'Advanced pawns and races',
  idea: 'promotion-race',
  intro:
    'A pawn on the sixth or seventh rank is worth a lot. Count the race: how many moves each pawn needs, whether the new queen comes with check or stops the other pawn. One tempo decides.',
  // pr[2] went: the calculation lesson of section 6 grades the same board (issue 38, rule 3).
  positions: [pr[0]!, pr[1]!, pr[8]!, pr[3]!, pr[4]!],
  // The intro's own board (pr[0] is the square to click): d6 runs, the g-pawn is a move short.
  introBoard: { fen: pr[7]!.fen, move: pr[7]!.solution[0] },
  task: 'Win the race.',
  pairs: pawnDefs,
  pairsFeedback:
    'In a race, count the moves to queen and check whether the new queen arrives with check.',
  tail: [
    playout(
      'promotion-race',
      'Win the race: promote against the engine at full strength.',
      pr[5]!.fen,
      { kind: 'promote', moves: 8 },
      'Your pawn was a tempo ahead and queened first.',
    ),
  ],
});
