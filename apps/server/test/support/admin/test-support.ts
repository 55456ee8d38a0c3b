import { sql } from 'drizzle-orm';
import type { TestApp } from '../../harness.ts';
import { signUpUser, type SignedUpUser } from '../users/test-support.ts';
import { runRoleCommand } from '../../../src/operator/roles.ts';

/** A signed-up account given `role` the way the operator's command line does. For tests. */
export async function signUpOperator(t: TestApp, role: 'admin' | 'support'): Promise<SignedUpUser> {
  const who = await signUpUser(t.app);
  const answer = await runRoleCommand(
    t.database.db,
    { command: 'grant', email: who.email, role, operator: 'cli:test', reason: 'test operator' },
    t.clock.now(),
  );
  if (!answer.ok) throw new Error(answer.message);
  return who;
}

/** One admin route call as `who`. For tests. */
export function adminCall(
  t: TestApp,
  who: { auth: { authorization: string } },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: who.auth, payload });
}

/** The audit entries about a learner, oldest first. For tests. */
export async function auditOf(t: TestApp, userId: number) {
  const rows = await t.database.db.execute<{
    action: string;
    actor_id: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string;
  }>(sql`select action, actor_id, before, after, reason from admin_audit
    where target_user_id = ${userId} order by id`);
  return rows.rows;
}
