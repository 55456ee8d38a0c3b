import { z } from 'zod';
import { envelope, paged, pageQuery } from './envelope.ts';
import { credits } from './orion.ts';

/*
 * The operator's console (issue 29, ADR 0030). Roles are granted only by `npm run admin`
 * on the server; every route under /api/admin refuses a learner (403).
 */
export const operatorRoles = ['support', 'admin'] as const;
export const operatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRole>;
export const userRole = z.enum(['learner', 'support', 'admin']);

/** Why an operator acts: required, kept in the audit log. */
export const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'The reason must be at most 500 characters');

export const adminMeResponse = envelope(z.object({ id: z.number().int(), role: operatorRole }));

export const adminUserSearchQuery = pageQuery.extend({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'Type at least 2 characters of an email or username')
    .max(254, 'q is too long'),
});

export const adminUserRow = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: userRole,
  disabled: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserSearchResponse = paged(adminUserRow);

const ledgerEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
});
const payment = z.object({
  reference: z.string(),
  plan_type: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});
const session = z.object({
  family_id: z.string(),
  started_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  active: z.boolean(),
});
const jobRow = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  created_at: z.string(),
  error: z.string().nullable(),
});
const mailRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMailRow = z.infer<typeof mailRow>;
export type AdminJobRow = z.infer<typeof jobRow>;

const linkedAccountRow = z.object({
  id: z.number().int(),
  site: z.string(),
  username: z.string(),
  last_synced_at: z.string().nullable(),
  sync_error: z.string().nullable(),
});

export const adminUserDetail = adminUserRow.extend({
  country: z.string().nullable(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  xp: z.number().int(),
  hearts: z.number().int(),
  hero: z.object({ active: z.boolean(), ends_at: z.string().nullable() }),
  payments: z.array(payment),
  credits,
  ledger: z.array(ledgerEntry),
  sessions: z.array(session),
  /** Chess-site accounts the learner linked to Orion (issue 28). */
  linked_accounts: z.array(linkedAccountRow),
  jobs: z.array(jobRow),
  mails: z.array(mailRow),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserResponse = envelope(adminUserDetail);

export const adminReasonBody = z.object({ reason });
export const adminCreditsBody = z.object({
  amount: z
    .number({ error: 'amount must be a whole number of credits' })
    .int('amount must be a whole number of credits')
    .min(-100_000, 'amount must be at least -100000')
    .max(100_000, 'amount must be at most 100000')
    .refine((n) => n !== 0, 'amount must not be 0'),
  reason,
});
export const adminHeroBody = z.object({
  days: z
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'Grant at least 1 day')
    .max(366, 'Grant at most 366 days at once'),
  reason,
});
export const adminActionResponse = envelope(z.object({ user: adminUserDetail }));

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target_user_id: z.number().int().nullable(),
  target_report_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = pageQuery.extend({
  user_id: z.coerce.number().int().positive().optional(),
});
export const auditResponse = paged(auditEntry);

export const profileReportBody = z.object({ reason });
export const profileReportResponse = envelope(z.object({ id: z.number().int() }));
export const reportStatus = z.enum(['open', 'resolved', 'dismissed']);
export const reportsQuery = pageQuery.extend({ status: reportStatus.default('open') });
export const reportRow = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: reportStatus,
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), username: z.string().nullable() }),
  reported: z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
});
export type ReportRow = z.infer<typeof reportRow>;
export const reportsResponse = paged(reportRow);
export const resolveReportBody = z.object({
  outcome: z.enum(['resolved', 'dismissed'], { error: 'outcome must be resolved or dismissed' }),
  reason,
});
export const resolveReportResponse = envelope(reportRow);

export const failedJobsResponse = paged(jobRow);
export const failedMailsResponse = paged(mailRow);
export const jobParams = z.object({
  name: z.string().min(1).max(100),
  id: z.uuid({ error: 'id must be a job id' }),
});
export const retriedResponse = envelope(z.object({ retried: z.boolean() }));
