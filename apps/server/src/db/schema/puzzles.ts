import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A random sort key: picking "rnd >= random() order by rnd limit k" on an index avoids ORDER BY random() scans. */
const rnd = () =>
  doublePrecision('rnd')
    .notNull()
    .default(sql`random()`);

/**
 * Puzzles in the Lichess export's shape. `moves[0]` is the opponent's setup move; the solver
 * plays the odd indexes. `difficulty` is the spec's range (0–3) the rating falls in, kept in
 * step with `rating` so random picks are one index range scan.
 */
export const puzzles = pgTable(
  'puzzles',
  {
    id: text('id').primaryKey(),
    fen: text('fen').notNull(),
    moves: text('moves').array().notNull(),
    rating: doublePrecision('rating').notNull(),
    ratingDeviation: doublePrecision('rating_deviation').notNull(),
    volatility: doublePrecision('volatility').notNull().default(0.06),
    popularity: integer('popularity').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    themes: text('themes').array().notNull(),
    gameUrl: text('game_url'),
    openingTags: text('opening_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    difficulty: smallint('difficulty').notNull(),
    rnd: rnd(),
  },
  (t) => [
    index('puzzles_difficulty_rnd_idx').on(t.difficulty, t.rnd),
    index('puzzles_rating_idx').on(t.rating),
    // The starter seeder asks which puzzles came from a source at every start (a 3 M-row
    // sequential scan without it).
    index('puzzles_source_idx').on(t.source),
  ],
);

/** The theme catalogue (keys of the Lichess export) with a cached puzzle count. */
export const puzzleThemes = pgTable('puzzle_themes', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  group: text('group').notNull(),
  puzzleCount: integer('puzzle_count').notNull().default(0),
});

/** One row per (theme, puzzle): the index (theme, difficulty, rnd) serves "random puzzle of theme T in range R". */
export const puzzleTheme = pgTable(
  'puzzle_theme',
  {
    theme: text('theme').notNull(),
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    difficulty: smallint('difficulty').notNull(),
    rnd: rnd(),
  },
  (t) => [
    primaryKey({ columns: [t.theme, t.puzzleId] }),
    index('puzzle_theme_pick_idx').on(t.theme, t.difficulty, t.rnd),
    index('puzzle_theme_puzzle_idx').on(t.puzzleId),
  ],
);

/** A learner's history with a puzzle; the first attempt decides `solved` and whether it was rated. */
export const puzzleUser = pgTable(
  'puzzle_user',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puzzleId: text('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    solved: boolean('solved').notNull(),
    rated: boolean('rated').notNull(),
    hintUsed: boolean('hint_used').notNull().default(false),
    timeMs: integer('time_ms'),
    ratingChange: doublePrecision('rating_change').notNull().default(0),
    pointsGained: integer('points_gained').notNull().default(0),
    attempts: integer('attempts').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    lastAttemptAt: ts('last_attempt_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.puzzleId] })],
);

/** A learner's puzzle rating (Glicko-2), points and chosen difficulty range. */
export const userPuzzleStats = pgTable('user_puzzle_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull().default(1500),
  rd: doublePrecision('rd').notNull().default(350),
  volatility: doublePrecision('volatility').notNull().default(0.06),
  points: integer('points').notNull().default(0),
  solved: integer('solved').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  difficultyRangeFrom: integer('difficulty_range_from').notNull().default(0),
  difficultyRangeTo: integer('difficulty_range_to').notNull().default(1499),
});
