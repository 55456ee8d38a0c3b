import { best, choose, findSquare, lesson, match } from '../../helpers.ts';
import {
  endLesson,
  endPicks,
  ideaInfo,
  ideaSquare as ideaSquareOf,
  playout,
} from '../../endgames/kit.ts';
import { withMainLine } from '../../engine/proof.ts';
import { composedOf, ideaQ } from './strategy-kit.ts';

/* Section 7, unit "rook-endings": cutting off, Lucena, the rook behind the pawn, Philidor. */

export const rookDefs: [string, string][] = [
  ['Lucena', 'build a bridge with the rook to shelter your king'],
  ['Philidor', 'defend on the third rank, then check from behind'],
  ['Cut off', 'the rook keeps the enemy king away from the pawn'],
  ['Rook behind the pawn', 'the best place for a rook, yours or theirs'],
];
export const cut = endPicks('lichess-cutting-off-the-king', 0, 9);
export const cuttingOff = endLesson({
  id: 'cutting-off-the-king',
  title: 'Cutting off the king',
  idea: 'cutting-off-the-king',
  intro:
    'A rook along a file or rank keeps the enemy king away from your pawn. Cut it off first, then walk the pawn up with your own king: the farther the king is cut off, the easier the win.',
  // cut[4] went: its answer won a rook within 6 plies, a tactic (issue 38, rule 1).
  positions: [...cut.slice(0, 4), cut[5]!],
  task: 'Cut the king off.',
  pairs: rookDefs,
  pairsFeedback: 'A king cut off by a file or a rank is a king that cannot stop your pawn.',
  tail: [],
});

export const lucenaFull = '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1';
export const bridgeToBuild = '1K6/1P2k3/8/8/8/8/r7/3R4 w - - 0 1';
/*
 * Lucena positions have several winning moves each (the engine scores them alike), so the
 * lesson is play-outs against full-strength defence, built up step by step, as Lichess's
 * Practice does: the bridge ready, the bridge to build, the full position, then new ones.
 * Seeing the bridge, the engine defender would rather not check, so a play-out that teaches the
 * bridge gives its proof a main line (engine/proof.ts): the checks a teacher shows, each of the
 * learner's moves keeping the win at proof depth, and the engine's own line proved as well.
 */
