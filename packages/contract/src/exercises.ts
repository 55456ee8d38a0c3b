import { z } from 'zod';

/**
 * Exercise payloads and answers, one schema per type, plus the schema of a content file.
 * The payload is stored as JSONB; the answer is what the player sends to exercises/answer-check/.
 * The checkers that decide correctness live in @ascend/chess (checkAnswer).
 */
export const exerciseTypes = [
  'info_type',
  'matching_type',
  'objective_type',
  'best_move_type',
  'visual_type',
  'board_arrangement',
  'game_type',
] as const;
export const exerciseType = z.enum(exerciseTypes);
export type ExerciseType = z.infer<typeof exerciseType>;

export const square = z
  .string()
  .regex(/^[a-h][1-8]$/, 'A square is a file a–h and a rank 1–8, like e4');
export const uciMove = z
  .string()
  .regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'A move is written in UCI, like e2e4 or e7e8q');
/** A full FEN (six fields); legality is checked by chess.js in the content check. */
export const fen = z
  .string()
  .regex(
    /^([1-8pnbrqkPNBRQK]+\/){7}[1-8pnbrqkPNBRQK]+ [wb] (-|K?Q?k?q?) (-|[a-h][36]) \d+ \d+$/,
    'Not a FEN',
  );
/** Only the piece-placement field of a FEN; "8/8/8/8/8/8/8/8" is the empty board. */
export const placementFen = z
  .string()
  .regex(/^([1-8pnbrqkPNBRQK]+\/){7}[1-8pnbrqkPNBRQK]+$/, 'Not a FEN piece placement');
/** A piece as a FEN letter: upper case white, lower case black. */
export const pieceLetter = z.enum(['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p']);

const markColor = z.enum(['green', 'red', 'blue', 'yellow']);
export const arrow = z.object({ from: square, to: square, color: markColor.optional() });
export const highlight = z.object({ square, color: markColor.optional() });
/** An optional board picture; without `fen` the client shows an empty board. */
const diagram = {
  fen: fen.optional(),
  arrows: z.array(arrow).optional(),
  highlights: z.array(highlight).optional(),
};

export const infoPayload = z.object({ text: z.string().min(1), ...diagram });
/** Nothing to answer: an info card is always "correct" once seen. */
export const infoAnswer = z.object({}).loose();

export const matchingPayload = z.object({
  prompt: z.string().min(1),
  pairs: z
    .array(z.object({ left: z.string().min(1), right: z.string().min(1) }))
    .min(2)
    .max(8),
});
/** [leftIndex, rightIndex] into payload.pairs; the client shuffles the right column for display. */
export const matchingAnswer = z.object({
  pairs: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});

export const objectivePayload = z.object({
  question: z.string().min(1),
  ...diagram,
  options: z
    .array(
      z.object({
        id: z.string().min(1),
        text: z.string().min(1),
        /** Which-move questions: the option's move (issue 27.3). Stripped before the answer (publicPayload). */
        move: uciMove.optional(),
      }),
    )
    .min(2)
    .max(6),
  correct_option_id: z.string().min(1),
});
export const objectiveAnswer = z.object({ option_id: z.string().min(1) });

/**
 * A line drill (issue 38.5, ADR 0047): the solution is a main line of the opening book; the
 * learner plays one side, the book's replies come by themselves. `alternatives` are other moves
 * the engine rates within `margin_cp` of its best at the learner's ply (checked at content-build
 * time): playing one is "also good" — the learner is told the line's move and tries again, no
 * heart lost. Any other move off the line is a mistake (its refutation is in `refutations`).
 */
export const lineDrill = z.object({
  kind: z.literal('line'),
  /** The book's name of the line's final position. */
  name: z.string().min(1),
  /** Centipawns below the engine's best that still count as a good move. */
  margin_cp: z.number().int().min(1).max(300),
  alternatives: z.array(
    z.object({
      /** Index into `solution` of the learner move this replaces (even). */
      ply: z.number().int().min(0),
      move: uciMove,
    }),
  ),
});
export type LineDrill = z.infer<typeof lineDrill>;

