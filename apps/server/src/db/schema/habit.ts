import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

/**
 * The habit settings of an account (ADR 0022): daily goal, IANA time zone (null until the
 * browser sent one: UTC then), reminder hour (null: reminders off), and the streak's running
 * state. One row per learner, created on first use; its row lock orders every write of the
 * learner's streak (activity, freezes, moments) across tabs and processes.
 */
export const habits = pgTable(
  'habits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyGoal: smallint('daily_goal').notNull().default(20),
    timeZone: text('time_zone'),
    reminderHour: smallint('reminder_hour'),
    /** The last local date with recorded activity, and the zone it was dated in. */
    lastDate: date('last_date', { mode: 'string' }),
    lastZone: text('last_zone'),
    /** The last date the streak covers (an active or a frozen day). */
    streakEnd: date('streak_end', { mode: 'string' }),
    current: integer('current').notNull().default(0),
    longest: integer('longest').notNull().default(0),
    freezes: smallint('freezes').notNull().default(0),
    /** 'YYYY-MM' of the last Hero monthly freeze grant. */
    heroGrantMonth: text('hero_grant_month'),
    /** Once-a-day moments claimed (goal celebration, "streak extended"). */
    celebratedOn: date('celebrated_on', { mode: 'string' }),
    extensionSeenOn: date('extension_seen_on', { mode: 'string' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('habits_reminder_idx')
      .on(t.reminderHour)
      .where(sql`${t.reminderHour} is not null`),
    check('habits_goal_check', sql`${t.dailyGoal} in (10, 20, 30, 50)`),
    check('habits_reminder_hour_check', sql`${t.reminderHour} between 0 and 23`),
  ],
);

/**
 * One row per (learner, local date) the learner did something or a freeze covered. `date` is
 * fixed when written and never re-dated by a zone change.
 */
export const habitDays = pgTable(
  'habit_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    xp: integer('xp').notNull().default(0),
    puzzlesSolved: integer('puzzles_solved').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
    /** The day counts for the streak (a lesson or enough puzzles). */
    active: boolean('active').notNull().default(false),
    /** A freeze kept the streak over this missed day. */
    frozen: boolean('frozen').notNull().default(false),
    zone: text('zone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/**
 * Idempotency keys of recorded activity ('lesson:<lesson>:<run>', 'puzzle:<id>'): a retried or
 * repaired hook never counts the same completion twice.
 */
export const habitSources = pgTable(
  'habit_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

/** A reminder claimed for (learner, local date): at most one a day, whatever runs the job. */
export const habitReminders = pgTable(
  'habit_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
