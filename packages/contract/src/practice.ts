import { z } from 'zod';
import { exerciseItem, heartsState } from './curriculum.ts';
import { envelope, pageQuery, paged, rowId } from './envelope.ts';
import { puzzle, puzzleIdParam, puzzleType } from './puzzles.ts';

/*
 * Practice (issue 18, ADR 0016): the review deck, heart practice, puzzle history and
 * bookmarks, Puzzle Streak and timed runs. The server decides every answer.
 */

const uciMove = z
  .string()
  .regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'each move must be UCI such as "e2e4" or "b7b8q"');
/** A puzzle answer: the learner's moves in order (the setup move may come first). */
const puzzleMoves = z.array(uciMove).max(40, 'at most 40 moves');

export const reviewSummary = z.object({
  due_now: z.number().int(),
  /** Due after now and before seven days from now. */
  due_later_this_week: z.number().int(),
  total: z.number().int(),
  /** Where the deck's items came from: lesson exercises, puzzles, the learner's own games. */
  sources: z.object({
    exercises: z.number().int(),
    puzzles: z.number().int(),
    games: z.number().int(),
  }),
});
export const reviewSummaryResponse = envelope(reviewSummary);

/**
 * A mistake or blunder of the learner's in a game Orion analysed (issue 28): the position
 * before it, to find a better move. Any move within an inaccuracy of the engine's best counts;
 * the verdict then shows the engine's line and what happened in the game.
 */
export const gameMoveItem = z.object({
  game_id: z.number().int(),
  ply: z.number().int(),
  fen: z.string(),
  color: z.enum(['white', 'black']),
  /** The move the learner played there (the one to improve on). */
  played_san: z.string(),
  white: z.string(),
  black: z.string(),
  played_at: z.string().nullable(),
});
export type GameMoveItem = z.infer<typeof gameMoveItem>;

/** One item to practise: an exercise, a puzzle or a mistake from the learner's own game. */
export const practiceItem = z.object({
  kind: z.enum(['exercise', 'puzzle', 'game_move']),
  exercise: exerciseItem.nullable(),
  puzzle: puzzle.nullable(),
  game_move: gameMoveItem.nullable().optional(),
});
export type PracticeItem = z.infer<typeof practiceItem>;

export const reviewCard = practiceItem.extend({
  id: z.number().int(),
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type ReviewCard = z.infer<typeof reviewCard>;
/** GET review/next — the oldest due card, or null when nothing is due. */
export const reviewNextResponse = envelope(reviewCard.nullable());
export const reviewIdParam = z.object({ id: rowId('id') });

/** An answer to a practice item: `answer` for an exercise (as answer-check takes it), `moves` for a puzzle. */
export const practiceAnswerBody = z.object({
  answer: z.unknown().optional(),
  moves: puzzleMoves.optional(),
});
export type PracticeAnswerBody = z.infer<typeof practiceAnswerBody>;

const verdict = {
  correct: z.boolean(),
  /** Why an exercise answer is wrong, or the puzzle failure (wrong_move, illegal_move, unfinished). */
  reason: z.string().nullable(),
  feedback: z.string().nullable(),
  /**
   * A puzzle's full line (setup move first), to show after the answer; for a game's mistake,
   * the accepted moves (UCI), the engine's best first.
   */
  solution: z.array(z.string()).nullable(),
};
export const reviewAnswerResponse = envelope(
  z.object({ ...verdict, next_due: z.string(), summary: reviewSummary }),
);

/** POST review/heart-practice — a short session that gives one heart back if finished without a mistake. */
export const heartPracticeSession = z.object({
  id: z.number().int(),
  items: z.array(practiceItem),
  answered: z.number().int(),
  failed: z.boolean(),
  finished: z.boolean(),
  heart_restored: z.boolean(),
  hearts: heartsState,
});
export const heartPracticeResponse = envelope(heartPracticeSession);
export const heartPracticeAnswerBody = practiceAnswerBody.extend({
  /** Zero-based position of the item answered; it must be the next one. */
  index: z.number().int().min(0, 'index starts at 0').max(100),
});
export const heartPracticeAnswerResponse = envelope(
  z.object({ ...verdict, session: heartPracticeSession }),
);

export const puzzleHistoryQuery = pageQuery.extend({
  result: z.enum(['all', 'failed', 'solved']).default('all'),
});
export const puzzleHistoryItem = z.object({
  id: z.number().int(),
  puzzle_id: z.string(),
  puzzle_rating: z.number().int(),
  themes: z.array(z.string()),
  mode: z.enum(['rated', 'replay', 'review', 'streak', 'timed']),
  solved: z.boolean(),
  time_ms: z.number().int().nullable(),
  rating_before: z.number().int(),
  rating_after: z.number().int(),
  created_at: z.string(),
  bookmarked: z.boolean(),
});
export type PuzzleHistoryItem = z.infer<typeof puzzleHistoryItem>;
export const puzzleHistoryResponse = paged(puzzleHistoryItem);

export const bookmarkItem = z.object({ puzzle, created_at: z.string() });
export const bookmarksResponse = paged(bookmarkItem);
export const bookmarkResponse = envelope(
  z.object({ puzzle_id: z.string(), bookmarked: z.boolean() }),
);
export const bookmarkParam = puzzleIdParam;

/** Puzzle Streak: one life, rising difficulty. Timed: a clock, time won and lost per answer. */
export const runMode = z.enum(['streak', 'timed'], { error: 'mode must be "streak" or "timed"' });
export type RunMode = z.infer<typeof runMode>;
export const startRunBody = z.object({ mode: runMode });
export const puzzleRun = z.object({
  id: z.number().int(),
  mode: runMode,
  started_at: z.string(),
  /** Timed runs: when the clock runs out (moves with every answer). */
  ends_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  score: z.number().int(),
  combo: z.number().int(),
  best_combo: z.number().int(),
  mistakes: z.number().int(),
  /** The puzzle to solve now; null once the run is over. */
  puzzle: puzzle.nullable(),
  personal_best: z.number().int(),
});
export type PuzzleRun = z.infer<typeof puzzleRun>;
export const puzzleRunResponse = envelope(puzzleRun);
export const runAnswerBody = z.object({
  puzzle_id: puzzleIdParam.shape.id,
  moves: puzzleMoves,
});
export const runAnswerResponse = envelope(
  z.object({ correct: z.boolean(), solution: z.array(z.string()), run: puzzleRun }),
);
export const runBestsResponse = envelope(
  z.object({ streak: z.number().int(), timed: z.number().int() }),
);

/**
 * GET puzzles/puzzle-at-random/: `type` (one theme or "mix", as before) or `types` (several
 * themes, comma-separated, e.g. "fork,pin"), and optionally `range` ("1500-1999") to override
 * the learner's saved difficulty range for this pick.
 */
export const puzzleAtRandomQuery = z
  .object({
    type: puzzleType.optional(),
    types: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9]+(,[A-Za-z0-9]+){0,9}$/,
        'types must be 1 to 10 theme keys separated by commas, e.g. "fork,pin"',
      )
      .optional(),
    range: z
      .string()
      .trim()
      .regex(/^\d{1,4}-\d{1,4}$/, 'range must look like "1500-1999"')
      .optional(),
  })
  .refine((q) => q.type !== undefined || q.types !== undefined, {
    message: 'Give a theme as type (e.g. "fork" or "mix") or several as types (e.g. "fork,pin")',
    path: ['type'],
  });
export type PuzzleAtRandomQuery = z.infer<typeof puzzleAtRandomQuery>;
