import type {
  AdminJobRow,
  AdminMailRow,
  AdminUserDetail,
  AdminUserRow,
  AuditEntry,
  OperatorRole,
  ReportRow,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

export interface Paged<T> {
  results: T[];
  page: number;
  page_size: number;
  total: number;
}
type Data<T> = { data: T };
const unwrap = <T>(body: Data<T>) => body.data;

/** An action on a learner that takes a reason (and for some an amount or days). */
export interface UserAction {
  id: number;
  path: string;
  body: { reason: string; amount?: number; days?: number };
}

// The console's tags live with the console, so the learner's API slice does not carry them.
const adminBase = api.enhanceEndpoints({
  addTagTypes: ['AdminUser', 'AdminReports', 'AdminFailed', 'AdminAudit'],
});

/** /api/admin: the operator's console (ADR 0030). Loaded only with the /admin route. */
export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<{ id: number; role: OperatorRole }, undefined>({
      query: () => 'admin/me',
      transformResponse: unwrap<{ id: number; role: OperatorRole }>,
    }),
    searchUsers: build.query<Paged<AdminUserRow>, { q: string; page: number }>({
      query: ({ q, page }) => `admin/users?q=${encodeURIComponent(q)}&page=${page}`,
      transformResponse: unwrap<Paged<AdminUserRow>>,
      providesTags: ['AdminUser'],
    }),
    adminUser: build.query<AdminUserDetail, number>({
      query: (id) => `admin/users/${id}`,
      transformResponse: unwrap<AdminUserDetail>,
      providesTags: (_r, _e, id) => [{ type: 'AdminUser', id }],
    }),
    userAction: build.mutation<AdminUserDetail, UserAction>({
      query: ({ id, path, body }) => ({ url: `admin/users/${id}/${path}`, method: 'POST', body }),
      transformResponse: (body: Data<{ user: AdminUserDetail }>) => body.data.user,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'AdminUser', id }, 'AdminUser', 'AdminAudit'],
    }),
    reports: build.query<Paged<ReportRow>, { status: ReportRow['status']; page: number }>({
      query: ({ status, page }) => `admin/reports?status=${status}&page=${page}`,
      transformResponse: unwrap<Paged<ReportRow>>,
      providesTags: ['AdminReports'],
    }),
    resolveReport: build.mutation<
      ReportRow,
      { id: number; outcome: 'resolved' | 'dismissed'; reason: string }
    >({
      query: ({ id, ...body }) => ({ url: `admin/reports/${id}/resolve`, method: 'POST', body }),
      transformResponse: unwrap<ReportRow>,
      invalidatesTags: ['AdminReports', 'AdminAudit'],
    }),
    failedJobs: build.query<Paged<AdminJobRow>, number>({
      query: (page) => `admin/jobs/failed?page=${page}`,
      transformResponse: unwrap<Paged<AdminJobRow>>,
      providesTags: ['AdminFailed'],
    }),
    failedMails: build.query<Paged<AdminMailRow>, number>({
      query: (page) => `admin/mails/failed?page=${page}`,
      transformResponse: unwrap<Paged<AdminMailRow>>,
      providesTags: ['AdminFailed'],
    }),
    retry: build.mutation<{ retried: boolean }, { path: string; reason: string }>({
      query: ({ path, reason }) => ({
        url: `admin/${path}/retry`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: unwrap<{ retried: boolean }>,
      invalidatesTags: ['AdminFailed', 'AdminAudit'],
    }),
    audit: build.query<Paged<AuditEntry>, { page: number; userId?: number }>({
      query: ({ page, userId }) => `admin/audit?page=${page}${userId ? `&user_id=${userId}` : ''}`,
      transformResponse: unwrap<Paged<AuditEntry>>,
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useAdminMeQuery,
  useSearchUsersQuery,
  useAdminUserQuery,
  useUserActionMutation,
  useReportsQuery,
  useResolveReportMutation,
  useFailedJobsQuery,
  useFailedMailsQuery,
  useRetryMutation,
  useAuditQuery,
} = adminApi;
