import { sql } from 'drizzle-orm';
import type { ReportRow } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { avatarUrl, isUniqueViolation } from '../users/index.ts';
import { runOnDb } from '../../db/run-sql.ts';
import { actorLabel, writeAudit } from './audit.ts';
import { conflict, type Actor } from './act.ts';

/** A learner reports another's public profile; one open report per reporter and profile. */
export async function reportProfile(
  deps: Deps,
  reporterId: number,
  reportedId: number,
  reason: string,
): Promise<number> {
  if (reporterId === reportedId) throw badRequest('You cannot report your own profile.');
  const now = deps.clock.now().toISOString();
  const rows = await deps.db
    .execute<{ id: number }>(
      sql`
      insert into profile_reports (reporter_id, reported_id, reason, created_at)
      select ${reporterId}, id, ${reason}, ${now} from users
      where id = ${reportedId} and deleted_at is null returning id`,
    )
    .catch((err: unknown) => {
      if (isUniqueViolation(err))
        throw conflict('You have reported this profile already; support will look at it.');
      throw err;
    });
  const id = rows.rows[0]?.id;
  if (!id) throw notFound('Profile');
  return Number(id);
}

type Row = {
  id: number;
  reason: string;
  status: ReportRow['status'];
  created_at: Date | string;
  reporter_id: number;
  reporter_name: string | null;
  reported_id: number;
  reported_name: string | null;
  reported_avatar: string | null;
};
const select = sql`
  select r.id, r.reason, r.status, r.created_at, r.reporter_id, a.username as reporter_name,
    r.reported_id, b.username as reported_name, b.avatar_path as reported_avatar
  from profile_reports r join users a on a.id = r.reporter_id join users b on b.id = r.reported_id`;
const view = (r: Row): ReportRow => ({
  id: Number(r.id),
  reason: r.reason,
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
  reporter: { id: Number(r.reporter_id), username: r.reporter_name },
  reported: {
    id: Number(r.reported_id),
    username: r.reported_name,
    avatar_url: avatarUrl(r.reported_avatar),
  },
});

/** The queue: reports of one status, oldest first (the longest waiting at the top). */
export async function listReports(
  db: DbExecutor,
  status: ReportRow['status'],
  page: number,
  pageSize: number,
): Promise<{ results: ReportRow[]; total: number }> {
  const rows = await db.execute<Row>(sql`${select} where r.status = ${status}
    order by r.id limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from profile_reports where status = ${status}`,
  );
  return { results: rows.rows.map(view), total: Number(count.rows[0]?.n ?? 0) };
}

/** Closes an open report (resolved: acted on; dismissed: nothing to do), audited. */
export async function resolveReport(
  deps: Deps,
  actor: Actor,
  reportId: number,
  outcome: 'resolved' | 'dismissed',
  reason: string,
): Promise<ReportRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const done = await tx.execute<{ reported_id: number }>(sql`
      update profile_reports set status = ${outcome}, resolved_at = ${now.toISOString()},
        resolved_by = ${actor.id}
      where id = ${reportId} and status = 'open' returning reported_id`);
    const row = done.rows[0];
    if (!row) {
      const exists = await tx.execute(sql`select 1 from profile_reports where id = ${reportId}`);
      if (exists.rows.length === 0) throw notFound('Report');
      throw conflict('This report is closed already.');
    }
    await writeAudit(runOnDb(tx), {
      actorId: actor.id,
      actorLabel: await actorLabel(runOnDb(tx), actor.id),
      action: `report.${outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
      targetUserId: Number(row.reported_id),
      targetReportId: reportId,
      before: { status: 'open' },
      after: { status: outcome },
      reason,
      at: now,
    });
    const [report] = (await tx.execute<Row>(sql`${select} where r.id = ${reportId}`)).rows;
    return view(report!);
  });
}