export const bestMovePayload = z.object({
  prompt: z.string().min(1),
  fen,
  /** The line: the learner's moves at even indexes, the opponent's automatic replies at odd ones. */
  solution: z.array(uciMove).min(1),
  /** Where the solution mates, any other mating move is accepted too. */
  accept_any_mate: z.boolean().optional(),
  arrows: z.array(arrow).optional(),
  highlights: z.array(highlight).optional(),
  drill: lineDrill.optional(),
});
/** The line as played on the board, same shape as the solution (learner first, replies between). */
export const bestMoveAnswer = z.object({ moves: z.array(uciMove) });

export const visualModes = [
  'find_square',
  'name_square',
  'square_color',
  'piece_after_moves',
] as const;
const visualBase = { prompt: z.string().min(1), fen: fen.optional() };
export const visualPayload = z.discriminatedUnion('mode', [
  /** Click the named square on a board without coordinates. Answer {square}. */
  z.object({ mode: z.literal('find_square'), ...visualBase, square }),
  /** The square is highlighted; the learner names it. Answer {square}. */
  z.object({ mode: z.literal('name_square'), ...visualBase, square }),
  /** Say whether the square is light or dark (computed, nothing stored). Answer {color}. */
  z.object({ mode: z.literal('square_color'), ...visualBase, square }),
  /** Follow the piece that starts on `track` through `moves` (UCI, shown as SAN) and click where it ends. Answer {square}. */
  z.object({
    mode: z.literal('piece_after_moves'),
    prompt: z.string().min(1),
    fen,
    moves: z.array(uciMove).min(1),
    track: square,
  }),
]);
export const visualAnswer = z.union([
  z.object({ square }),
  z.object({ color: z.enum(['light', 'dark']) }),
]);

export const boardArrangementPayload = z.object({
  prompt: z.string().min(1),
  /** Piece placement the board starts with (placement field only; may be the empty board). */
  start_fen: placementFen,
  /** Piece placement the learner must build, exactly. */
  target: placementFen,
  /** Pieces the learner may drop on the board (FEN letters); pieces can also be removed. */
  palette: z.array(pieceLetter).min(1),
});
export const boardArrangementAnswer = z.object({ placement: placementFen });

export const gameGoalKinds = ['mate', 'promote', 'win_material', 'hold_draw'] as const;
export const gamePayload = z.object({
  prompt: z.string().min(1),
  /** The learner plays the side to move in this FEN; the engine plays the other side. */
  fen,
  goal: z.object({
    kind: z.enum(gameGoalKinds),
    /** Learner moves allowed to reach the goal (required for hold_draw: moves to survive). */
    moves: z.number().int().min(1).max(100).optional(),
    /** win_material: material (pawn 1, minor 3, rook 5, queen 9) the learner must gain. */
    material: z.number().int().min(1).max(39).optional(),
  }),
  engine: z.object({
    skill: z.number().int().min(0).max(20),
    depth: z.number().int().min(1).max(20),
  }),
});
/** Every move of the game in order, both sides, starting with the learner's. */
export const gameAnswer = z.object({ moves: z.array(uciMove) });

/**
 * Why a move is wrong (issue 27.3/27.4): the learner's wrong move, the opponent's best reply and
 * the engine line that follows (≤ 8 plies), the sentence refutationReason wrote from them, and
 * the depth. Stored with the exercise, never sent to a client before it answers.
 */
export const refutation = z.object({
  move: uciMove,
  line: z.array(uciMove).min(1).max(8),
  reason: z.string().min(1),
  depth: z.number().int().min(1).max(99),
  /** A line drill's refutations answer moves at any learner ply: the index into the solution (absent: 0). */
  ply: z.number().int().min(0).optional(),
});
export type Refutation = z.infer<typeof refutation>;

/**
 * How hard a board is for the learner it is written for (issue 38.2, ADR 0048), computed by the
 * generator with the human move model (Maia) at the section's target rating: `p` is the chance a
 * player of that rating plays an accepted move (best-move lines: the first learner move, any
 * mate counting where any mate is accepted; which-move questions: the correct option's move);
 * `puzzle_rating` is the Lichess rating of the puzzle the board came from; `misconception` is the
 * wrong move such players choose most often, when a which-move question offers it (≥ 10 %).
 * Content data only: the loader does not store it and no client sees it.
 */
