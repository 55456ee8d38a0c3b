import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { exercises } from './curriculum.ts';
import { orionGames } from './orion-games.ts';
import { puzzles } from './puzzles.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The review deck (ADR 0016): one FSRS card per (learner, exercise) or (learner, puzzle) the
 * learner got wrong. The card columns are ts-fsrs's Card; `due` orders the deck.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'cascade' }),
    puzzleId: text('puzzle_id').references(() => puzzles.id, { onDelete: 'cascade' }),
    /** A mistake of the learner's in an analysed game (issue 28): the game and the ply. */
    gameId: integer('game_id').references(() => orionGames.id, { onDelete: 'cascade' }),
    ply: integer('ply'),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: ts('last_review'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('review_cards_user_exercise_key').on(t.userId, t.exerciseId),
    uniqueIndex('review_cards_user_puzzle_key').on(t.userId, t.puzzleId),
    index('review_cards_user_due_idx').on(t.userId, t.due, t.id),
    uniqueIndex('review_cards_user_game_move_key').on(t.userId, t.gameId, t.ply),
    check(
      'review_cards_one_item',
      sql`num_nonnulls(${t.exerciseId}, ${t.puzzleId}, ${t.gameId}) = 1 and (${t.gameId} is null) = (${t.ply} is null)`,
    ),
  ],
);

/**
 * A short practice session that earns a heart back when finished without a mistake. `items`
 * is the server's list ({kind, id}); `answered` counts right answers in order; a mistake ends
 * it; `rewarded_at` is set once, by the statement that gives the heart.
 */
export const heartPractice = pgTable(
  'heart_practice',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').notNull(),
    answered: integer('answered').notNull().default(0),
    failed: boolean('failed').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
    heartRestored: boolean('heart_restored').notNull().default(false),
  },
  (t) => [index('heart_practice_user_idx').on(t.userId, t.id)],
);

/** Every puzzle attempt, for the learner's history (the first one also lives in puzzle_user). */
export const puzzleAttempts = pgTable(
  'puzzle_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    /** rated (first attempt), replay, review, streak or timed. */
    mode: text('mode').notNull(),
    solved: boolean('solved').notNull(),
    timeMs: integer('time_ms'),
    ratingBefore: integer('rating_before').notNull(),
    ratingAfter: integer('rating_after').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('puzzle_attempts_user_idx').on(t.userId, t.id)],
);

export const puzzleBookmarks = pgTable(
  'puzzle_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleId] }),
    index('puzzle_bookmarks_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A Puzzle Streak or timed run. The server issues each puzzle (`current_puzzle_id`, all
 * issued ids in `issued`) and counts the score from the answers it received in time.
 */
export const puzzleRuns = pgTable(
  'puzzle_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    startedAt: ts('started_at').notNull(),
    /** Timed runs: the clock's end, moved by every answer. Null for a streak. */
    endsAt: ts('ends_at'),
    endedAt: ts('ended_at'),
    currentPuzzleId: text('current_puzzle_id').references(() => puzzles.id, {
      onDelete: 'set null',
    }),
    issued: text('issued')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    score: integer('score').notNull().default(0),
    combo: integer('combo').notNull().default(0),
    bestCombo: integer('best_combo').notNull().default(0),
    mistakes: integer('mistakes').notNull().default(0),
  },
  (t) => [index('puzzle_runs_user_mode_score_idx').on(t.userId, t.mode, t.score)],
);
