import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActionResponse,
  adminCreditsBody,
  adminHeroBody,
  adminMeResponse,
  adminReasonBody,
  adminUserResponse,
  adminUserSearchQuery,
  adminUserSearchResponse,
  auditQuery,
  auditResponse,
  failedJobsResponse,
  failedMailsResponse,
  idParam,
  jobParams,
  reportsQuery,
  reportsResponse,
  resolveReportBody,
  resolveReportResponse,
  retriedResponse,
} from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { operatorGuard, type Permission } from './roles.ts';
import { searchUsers, userDetail } from './users-read.ts';
import { adjustCredits, endHero, grantHeroDays } from './money.ts';
import { disableUser, enableUser, signOutEverywhere } from './access.ts';
import { resetAvatar, resetUsername } from './moderation.ts';
import { listReports, resolveReport } from './reports.ts';
import { failedJobs, failedMails, retryJob, retryMail } from './ops.ts';
import { listAudit } from './audit.ts';
import type { Actor } from './act.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
export const ADMIN_PAGE_SIZE = 20;

type Action = (deps: Deps, actor: Actor, userId: number, reason: string) => Promise<void>;

/** The actions on a learner that take only a reason: path, permission, service verb. */
const reasonActions: [path: string, permission: Permission, act: Action][] = [
  ['hero/end', 'money', endHero],
  ['sign-out', 'access', signOutEverywhere],
  ['disable', 'access', disableUser],
  ['enable', 'access', enableUser],
  ['reset-username', 'moderate', resetUsername],
  ['reset-avatar', 'moderate', resetAvatar],
];

/** The operator's console API (ADR 0030): every route refuses a learner with 403. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = (permission: Permission) => ({ onRequest: operatorGuard(app, permission) });
  const paged = <T>(page: number, r: { results: T[]; total: number }) => ({
    data: { ...r, page, page_size: ADMIN_PAGE_SIZE },
  });
  const actor = (req: { userId: number }): Actor => ({ id: req.userId });
  const detail = async (id: number) => ({
    data: { user: await userDetail(app.deps.db, id, app.deps.clock.now()) },
  });

  app.get(
    '/admin/me',
    { ...guard('read'), schema: { tags, security, response: { 200: adminMeResponse } } },
    async (req) => ({ data: { id: req.userId, role: req.operatorRole! } }),
  );

  app.get(
    '/admin/users',
    {
      ...guard('read'),
      schema: {
        tags,
        security,
        querystring: adminUserSearchQuery,
        response: { 200: adminUserSearchResponse },
      },
    },
    async (req) =>
      paged(
        req.query.page,
        await searchUsers(app.deps.db, req.query.q, req.query.page, ADMIN_PAGE_SIZE),
      ),
  );

  app.get(
    '/admin/users/:id',
    {
      ...guard('read'),
      schema: { tags, security, params: idParam, response: { 200: adminUserResponse } },
    },
    async (req) => ({ data: await userDetail(app.deps.db, req.params.id, app.deps.clock.now()) }),
  );

  app.post(
    '/admin/users/:id/credits',
    {
      ...guard('money'),
      schema: {
        tags,
        security,
        params: idParam,
        body: adminCreditsBody,
        response: { 200: adminActionResponse },
      },
    },
    async (req) => {
      await adjustCredits(app.deps, actor(req), req.params.id, req.body.amount, req.body.reason);
      return detail(req.params.id);
    },
  );

  app.post(
    '/admin/users/:id/hero',
    {
      ...guard('money'),
      schema: {
        tags,
        security,
        params: idParam,
        body: adminHeroBody,
        response: { 200: adminActionResponse },
      },
    },
    async (req) => {
      await grantHeroDays(app.deps, actor(req), req.params.id, req.body.days, req.body.reason);
      return detail(req.params.id);
    },
  );

  for (const [path, permission, act] of reasonActions) {
    app.post(
      `/admin/users/:id/${path}`,
      {
        ...guard(permission),
        schema: {
          tags,
          security,
          params: idParam,
          body: adminReasonBody,
          response: { 200: adminActionResponse },
        },
      },
      async (req) => {
        await act(app.deps, actor(req), req.params.id, req.body.reason);
        return detail(req.params.id);
      },
    );
  }

  app.get(
    '/admin/reports',
    {
      ...guard('read'),
      schema: { tags, security, querystring: reportsQuery, response: { 200: reportsResponse } },
    },
    async (req) =>
      paged(
        req.query.page,
        await listReports(app.deps.db, req.query.status, req.query.page, ADMIN_PAGE_SIZE),
      ),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      ...guard('moderate'),
      schema: {
        tags,
        security,
        params: idParam,
        body: resolveReportBody,
        response: { 200: resolveReportResponse },
      },
    },
    async (req) => ({
      data: await resolveReport(
        app.deps,
        actor(req),
        req.params.id,
        req.body.outcome,
        req.body.reason,
      ),
    }),
  );

  const pageOnly = z.object({ page: auditQuery.shape.page });
  app.get(
    '/admin/jobs/failed',
    {
      ...guard('read'),
      schema: { tags, security, querystring: pageOnly, response: { 200: failedJobsResponse } },
    },
    async (req) =>
      paged(req.query.page, await failedJobs(app.deps.db, req.query.page, ADMIN_PAGE_SIZE)),
  );

  app.post(
    '/admin/jobs/:name/:id/retry',
    {
      ...guard('ops'),
      schema: {
        tags,
        security,
        params: jobParams,
        body: adminReasonBody,
        response: { 200: retriedResponse },
      },
    },
    async (req) => {
      await retryJob(app.deps, actor(req), req.params.name, req.params.id, req.body.reason);
      return { data: { retried: true } };
    },
  );

  app.get(
    '/admin/mails/failed',
    {
      ...guard('read'),
      schema: { tags, security, querystring: pageOnly, response: { 200: failedMailsResponse } },
    },
    async (req) =>
      paged(req.query.page, await failedMails(app.deps.db, req.query.page, ADMIN_PAGE_SIZE)),
  );

  app.post(
    '/admin/mails/:id/retry',
    {
      ...guard('ops'),
      schema: {
        tags,
        security,
        params: idParam,
        body: adminReasonBody,
        response: { 200: retriedResponse },
      },
    },
    async (req) => {
      await retryMail(app.deps, actor(req), req.params.id, req.body.reason);
      return { data: { retried: true } };
    },
  );

  app.get(
    '/admin/audit',
    {
      ...guard('read'),
      schema: { tags, security, querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (req) =>
      paged(
        req.query.page,
        await listAudit(app.deps.db, {
          page: req.query.page,
          pageSize: ADMIN_PAGE_SIZE,
          userId: req.query.user_id,
        }),
      ),
  );
};
