import { sql } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserRow } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { avatarUrl } from '../users/index.ts';
import { creditSummary } from '../orion/index.ts';
import { subscriptionStatus } from '../subscription/index.ts';
import { readHearts } from '../hearts/index.ts';

type UserCols = {
  id: number;
  email: string | null;
  username: string | null;
  role: AdminUserRow['role'];
  disabled_at: unknown;
  deleted_at: unknown;
  created_at: Date | string;
};
const iso = (d: Date | string) => new Date(d).toISOString();
const rowOf = (r: UserCols): AdminUserRow => ({
  id: Number(r.id),
  email: r.email,
  username: r.username,
  role: r.role,
  disabled: r.disabled_at !== null,
  deleted: r.deleted_at !== null,
  created_at: iso(r.created_at),
});

/** Learners whose email or username contains `q` (case-insensitive), newest first. */
export async function searchUsers(
  db: DbExecutor,
  q: string,
  page: number,
  pageSize: number,
): Promise<{ results: AdminUserRow[]; total: number }> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`where email like ${pattern} or lower(username) like ${pattern}`;
  const rows = await db.execute<UserCols>(sql`
    select id, email, username, role, disabled_at, deleted_at, created_at from users ${where}
    order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from users ${where}`);
  return { results: rows.rows.map(rowOf), total: Number(count.rows[0]?.n ?? 0) };
}

/** Everything support needs to help one learner, as of `now`. */
export async function userDetail(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<AdminUserDetail> {
  const found = await db.execute<
    UserCols & {
      country: string | null;
      avatar_path: string | null;
      verified: boolean;
      xp: number;
    }
  >(sql`select * from users where id = ${userId}`);
  const u = found.rows[0];
  if (!u) throw notFound('User');
  const [sub, credits, lists] = [
    await subscriptionStatus(db, userId, now),
    await creditSummary(db, userId, now),
    await userLists(db, userId),
  ];
  const hearts = await readHearts(db, userId, now);
  return {
    ...rowOf(u),
    country: u.country,
    avatar_url: avatarUrl(u.avatar_path),
    verified: u.verified,
    xp: Number(u.xp),
    hearts: hearts.value,
    hero: { active: sub.is_active, ends_at: sub.current_period_end },
    credits,
    ...lists,
  };
}

const many = async <T>(db: DbExecutor, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

/** Payments, ledger, sessions, linked accounts, recent jobs and mails: the lists of the learner's page. */
async function userLists(db: DbExecutor, userId: number) {
  const payments = await many<{
    reference: string;
    plan_type: string;
    amount: string;
    currency: string;
    status: string;
    created_at: Date;
  }>(
    db,
    sql`select reference, plan_type, amount::text as amount, currency, status, created_at
    from payments where user_id = ${userId} order by id desc limit 20`,
  );
  const ledger = await many<{ id: number; amount: number; kind: string; created_at: Date }>(
    db,
    sql`select id, amount, kind, created_at from orion_credit_ledger where user_id = ${userId}
      order by id desc limit 30`,
  );
  const sessions = await many<{
    family_id: string;
    started_at: Date;
    last_used_at: Date;
    expires_at: Date;
    active: boolean;
  }>(
    db,
    sql`select family_id, min(created_at) as started_at, max(created_at) as last_used_at,
      max(expires_at) as expires_at,
      bool_or(revoked_at is null and used_at is null and expires_at > now()) as active
    from refresh_tokens where user_id = ${userId} group by family_id
    order by max(created_at) desc limit 20`,
  );
  const mails = await many<{
    id: number;
    to: string;
    subject: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: Date;
  }>(
    db,
    sql`select id, "to", subject, status, attempts, last_error, created_at from mail_outbox
    where user_id = ${userId} order by id desc limit 20`,
  );
  const accounts = await many<{
    id: number;
    site: string;
    username: string;
    last_synced_at: Date | null;
    sync_error: string | null;
  }>(
    db,
    sql`select id, site, username, last_synced_at, sync_error from orion_accounts
    where user_id = ${userId} order by id`,
  );
  const jobs = await many<{
    id: string;
    name: string;
    state: string;
    created_on: Date;
    output: unknown;
  }>(
    db,
    sql`select id::text, name, state::text, created_on, output from pgboss.job
      where (name like 'orion.analyse%' and (data->>'gameId')::int in
              (select id from orion_games where user_id = ${userId}))
         or (name like 'mail.%' and (data->>'mailId')::int in
              (select id from mail_outbox where user_id = ${userId}))
      order by created_on desc limit 20`,
  );
  return {
    payments: payments.map((p) => ({ ...p, created_at: iso(p.created_at) })),
    ledger: ledger.map((l) => ({
      ...l,
      id: Number(l.id),
      amount: Number(l.amount),
      created_at: iso(l.created_at),
    })),
    sessions: sessions.map((s) => ({
      family_id: s.family_id,
      started_at: iso(s.started_at),
      last_used_at: iso(s.last_used_at),
      expires_at: iso(s.expires_at),
      active: Boolean(s.active),
    })),
    linked_accounts: accounts.map((a) => ({
      id: Number(a.id),
      site: a.site,
      username: a.username,
      last_synced_at: a.last_synced_at ? iso(a.last_synced_at) : null,
      sync_error: a.sync_error,
    })),
    jobs: jobs.map(jobView),
    mails: mails.map(mailView),
  };
}

export const jobView = (j: {
  id: string;
  name: string;
  state: string;
  created_on: Date | string;
  output: unknown;
}) => ({
  id: j.id,
  name: j.name,
  state: j.state,
  created_at: iso(j.created_on),
  error: errorOf(j.output),
});

export const mailView = (m: {
  id: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
}) => ({ ...m, id: Number(m.id), attempts: Number(m.attempts), created_at: iso(m.created_at) });

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  return JSON.stringify(output).slice(0, 300);
}
