import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const skillCheck = (column: unknown) =>
  sql`${column} in ('tactics', 'strategy', 'calculation', 'attacking')`;

/** A learner's four Orion skills (ADR 0024): Glicko-2 rating, deviation and volatility each. */
export const skillRatings = pgTable(
  'skill_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    rating: doublePrecision('rating').notNull().default(1500),
    rd: doublePrecision('rd').notNull().default(350),
    volatility: doublePrecision('volatility').notNull().default(0.06),
    evidence: integer('evidence').notNull().default(0),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    check('skill_ratings_skill', skillCheck(t.skill)),
  ],
);

/** One point per skill and UTC day with evidence: the skill as the day's last evidence left it. */
export const skillHistory = pgTable(
  'skill_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rating: doublePrecision('rating').notNull(),
    rd: doublePrecision('rd').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skill, t.day] })],
);

/**
 * Every evidence item applied. The unique (user, source key, skill) makes applying idempotent:
 * a retried job or a repeated answer inserts nothing and moves nothing.
 */
export const skillEvidence = pgTable(
  'skill_evidence',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    opponentRating: doublePrecision('opponent_rating').notNull(),
    opponentRd: doublePrecision('opponent_rd').notNull(),
    score: doublePrecision('score').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('skill_evidence_key').on(t.userId, t.sourceKey, t.skill),
    index('skill_evidence_user_idx').on(t.userId, t.skill),
    check('skill_evidence_skill', skillCheck(t.skill)),
    check(
      'skill_evidence_source',
      sql`${t.source} in ('puzzle', 'exercise', 'game', 'assessment')`,
    ),
  ],
);

/**
 * The first-visit assessment: `items` is the server's list of {puzzle_id, skill, correct} in
 * the order served; the last item without `correct` is the one being solved.
 */
export const orionAssessments = pgTable(
  'orion_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items')
      .notNull()
      .default(sql`'[]'::jsonb`),
    total: smallint('total').notNull(),
    answered: smallint('answered').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('orion_assessments_user_idx').on(t.userId, t.id),
    // One open assessment per learner: a second "start" resumes it (and a race cannot make two).
    uniqueIndex('orion_assessments_open_key')
      .on(t.userId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

export type AssessmentItem = { puzzle_id: string; skill: string; correct?: boolean };
