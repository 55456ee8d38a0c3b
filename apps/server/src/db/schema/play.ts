import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orionGames } from './orion-games.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A finished game against the human-like opponent (issue 37, ADR 0044), replayed and checked
 * before it is stored. `client_id` is the id the browser gave the game, so a resend (the
 * offline queue, a retry) is the same game: unique per learner.
 */
export const playGames = pgTable(
  'play_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** The opponent level's rating. */
    level: integer('level').notNull(),
    /** The learner's colour. */
    color: text('color').notNull(),
    pgn: text('pgn').notNull(),
    plies: integer('plies').notNull(),
    /** '1-0', '0-1' or '1/2-1/2'. */
    result: text('result').notNull(),
    termination: text('termination').notNull(),
    /** The learner's score: 1, 0.5 or 0. */
    score: real('score').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
    xp: integer('xp').notNull(),
    /** Its Orion analysis (free: source 'play'); null until queued. */
    orionGameId: integer('orion_game_id').references(() => orionGames.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('play_games_color', sql`${t.color} in ('w', 'b')`),
    uniqueIndex('play_games_user_client_key').on(t.userId, t.clientId),
    index('play_games_user_idx').on(t.userId, t.id),
  ],
);

/** A learner's play rating (Glicko-2), seeded from the puzzle rating or the placement. */
export const playRatings = pgTable('play_ratings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull(),
  rd: doublePrecision('rd').notNull(),
  volatility: doublePrecision('volatility').notNull(),
  games: integer('games').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