export const lucenaBridge = lesson('lucena-bridge', 'The Lucena bridge', 25, [
  ideaInfo(
    'Lucena: your pawn is on the seventh with your king in front of it, the enemy king cut off. Check the enemy king one file further away, put your rook on the fourth rank, bring your king out, and block the checks with the rook: you have built a bridge.',
    // The Lucena a file over: the play-outs start from lucenaFull (issue 38).
    '2K5/2P1k3/8/8/8/8/1r6/3R4 w - - 0 1',
    'd1e1',
  ),
  withMainLine(
    playout(
      'lucena',
      'Step 1 of 4: the bridge is ready on the fourth rank. Bring the king out and promote against the engine at full strength.',
      '1K6/1P2k3/8/8/3R4/8/r7/8 w - - 0 1',
      { kind: 'promote', moves: 12 },
      'Kc7, and each rook check was answered by a king step, down to b5, until Rb4 blocked it: the bridge held and the b-pawn queened.',
    ),
    'Kc7 Rc2+ Kb6 Rb2+ Kc6 Rc2+ Kb5 Rb2+ Rb4',
  ),
  withMainLine(
    playout(
      'lucena',
      'Step 2 of 4: the black king is cut off on the e-file. Build the bridge first, then promote against the engine at full strength.',
      bridgeToBuild,
      { kind: 'promote', moves: 14 },
      'Rd4 built the bridge on the fourth rank. The king came out to c7, the black rook checked from the side and from behind, the king walked down to b5, and Rb4 blocked the check on the fourth rank: the b-pawn queened.',
    ),
    'Rd4 Ke6 Kc7 Rc2+ Kb6 Rb2+ Kc6 Rc2+ Kb5 Rb2+ Rb4',
  ),
  choose(
    'White to move. On which rank does the white rook build the bridge?',
    ['*The fourth rank (Re4)', 'The eighth rank (Re8)', 'The first rank (Rf1)'],
    'Re4: from the fourth rank the rook can step in front of the king on g4 or f4 when the checks come; on the eighth or first it cannot block them.',
    // Its own board, a Lucena on the g-file: the play-out above grades bridgeToBuild (issue 38).
    { fen: '6K1/3k2P1/8/8/8/8/7r/4R3 w - - 0 1' },
  ),
  match(
    'Match each word with its meaning.',
    rookDefs,
    'Lucena: king in front of the pawn, the enemy king cut off, and the rook on the fourth rank builds the bridge.',
  ),
  // Issue 38, rule 3: the square was asked on bridgeToBuild, the board of step 2 above; this is a
  // Lucena of its own, the black rook on the long side (Stockfish 15.1, depth 20: Rb4 mates in 39).
  findSquare(
    'b4',
    'Rb4: from the fourth rank the rook can cross to d4 and block the checks once the king on d8 has walked out to d5, while the black king stays cut off on the a-file.',
    'White to move. Click the square where the rook builds the bridge.',
    '3K4/k2P4/8/8/8/8/6r1/1R6 w - - 0 1',
  ),
  withMainLine(
    playout(
      'lucena',
      'Step 3 of 4: the full Lucena position, on the g-file. Promote against the engine at full strength.',
      '6K1/4k1P1/8/8/8/8/7r/5R2 w - - 0 1',
      { kind: 'promote', moves: 16 },
      'Re1+ pushed the king from e7, Re4 built the bridge, and the king walked out behind it: when the checks came it went down to g5, and Rg4 blocked the check on the fourth rank. The Lucena in full.',
    ),
    'Re1+ Kd7 Re4 Rh1 Kf7 Rf1+ Kg6 Rg1+ Kf6 Rf1+ Kg5 Rg1+ Rg4',
  ),
  withMainLine(
    playout(
      'lucena',
      // Issue 38: the king cannot walk out at once here (the checks from e2 and d2 follow it, the
      // rook on c2 guards the c-file), so the win needs the bridge; the old board was won by Kc7.
      'Step 4 of 4: a new Lucena, on the d-file. The black king is cut off on the g-file and the rook on c2 guards the c-file, so your king cannot simply walk out: bring your rook to the fourth rank first. Promote against the engine at full strength.',
      '3K4/3P2k1/8/8/8/8/2r5/5R2 w - - 0 1',
      { kind: 'promote', moves: 16 },
      'Rf4 reached the fourth rank, the king came out from d8 by e7, and when the checks came it walked down to d5, where Rd4 stepped in front of it: the bridge.',
    ),
    'Rf4 Kg6 Ke7 Re2+ Kd6 Rd2+ Ke6 Re2+ Kd5 Rd2+ Rd4',
  ),
  playout(
    'lucena',
    'Another Lucena, the rook already on the fourth rank. Promote against the engine at full strength.',
    '3K4/1k1P4/8/8/2R5/8/5r2/8 w - - 0 1',
    { kind: 'promote', moves: 14 },
    // Issue 38.4: here the black king stands next to the c-file, so a block on d4 would lose the
    // pawn after …Rxd4 Kxd4 Kc7; the engine's win checks the king off the b-file first.
    'Rb4+ pushed the black king off the b-file, Kc8 stepped aside and guarded the pawn, and when the rook checked on f8, d8=Q blocked the check with a new queen.',
  ),
  playout(
    'lucena',
    'A Lucena on the e-file, the black king on g7, the rook already on the fourth rank. Promote against the engine at full strength.',
    '4K3/4P1k1/8/8/5R2/8/2r5/8 w - - 0 1',
    { kind: 'promote', moves: 14 },
    // Issue 38.4: a block on e4 would lose the pawn (…Rxe4 Kxe4 Kf7), so the win checks first.
    'Rg4+ pushed the black king off the g-file, Kf8 stepped aside and guarded the pawn, and the e-pawn queened.',
  ),
]);

export const rb = endPicks('lichess-rook-behind-passed-pawn', 0, 8);
/*
 * Issue 38, rule 1: rb[1] and rb[5] were tactics (a skewer, a rook trade into a race) and two
 * answers were checks; the lesson keeps the quiet board rb[4] and asks on two composed
 * boards which move puts the rook behind the pawn (several moves win there, so no "only move").
 */
const rookBehindIntro =
  'Rooks belong behind passed pawns — behind your own to push it, behind the enemy’s to stop it. As the pawn advances, the rook behind it gains squares and the rook in front of it loses them.';
const behindQ = 'Which move puts the rook behind the passed pawn?';
/*
 * Composed (Stockfish 15.1, depth 22, MultiPV 4): Rb1 +3.8; g4 +0.6, Kf3 +0.5, Re7 +0.4 — the
 * other moves let …Rb2 behind the pawn and it falls.
 */
