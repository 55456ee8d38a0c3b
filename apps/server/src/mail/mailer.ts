import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** 'account' mails always go out; 'marketing' mails respect the unsubscribe choice. */
  kind?: 'account' | 'marketing';
  userId?: number;
  /** Where a reply should go (the contact form's sender). */
  replyTo?: string;
}

/**
 * Records every mail in the outbox table (the embedded default's mailbox, and an audit
 * trail) and, when SMTP_URL is set, delivers it through nodemailer.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    smtpUrl?: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(msg: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      kind: msg.kind ?? 'account',
      userId: msg.userId,
    });
    this.log.info({ to: msg.to, subject: msg.subject }, 'mail queued');
    if (!this.transport) return;
    // Delivered in the background: the caller's answer does not wait for (or reveal, by its
    // timing) the SMTP round trip; close() waits for deliveries still under way.
    const delivery = this.deliver(this.transport, msg).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  private async deliver(transport: Transporter, msg: MailMessage): Promise<void> {
    try {
      await transport.sendMail({
        from: this.from,
        to: msg.to,
        replyTo: msg.replyTo,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
    } catch (err) {
      // The outbox keeps the message; a delivery failure must not fail the user's action.
      this.log.error({ err, to: msg.to }, 'mail delivery failed');
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport?.close();
  }
}