export const exerciseDifficulty = z.object({
  model: z.string().regex(/^maia-\d{4}$/, 'A Maia model name, like maia-1100'),
  p: z.number().min(0).max(1),
  puzzle_rating: z.number().int().min(0).optional(),
  misconception: z.object({ move: uciMove, p: z.number().min(0).max(1) }).optional(),
});
export type ExerciseDifficulty = z.infer<typeof exerciseDifficulty>;

const exerciseBase = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Ids are lower-case slugs'),
  feedback: z.string().min(1),
  /** Skill-profile tags (issue 16); the content check requires them on every graded exercise. */
  skills: z.array(z.enum(['tactics', 'strategy', 'calculation', 'attacking'])).optional(),
  /** Precomputed refutations of plausible wrong moves (which-move: one per wrong option). */
  refutations: z.array(refutation).optional(),
  /** The syllabus idea (content/syllabus.json) this exercise practises when not its lesson's (checkpoints, mixed lessons). */
  idea: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Ids are lower-case slugs')
    .optional(),
  /** Board exercises: how often a player of the section's target rating finds the answer. */
  difficulty: exerciseDifficulty.optional(),
};
/** One exercise as written in content/ (and as the server stores it): discriminated on `type`. */
export const exerciseContent = z.discriminatedUnion('type', [
  z.object({ ...exerciseBase, type: z.literal('info_type'), payload: infoPayload }),
  z.object({ ...exerciseBase, type: z.literal('matching_type'), payload: matchingPayload }),
  z.object({ ...exerciseBase, type: z.literal('objective_type'), payload: objectivePayload }),
  z.object({ ...exerciseBase, type: z.literal('best_move_type'), payload: bestMovePayload }),
  z.object({ ...exerciseBase, type: z.literal('visual_type'), payload: visualPayload }),
  z.object({
    ...exerciseBase,
    type: z.literal('board_arrangement'),
    payload: boardArrangementPayload,
  }),
  z.object({ ...exerciseBase, type: z.literal('game_type'), payload: gamePayload }),
]);
export type ExerciseContent = z.infer<typeof exerciseContent>;
/** The {type, payload} part that checkers need, still discriminated on `type`. */
export type ExerciseSpec = {
  [T in ExerciseType]: { type: T; payload: Extract<ExerciseContent, { type: T }>['payload'] };
}[ExerciseType];

/** Answer schema per type, for validating exercises/answer-check/ bodies once the type is known. */
export const exerciseAnswers = {
  info_type: infoAnswer,
  matching_type: matchingAnswer,
  objective_type: objectiveAnswer,
  best_move_type: bestMoveAnswer,
  visual_type: visualAnswer,
  board_arrangement: boardArrangementAnswer,
  game_type: gameAnswer,
} as const satisfies Record<ExerciseType, z.ZodType>;
export type ExerciseAnswer<T extends ExerciseType = ExerciseType> = z.infer<
  (typeof exerciseAnswers)[T]
>;

export type InfoPayload = z.infer<typeof infoPayload>;
export type MatchingPayload = z.infer<typeof matchingPayload>;
export type ObjectivePayload = z.infer<typeof objectivePayload>;
export type BestMovePayload = z.infer<typeof bestMovePayload>;
export type VisualPayload = z.infer<typeof visualPayload>;
export type BoardArrangementPayload = z.infer<typeof boardArrangementPayload>;
export type GamePayload = z.infer<typeof gamePayload>;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Ids are lower-case slugs');
export const lessonContent = z.object({
  id: slug,
  title: z.string().min(1),
  xp: z.number().int().min(1).max(100),
  exercises: z.array(exerciseContent).min(1),
});
export const unitContent = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  lessons: z.array(lessonContent).min(1),
});
/** One file in content/: a section. Files are read in file-name order (01-…, 02-…), which is the section order. */
export const sectionContent = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  units: z.array(unitContent).min(1),
});
export type LessonContent = z.infer<typeof lessonContent>;
export type UnitContent = z.infer<typeof unitContent>;
export type SectionContent = z.infer<typeof sectionContent>;