const rookBehindB = '8/5pkp/6p1/1P6/8/6P1/2r2PKP/4R3 w - - 0 1';
const tagged = (d: ReturnType<typeof best>) => ({ ...d, idea: 'rook-behind-passed-pawn' });
export const rookBehind = lesson('rook-behind-passed-pawn', 'Rooks behind passed pawns', 20, [
  ideaInfo(rookBehindIntro, rb[0]!.fen, rb[0]!.solution[0]),
  // Issue 38, rule 3: rb[4] (…Rf3, an interference rather than a rook behind the pawn) is
  // cutting-off-the-king-6's board; a composed board asks for the rook behind the pawn instead.
  tagged(
    best(
      'White to move. Put the rook where it belongs.',
      rookBehindB,
      'e1b1',
      'Rb1! Black’s rook was about to go behind your b-pawn with …Rb2. From b1 your rook stands behind the pawn instead: it guards it, and it gains room with every step the pawn takes, while Black’s rook can only stand in front of it. Other moves let …Rb2 in: Black’s rook gets behind the pawn and the win is gone.',
    ),
  ),
  ideaQ('rook-behind-passed-pawn', composedOf('rook-behind-passed-pawn', 0)[0]!, behindQ),
  match(
    'Match each word with its meaning.',
    rookDefs,
    'Behind the passed pawn the rook grows stronger with every push; in front of it, weaker.',
  ),
  ideaSquareOf('rook-behind-passed-pawn', rb[0]!, 'Click the square the right move goes to.'),
  ideaQ('rook-behind-passed-pawn', composedOf('rook-behind-passed-pawn', 1)[0]!, behindQ),
]);

/** The Philidor set-up with the pawn below the sixth: the rook's square on the third rank is a6. */
export const philidorSetUp = '4k3/7R/8/3KP3/8/8/8/r7 b - - 0 1';
/** The pawn has just reached e6: the rook's work on the sixth is done, it goes to the back. */
export const philidorPawnOnSixth = '4k3/7R/r3P3/5K2/8/8/8/8 b - - 0 1';
/*
 * In a Philidor position nearly every rook move that keeps to the plan draws (the engine scores
 * Ra1, Ra2, Ra3 and Ra4 alike), so the lesson has no "find the only move" boards: it shows the
 * set-up, asks which of four moves holds when the pawn reaches the sixth (the three others lose,
 * each refuted by the engine), asks for the rook's square, and plays the defence out against the
 * engine at full strength, step by step, as the Lucena lesson does.
 */
export const philidorLesson = lesson('philidor-and-active-rooks', 'The Philidor defence', 20, [
  ideaInfo(
    'Philidor: with your king in front of the pawn, put your rook on your third rank (here the sixth) so the enemy king cannot come forward. When the pawn steps onto that rank, the king has no shelter: the rook goes to the back and checks from behind. Draw.',
    '4k3/8/8/4K3/4P3/8/1r6/R7 b - - 0 1',
    'b2b6',
  ),
  playout(
    'philidor',
    'Step 1 of 3: your rook already holds the sixth rank. Hold the draw for 12 moves against the engine at full strength.',
    '3k4/8/6r1/3K4/3P4/8/8/7R b - - 0 1',
    { kind: 'hold_draw', moves: 12 },
    'The rook stayed on the sixth rank until d5-d6 and then checked from behind on the first rank.',
  ),
  findSquare(
    'a6',
    'Ra6: on the sixth rank the rook keeps the white king off d6, e6 and f6, so the pawn cannot advance with its king in front of it.',
    'Black to move. The white pawn is on e5. Click the square where the rook sets up the Philidor defence.',
    philidorSetUp,
  ),
  choose(
    'Which move holds the draw? (Black to move)',
    ['*Ra1', 'Kd8', 'Ra5+', 'Rxe6'],
    'Ra1! The pawn on e6 now blocks the sixth rank, so staying there no longer keeps the king out: from the first rank the rook checks the king from behind, and the king has no pawn in front of it to hide behind. Kd8 steps away from the queening square and lets Kf6 in, Ra5+ checks from too close (Kf6, and the checks run out), and Rxe6 loses the rook to Kxe6.',
    { fen: philidorPawnOnSixth },
  ),
  match(
    'Match each word with its meaning.',
    rookDefs,
    'Philidor: hold the third rank until the pawn advances, then check from behind.',
  ),
  playout(
    'philidor',
    'Step 2 of 3: the pawn has reached the sixth. Check from behind and hold the draw for 12 moves against the engine at full strength.',
    '5k2/8/2r2P2/5K2/8/8/8/6R1 b - - 0 1',
    { kind: 'hold_draw', moves: 12 },
    'Rc1 went behind: the white king on f5 had no shelter from the checks, and the f6-pawn could not move without the king.',
  ),
  playout(
    'philidor',
    'Step 3 of 3: set up the Philidor yourself. Hold the draw for 12 moves against the engine at full strength.',
    '3k4/R7/8/2KP4/8/8/8/7r b - - 0 1',
    { kind: 'hold_draw', moves: 12 },
    'Rh6 took the sixth rank at once, so the white king could not come forward; once the pawn steps to d6, the rook goes to the back and checks from behind.',
  ),
]);
