import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every operator action (ADR 0030), append-only: a trigger of migration 0011 refuses UPDATE
 * and DELETE. Written in the transaction of the action it records. `actor_id` is null for
 * the operator's command line (`npm run admin`), which names itself in `actor_label`.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id),
    targetReportId: integer('target_report_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_target_idx').on(t.targetUserId, t.id),
    check('admin_audit_reason', sql`length(btrim(${t.reason})) > 0`),
  ],
);

/** A learner's report of another's public profile; one open report per reporter and profile. */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('profile_reports_one_open_key')
      .on(t.reporterId, t.reportedId)
      .where(sql`status = 'open'`),
    index('profile_reports_status_idx').on(t.status, t.id),
    check('profile_reports_status', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);
