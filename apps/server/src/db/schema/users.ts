import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Normalised (trimmed, lower-case). Null once the account is deleted. */
    email: text('email'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    username: text('username'),
    country: text('country'),
    verified: boolean('verified').notNull().default(false),
    placement: text('placement').notNull().default('not_set'),
    xp: integer('xp').notNull().default(0),
    avatarPath: text('avatar_path'),
    hearts: integer('hearts').notNull().default(5),
    heartsUsedUpAt: ts('hearts_used_up_at'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** 'learner', or an operator's 'support' or 'admin', granted only by `npm run admin`. */
    role: text('role').notNull().default('learner'),
    /** Set while an operator has disabled the account: no sign-in, off boards and leagues. */
    disabledAt: ts('disabled_at'),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('learner', 'support', 'admin')`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_xp_idx').on(t.xp),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; one family per sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use mailed tokens (email verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
