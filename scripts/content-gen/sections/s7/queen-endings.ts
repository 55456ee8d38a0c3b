import { Chess } from 'chess.js';
import type { LessonContent } from '@ascend/contract';
import { best, choose, findSquare, lesson, match } from '../../helpers.ts';
import { sideOf } from '../../kit.ts';
import { ideaInfo } from '../../endgames/kit.ts';

/*
 * Section 7, "Queen endings" (rebuilt for the coach's WRONG: the mined boards were mates in one
 * and two). Composed positions of queen and passed pawn against queen, each answer verified by
 * Stockfish 15 at depth 20–22 (the build re-checks them): hide the king near the pawn, bring
 * the queen to the centre, push the pawn when the checks run out, force the queens off with a
 * check when the pawn ending is won — and, for the defender, perpetual check. The wrong options
 * are the plausible moves that let the checks start (each refuted by the engine in the build).
 */
type Draft = ReturnType<typeof best>;
const IDEA = 'queen-endings';
const tag = (d: Draft): Draft => ({ ...d, idea: IDEA }) as Draft;

const uciOf = (fen: string, san: string) => {
  const m = new Chess(fen).move(san);
  return `${m.from}${m.to}${m.promotion ?? ''}`;
};

/** Find the move: the one move that wins (every other move lets the checks draw). */
const find = (fen: string, san: string, task: string, feedback: string): Draft =>
  tag(best(`${sideOf(fen)} to move. ${task}`, fen, uciOf(fen, san), feedback));

/** "Which move wins?" / "Which move holds the draw?" among plausible moves (answer first). */
function which(question: string, fen: string, sans: string[], feedback: string): Draft {
  const [answer] = sans;
  const options = [...sans].sort().map((o) => (o === answer ? `*${o}` : o));
  const d = choose(`${question} (${sideOf(fen)} to move)`, options, feedback, { fen });
  const payload = d.payload as { options: { text: string; move?: string }[] };
  for (const o of payload.options) o.move = uciOf(fen, o.text);
  return tag(d);
}

export const queenDefs: [string, string][] = [
  ['Shelter', 'a square near your own pawn where the checks soon run out'],
  ['Central queen', 'guards the pawn and the checking squares from the middle'],
  ['Queen trade', 'wins when the king and pawn ending is won'],
  ['Perpetual check', 'checks without end: the defender’s draw'],
];

/** White: Kd8, Qc4, Pe6; Black: Kg5, Qe5. e7 wins (+5.3 at depth 16), Ke7 only draws. */
const introFen = '3K4/8/4P3/4q1k1/2Q5/8/8/8 w - - 0 1';
/** e7 (+6.6 at depth 22); Qc1+, Qf1, Qd3 and Ke7 draw (+0.1 to +0.3). */
const pushNow = '8/3K4/4P3/4q1k1/2Q5/8/8/8 w - - 0 1';
/** Qe6 (+3.2 at depth 20, Qf7+ as good); b7, Qb3, Qa5, Ke5 draw; Kd5 loses to …Qg8+. */
const centralise = '8/7k/1P6/8/4K3/8/Q7/6q1 w - - 0 1';
/** After Qe6 Kh8: Kd5 (+3.2 at depth 17); Kd3 (…Qg6+, stalemate) and b7 draw (0.0). */
const walkToPawn = '7k/8/1P2Q3/8/4K3/8/8/6q1 w - - 0 1';
/** After b7?: …Qg4+ (or …Qg6+, …Qh1+) holds (0.0 at depth 16); …Qe1+ −2.6, …Qg3 and …Qb6 lose. */
const perpetual = '8/1P5k/8/8/4K3/8/Q7/6q1 b - - 0 1';
/** Qb4+ forces the queens off (mate in 30 at depth 22); b7 wins more slowly, so the question asks for the trade. */
const tradeCheck = '5q2/8/1P6/K7/5k2/2Q5/8/8 w - - 0 1';
/** Qf5+ and the checks drive the king until Qd4+ forces the trade (+6.7 at depth 22); Qe7 draws, d6 +4.3, Qe3+ loses the queen (depth 16). */
const centralChecks = '8/8/4Q3/3P4/8/2K2k2/8/6q1 w - - 0 1';
/** e7+ uncovers the queen on a6 (mate in 16 at depth 22); every other move draws. */
const discovered = '8/2K5/Q3P2k/6q1/8/8/8/8 w - - 0 1';

