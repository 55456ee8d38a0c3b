import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import type { RunSql } from '../../db/run-sql.ts';

export interface AuditRecord {
  /** The operator's user id; null for the command line. */
  actorId: number | null;
  /** How the actor reads in the log: "admin #3 (ann@example.com)" or "cli:root". */
  actorLabel: string;
  action: string;
  targetUserId?: number | null;
  targetReportId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason: string;
  at: Date;
}

/**
 * Appends one entry; call it inside the action's own transaction so both land or neither
 * (`run` is that transaction: the app's, or the job queue's for a retried job).
 */
export async function writeAudit(run: RunSql, r: AuditRecord): Promise<void> {
  await run(sql`
    insert into admin_audit (actor_id, actor_label, action, target_user_id, target_report_id,
      before, after, reason, created_at)
    values (${r.actorId}, ${r.actorLabel}, ${r.action}, ${r.targetUserId ?? null},
      ${r.targetReportId ?? null}, ${r.before ? JSON.stringify(r.before) : null}::jsonb,
      ${r.after ? JSON.stringify(r.after) : null}::jsonb, ${r.reason}, ${r.at.toISOString()})`);
}

/** The label of an operator as the log shows it, read inside the action's transaction. */
export async function actorLabel(run: RunSql, actorId: number): Promise<string> {
  const [row] = await run<{ role: string; email: string | null }>(
    sql`select role, email from users where id = ${actorId}`,
  );
  return `${row?.role ?? 'operator'} #${actorId} (${row?.email ?? 'no email'})`;
}

type AuditRow = {
  id: number;
  actor_label: string;
  action: string;
  target_user_id: number | null;
  target_report_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
  created_at: Date | string;
};

/** The log, newest first, optionally for one learner. */
export async function listAudit(
  db: DbExecutor,
  opts: { page: number; pageSize: number; userId?: number },
): Promise<{ results: AuditEntry[]; total: number }> {
  const where = opts.userId ? sql`where target_user_id = ${opts.userId}` : sql``;
  const rows = await db.execute<AuditRow>(sql`
    select id, actor_label, action, target_user_id, target_report_id, before, after, reason, created_at
    from admin_audit ${where} order by id desc
    limit ${opts.pageSize} offset ${(opts.page - 1) * opts.pageSize}`);
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from admin_audit ${where}`,
  );
  return {
    total: Number(count.rows[0]?.n ?? 0),
    results: rows.rows.map((r) => ({
      id: Number(r.id),
      actor: r.actor_label,
      action: r.action,
      target_user_id: r.target_user_id === null ? null : Number(r.target_user_id),
      target_report_id: r.target_report_id === null ? null : Number(r.target_report_id),
      before: r.before,
      after: r.after,
      reason: r.reason,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
