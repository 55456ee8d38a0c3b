import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The PostgreSQL leaderboard: one row per board and learner with xp > 0 on it. `board` is
 * 'all' or the Monday ('2026-03-02') of a UTC week. Kept in step with xp_events/users.xp by
 * recordXpInTransaction (same transaction as the award) and rebuilt from them when it drifts.
 * `reached_at` is the time of the learner's last xp on the board: earlier achiever first.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    board: text('board').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull(),
    reachedAt: ts('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    index('leaderboard_scores_order_idx').on(t.board, t.xp.desc(), t.reachedAt, t.userId),
  ],
);

/**
 * How many learners of a board hold each xp value. Rank = 1 + learners with more xp, which
 * this sums over the few distinct xp values above instead of counting up to a million rows.
 */
export const leaderboardXpCounts = pgTable(
  'leaderboard_xp_counts',
  {
    board: text('board').notNull(),
    xp: integer('xp').notNull(),
    learners: integer('learners').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.xp] })],
);

/**
 * The same counts per range of 256 xp values (bucket = xp >> 8): a rank sums the few
 * buckets above plus the exact counts inside the caller's bucket, a few hundred rows at
 * most, whatever the spread of xp.
 */
export const leaderboardXpBuckets = pgTable(
  'leaderboard_xp_buckets',
  {
    board: text('board').notNull(),
    bucket: integer('bucket').notNull(),
    learners: integer('learners').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.bucket] })],
);
