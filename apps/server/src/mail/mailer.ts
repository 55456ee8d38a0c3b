import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** 'account' mails always go out; 'marketing' mails respect the unsubscribe choice. */
  kind?: 'account' | 'marketing' | 'reminder';
  userId?: number;
  /** Where a reply should go (the contact form's sender). */
  replyTo?: string;
}

/**
 * Records every mail in the outbox table (the embedded default's mailbox, and an audit
 * trail). When SMTP is configured the row is 'pending' and a `mail.deliver` job, written in
 * the same transaction, hands it to SMTP in a worker (mail/delivery.ts): the caller's
 * answer neither waits for the SMTP round trip nor reveals it by its timing, and a mail
 * survives the process that queued it.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly delivering: boolean,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    const insert = this.db
      .insert(mailOutbox)
      .values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        kind: msg.kind ?? 'account',
        userId: msg.userId,
        replyTo: msg.replyTo,
        status: this.delivering ? 'pending' : 'stored',
      })
      .returning({ id: mailOutbox.id });
    if (!this.delivering) {
      await insert;
      this.log.info({ to: msg.to, subject: msg.subject }, 'mail stored');
      return;
    }
    const query = insert.toSQL();
    await this.queue.transaction(async (tx) => {
      const { rows } = await tx.executeSql(query.sql, query.params);
      const mailId = (rows[0] as { id: number }).id;
      await this.queue.enqueue('mail.deliver', { mailId }, { db: tx });
    });
    this.queue.wake('mail.deliver');
    this.log.info({ to: msg.to, subject: msg.subject }, 'mail queued');
  }
}
