import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A learner's league tier (1 Pawn … 10 Grandmaster), changed only by the weekly rollover.
 * A learner without a row is in tier 1.
 */
export const leagueTiers = pgTable('league_tiers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: integer('tier').notNull(),
});

/**
 * One cohort of at most 30 learners of a tier in a week (`week` is the Monday, as the
 * weekly leaderboard's board key). `members` is the count placement keeps under the cap.
 */
export const leagueCohorts = pgTable(
  'league_cohorts',
  {
    id: serial('id').primaryKey(),
    week: text('week').notNull(),
    tier: integer('tier').notNull(),
    members: integer('members').notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('league_cohorts_open_idx').on(t.week, t.tier, t.members)],
);

/** Who is in which cohort in a week: one cohort per learner and week. */
export const leagueMembers = pgTable(
  'league_members',
  {
    week: text('week').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => leagueCohorts.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.userId] }),
    index('league_members_cohort_idx').on(t.cohortId),
  ],
);

/**
 * The rollover of one week: `state` moves placed → ranked → notified → done, each step one
 * transaction that locks this row, so a second process waits and then skips the step, and a
 * process that dies mid-step leaves the state where the last committed step left it.
 */
export const leagueWeeks = pgTable('league_weeks', {
  week: text('week').primaryKey(),
  state: text('state').notNull(),
  startedAt: ts('started_at').notNull(),
  finishedAt: ts('finished_at'),
});

/** A learner's result of a week: unique per week and learner, so a rerun never doubles it. */
export const leagueResults = pgTable(
  'league_results',
  {
    week: text('week').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').notNull(),
    tierBefore: integer('tier_before').notNull(),
    tierAfter: integer('tier_after').notNull(),
    rank: integer('rank').notNull(),
    xp: integer('xp').notNull(),
    /** 'promoted' | 'stayed' | 'demoted' */
    result: text('result').notNull(),
    /** Set once the result mail went to the outbox (or was not wanted). */
    mailed: boolean('mailed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.userId] }),
    uniqueIndex('league_results_user_idx').on(t.userId, t.week),
    index('league_results_unmailed_idx')
      .on(t.week)
      .where(sql`not ${t.mailed}`),
  ],
);
