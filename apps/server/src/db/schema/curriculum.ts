import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Refutation } from '@ascend/contract';
import { sql } from 'drizzle-orm';
import { playGames } from './play.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/*
 * The curriculum is loaded from content/ by slug. `serial` is the order inside the parent;
 * `retired_at` marks content removed from the files: hidden from lists, kept so learners'
 * attempts, progress and xp keep pointing at real rows.
 */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    serial: integer('serial').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    retiredAt: ts('retired_at'),
  },
  (t) => [uniqueIndex('sections_slug_key').on(t.slug)],
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    serial: integer('serial').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    retiredAt: ts('retired_at'),
  },
  (t) => [
    uniqueIndex('units_slug_key').on(t.slug),
    index('units_section_idx').on(t.sectionId, t.serial),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    serial: integer('serial').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    xp: integer('xp').notNull(),
    retiredAt: ts('retired_at'),
  },
  (t) => [
    uniqueIndex('lessons_slug_key').on(t.slug),
    index('lessons_unit_idx').on(t.unitId, t.serial),
  ],
);

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    serial: integer('serial').notNull(),
    type: text('type').notNull(),
    feedback: text('feedback').notNull().default(''),
    payload: jsonb('payload').notNull(),
    /** The content's skill tags (Orion, ADR 0024): what a first-try answer is evidence of. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Precomputed refutations of wrong moves (issue 27, ADR 0032); never sent before the answer. */
    refutations: jsonb('refutations').$type<Refutation[]>().notNull().default([]),
    retiredAt: ts('retired_at'),
  },
  (t) => [
    uniqueIndex('exercises_slug_key').on(t.slug),
    index('exercises_lesson_idx').on(t.lessonId, t.serial),
  ],
);

/**
 * One row per learner and lesson once they answer in it. `completions` is the number of
 * finished runs through the lesson and doubles as the current run number of new attempts;
 * the row is locked by every answer so completions are decided one at a time.
 */
export const userLessonProgress = pgTable(
  'user_lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    completions: integer('completions').notNull().default(0),
    completedAt: ts('completed_at'),
    lastCompletedAt: ts('last_completed_at'),
    firstXp: integer('first_xp'),
    /**
     * Exercise ids answered in the current run (run = completions), kept by answer-check in
     * the same statement that takes the run lock; the climb reads it instead of counting
     * attempts. Ids of exercises retired since are ignored by the reader (the outline knows
     * which are active). Emptied when a run completes.
     */
    answered: integer('answered')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/**
 * One row: the version of the loaded curriculum. The content loader bumps it whenever it
 * changes a section, unit, lesson or exercise; every process holds the outline in memory and
 * rebuilds it when the version it reads with a learner's progress differs from its own.
 */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    /** user_lesson_progress.completions when answered: which run through the lesson. */
    run: integer('run').notNull(),
    correct: boolean('correct').notNull(),
    clientCorrect: boolean('client_correct'),
    answer: jsonb('answer'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('exercise_attempts_user_lesson_idx').on(t.userId, t.lessonId, t.run)],
);

/**
 * Every xp grant; the leaderboard ranks from it (all-time and weekly by created_at). A grant
 * comes from exactly one source: a lesson run (lesson_id, run) or a game against the app's
 * opponent (play_game_id, ADR 0046). Unique (user, lesson, run): a run through a lesson pays at
 * most once, whatever the races; unique play_game_id: a game pays once.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id),
    /** The lesson run it closed; null for a game. */
    run: integer('run'),
    playGameId: integer('play_game_id').references(() => playGames.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('xp_events_user_lesson_run_key').on(t.userId, t.lessonId, t.run),
    uniqueIndex('xp_events_play_game_key').on(t.playGameId),
    index('xp_events_created_idx').on(t.createdAt),
    index('xp_events_user_idx').on(t.userId, t.createdAt),
    check(
      'xp_events_one_source',
      sql`(${t.lessonId} is not null and ${t.run} is not null and ${t.playGameId} is null and ${t.kind} in ('lesson', 'practice'))
        or (${t.lessonId} is null and ${t.run} is null and ${t.playGameId} is not null and ${t.kind} = 'play')`,
    ),
  ],
);
