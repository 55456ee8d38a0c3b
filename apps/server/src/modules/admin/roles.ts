import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@ascend/contract';
import { forbidden } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard: the caller's role, read from the database on each request. */
    operatorRole: OperatorRole | null;
  }
}

/**
 * What each role may do (ADR 0030): support reads and moderates; only admin acts on money
 * (Hero days, credits), access (sign-out, disable), retrying jobs and mails (ops) and roles.
 */
export type Permission = 'read' | 'moderate' | 'money' | 'access' | 'ops';
const allowed: Record<OperatorRole, ReadonlySet<Permission>> = {
  support: new Set(['read', 'moderate']),
  admin: new Set(['read', 'moderate', 'money', 'access', 'ops']),
};

export const may = (role: OperatorRole, permission: Permission): boolean =>
  allowed[role].has(permission);

/**
 * The onRequest hook of /api/admin routes: the bearer token, then the caller's role as it
 * stands now (a revoked role stops working at once, not when the token expires). A learner,
 * or an operator without the permission, gets 403 before the body is even read.
 */
export function operatorGuard(app: FastifyInstance, permission: Permission) {
  return async (request: FastifyRequest) => {
    await app.authenticate(request);
    const rows = await app.deps.db.execute<{ role: string }>(
      sql`select role from users where id = ${request.userId} and deleted_at is null and disabled_at is null`,
    );
    const role = rows.rows[0]?.role;
    if (role !== 'admin' && role !== 'support')
      throw forbidden('The operator console is for support and admin staff only.');
    if (!may(role, permission)) throw forbidden(`Only an admin may do this; your role is ${role}.`);
    request.operatorRole = role;
  };
}