export const queenEndings: LessonContent = lesson('queen-endings', 'Queen endings', 20, [
  ideaInfo(
    'Queen and passed pawn against queen: the defender’s hope is perpetual check. So the winner hides the king near its pawn, where the checks soon run out, brings the queen to the centre to guard the pawn and the checking squares, and pushes the pawn when no safe check is left. A check that forces the queens off wins when the king and pawn ending is won. Here the pawn goes: e7.',
    introFen,
    'e6e7',
  ),
  find(
    pushNow,
    'e7',
    'Push the pawn when the checks run out.',
    'e7! The queen on c4 guards b5, d4 and d5, so …Qf5+ is Black’s only safe check; after Kd6 …Qg6+ the queen steps between on e6 and the pawn queens. Ke7, Ke8 or a quiet queen move gives Black time to start checking or to block the pawn, and the engine scores them a draw.',
  ),
  findSquare(
    'e6',
    'Qe6: from the centre the queen defends b6 along the sixth rank and covers g6 and g4, two of Black’s checking squares. b7? at once lets …Qg6+ start the checks until the queen takes on b7.',
    'White to move. Click the square where the queen on a2 defends the b6-pawn from the centre.',
    centralise,
  ),
  which(
    'Which move wins?',
    walkToPawn,
    ['Kd5', 'Kd3', 'b7'],
    'Kd5! The king walks toward its pawn, the one shelter on an empty board: near b6 the checks soon run out. Kd3? …Qg6+!: Qxg6 is stalemate, and after Qe4 …Qxb6 the pawn is gone. b7? …Qb1+ and …Qxb7.',
  ),
  match(
    'Match each word with its meaning.',
    queenDefs,
    'Shelter the king, centralise the queen, push when the checks run out; the defender checks.',
  ),
  which(
    'Which move holds the draw?',
    perpetual,
    ['Qg4+', 'Qe1+', 'Qg3', 'Qb6'],
    '…Qg4+! The white king has no shelter: …Qg3+, …Qg7+ and …Qg6+ follow, and the checks do not run out. …Qe1+? lets the king escape by f5 and the queenside. …Qg3? and …Qb6? do not check, and White wins: against …Qb6, Qf7+ and b8=Q.',
  ),
  which(
    'Which move forces the queens off?',
    tradeCheck,
    ['Qb4+', 'Qc1+', 'b7', 'Ka4'],
    'Qb4+! The check along the fourth rank also eyes f8: if the king steps away, Qxf8. So …Qxb4+ Kxb4, and the b-pawn runs — the black king on f4 is far outside its square. Qc1+ is a check that forces nothing; after b7 or Ka4 the queens stay on and the black queen starts checking.',
  ),
  which(
    'Which move wins?',
    centralChecks,
    ['Qf5+', 'Qe3+', 'd6', 'Qe7'],
    'Qf5+! For example …Ke3 Qd3+ …Kf4 Qd4+: with each check the queen comes nearer the centre, and on d4 it also attacks the queen on g1, so Black must trade and the king and pawn ending is won. Qe3+? offers the trade, but …Qxe3+ takes with check and nothing takes back. d6 lets the black queen start checking, and Qe7 allows …Qa1+ and a draw.',
  ),
  find(
    discovered,
    'e7+',
    'Push the pawn.',
    'e7+! The pawn uncovers a check from the queen on a6 along the sixth rank. If the black queen blocks on f6 or g6, White takes it with check and queens; if the king moves, e8=Q and White has two queens. Any other move gives Black time to check the king on c7.',
  ),
]);

/*
 * The unit checkpoint's two queen endings (the mined ones were back-rank mates in one): new
 * boards of the lesson's ideas, with their own feedback (the endgame kit explains mates only).
 */
const checkpointBoards = [
  {
    // e7 mates in 37 at depth 20; Qd5+, Qd4 and Qc7 only draw (+0.3 to +0.5).
    fen: '8/8/3KP3/6k1/2Q5/8/8/4q3 w - - 0 1',
    san: 'e7',
    task: 'Push the pawn when the checks run out.',
    feedback:
      'e7! With the king on d6 beside it, the pawn goes at once: after …Kf5 Qb5+ the white queen covers the checks and e8=Q follows. A queen move first gives Black time to start checking, and the engine scores those a draw.',
  },
  {
    // Qe7+ +8.8 at depth 20; Qd6 +3.2, Qc5+ +3.1.
    fen: '5Q2/1q6/5K2/5P2/8/4k3/8/8 w - - 0 1',
    san: 'Qe7+',
    task: 'Force the queens off: the pawn ending is won.',
    feedback:
      'Qe7+! If the king steps away, Qxb7 along the seventh rank, so …Qxe7+ Kxe7 and the white king escorts the f-pawn: the black king on e3 is too far away to stop it.',
  },
];
export const queenCheckpointItems = checkpointBoards.map((b, i) => ({
  idea: IDEA,
  pick: {
    id: `composed-queen-ending-${i + 1}`,
    rating: 0,
    fen: b.fen,
    solution: [uciOf(b.fen, b.san)],
    mate: false,
    themes: [],
  },
  task: b.task,
}));
/** The checkpoint with its queen endings' feedback in place of the kit's mate words. */
export function withQueenFeedback(l: LessonContent): LessonContent {
  return {
    ...l,
    exercises: l.exercises.map((e) => {
      const b = checkpointBoards.find(
        (x) => e.type === 'best_move_type' && e.payload.fen === x.fen,
      );
      return b ? { ...e, feedback: b.feedback } : e;
    }),
  };
}
