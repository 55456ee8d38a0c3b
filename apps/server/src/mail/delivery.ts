import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/**
 * The `mail.deliver` job's work: hands one outbox row to SMTP and records the outcome on
 * the row. A failure is recorded (attempts, last_error) and rethrown, so the queue retries
 * it with backoff; the dead-letter job marks the row 'failed' once every retry is spent.
 * A row no longer pending (sent already, or its account deleted) is left alone, so a job
 * that runs again never sends twice what it recorded as sent.
 */
export class MailDelivery {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly from: string,
    smtpUrl?: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async deliver(mailId: number): Promise<void> {
    const [mail] = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
    if (!mail) return;
    try {
      // Thrown inside the try: recorded on the row and retried like any other failure.
      if (!this.transport) throw new Error('SMTP_URL is not set in the process running workers');
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (err) {
      await this.db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: err instanceof Error ? err.message : String(err),
        })
        .where(eq(mailOutbox.id, mailId));
      throw err;
    }
    await this.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: null,
      })
      .where(eq(mailOutbox.id, mailId));
  }

  /** Every retry is spent: the row says so, for an operator and the dev mailbox. */
  async markFailed(mailId: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
  }

  close(): void {
    this.transport?.close();
  }
}
