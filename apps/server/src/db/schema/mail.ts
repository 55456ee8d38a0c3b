import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the app sends is recorded here; the embedded default delivers only here. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  kind: text('kind').notNull().default('account'),
  userId: integer('user_id'),
  /** Where a reply should go (the contact form's sender); kept so a worker can deliver later. */
  replyTo: text('reply_to'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Delivery through the durable job queue: 'pending' until a worker hands the message to
   * SMTP ('sent'), or 'stored' when no SMTP_URL is configured (the outbox is the mailbox);
   * 'failed' once every retry is spent. attempts and last_error tell an operator why.
   */
  status: text('status').notNull().default('stored'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Messages sent from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
