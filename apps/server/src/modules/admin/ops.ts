import { sql } from 'drizzle-orm';
import type { AdminJobRow, AdminMailRow } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { JOB_NAMES, type JobName } from '../../jobs/job-types.ts';
import { notFound } from '../../errors.ts';
import { runOnQueue } from '../../db/run-sql.ts';
import { actorLabel, writeAudit } from './audit.ts';
import { conflict, type Actor } from './act.ts';
import { jobView, mailView } from './users-read.ts';

type Page<T> = Promise<{ results: T[]; total: number }>;

/** Jobs whose every retry is spent, most recent first. */
export async function failedJobs(
  db: DbExecutor,
  page: number,
  pageSize: number,
): Page<AdminJobRow> {
  const rows = await db.execute<{
    id: string;
    name: string;
    state: string;
    created_on: Date;
    output: unknown;
  }>(sql`select id::text, name, state::text, created_on, output from pgboss.job
    where state = 'failed' order by completed_on desc nulls last, created_on desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where state = 'failed'`,
  );
  return { results: rows.rows.map(jobView), total: Number(count.rows[0]?.n ?? 0) };
}

/** Mails SMTP refused through every retry, most recent first. */
export async function failedMails(
  db: DbExecutor,
  page: number,
  pageSize: number,
): Page<AdminMailRow> {
  const rows = await db.execute<Parameters<typeof mailView>[0]>(sql`
    select id, "to", subject, status, attempts, last_error, created_at from mail_outbox
    where status = 'failed' order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from mail_outbox where status = 'failed'`,
  );
  return { results: rows.rows.map(mailView), total: Number(count.rows[0]?.n ?? 0) };
}

const isJobName = (name: string): name is JobName =>
  (JOB_NAMES as readonly string[]).includes(name);

/** Puts a failed job back in its queue, audited in the same transaction. */
export async function retryJob(
  deps: Deps,
  actor: Actor,
  name: string,
  id: string,
  reason: string,
): Promise<void> {
  if (!isJobName(name)) throw notFound('Job');
  const now = deps.clock.now();
  await deps.queue.transaction(async (tx) => {
    if (!(await deps.queue.retry(name, id, tx)))
      throw conflict('This job is not failed (retried already, or unknown).');
    const run = runOnQueue(tx);
    await writeAudit(run, {
      actorId: actor.id,
      actorLabel: await actorLabel(run, actor.id),
      action: 'job.retry',
      before: { job: `${name}/${id}`, state: 'failed' },
      after: { state: 'retry' },
      reason,
      at: now,
    });
  });
  deps.queue.wake(name);
}

/** Sends a failed mail again: pending, with a new delivery job, audited in one transaction. */
export async function retryMail(
  deps: Deps,
  actor: Actor,
  mailId: number,
  reason: string,
): Promise<void> {
  if (!deps.config.SMTP_URL)
    throw conflict('SMTP_URL is not set: mail stays in the outbox and is never retried.');
  const now = deps.clock.now();
  await deps.queue.transaction(async (tx) => {
    const run = runOnQueue(tx);
    const rows = await run<{ user_id: number | null }>(sql`
      update mail_outbox set status = 'pending', attempts = 0, last_error = null
      where id = ${mailId} and status = 'failed' returning user_id`);
    if (rows.length === 0) throw conflict('This mail is not failed (retried already, or unknown).');
    await deps.queue.enqueue('mail.deliver', { mailId }, { db: tx });
    await writeAudit(run, {
      actorId: actor.id,
      actorLabel: await actorLabel(run, actor.id),
      action: 'mail.retry',
      targetUserId: rows[0]!.user_id,
      before: { mail: mailId, status: 'failed' },
      after: { status: 'pending' },
      reason,
      at: now,
    });
  });
  deps.queue.wake('mail.deliver');
}
