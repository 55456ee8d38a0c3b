import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runOnDb } from '../db/run-sql.ts';
import { writeAudit } from '../modules/admin/index.ts';

/** What the operator's command line can do; no HTTP route can (ADR 0030). */
export interface RoleCommand {
  command: 'grant' | 'revoke';
  email: string;
  /** For grant: 'admin' or 'support'. */
  role?: string;
  /** Who ran it, as the audit log shows it (cli:<user>@<host>). */
  operator: string;
  reason: string;
}

export interface RoleAnswer {
  ok: boolean;
  message: string;
}

export const USAGE =
  'Usage: npm run admin -- grant <email> <admin|support> [--reason "why"]\n' +
  '       npm run admin -- revoke <email> [--reason "why"]';

/** Reads `grant <email> <role>` / `revoke <email>` and an optional --reason. */
export function parseRoleCommand(
  argv: string[],
  operator: string,
): RoleCommand | { error: string } {
  const args = [...argv];
  let reason: string | undefined;
  const at = args.indexOf('--reason');
  if (at >= 0) {
    reason = args[at + 1];
    args.splice(at, 2);
    if (!reason?.trim()) return { error: '--reason needs a text' };
  }
  const [command, email, role] = args;
  if (command !== 'grant' && command !== 'revoke') return { error: USAGE };
  if (!email?.includes('@')) return { error: `${USAGE}\nGive the account's email address.` };
  if (command === 'grant' && role !== 'admin' && role !== 'support')
    return { error: 'The role must be admin or support.' };
  return {
    command,
    email: email.trim().toLowerCase(),
    role,
    operator,
    reason: reason?.trim() ?? `${command} from the operator's command line`,
  };
}

/** Sets the account's role and appends the audit entry, in one transaction. */
export async function runRoleCommand(db: Db, cmd: RoleCommand, now: Date): Promise<RoleAnswer> {
  const role = cmd.command === 'grant' ? cmd.role! : 'learner';
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: number; before: string }>(sql`
      update users u set role = ${role} from users old
      where u.email = ${cmd.email} and u.deleted_at is null and old.id = u.id
      returning u.id, old.role as before`);
    const row = rows.rows[0];
    if (!row) return { ok: false, message: `No account with the email ${cmd.email}.` };
    if (row.before === role)
      return { ok: true, message: `${cmd.email} is already ${role}; nothing changed.` };
    await writeAudit(runOnDb(tx), {
      actorId: null,
      actorLabel: cmd.operator,
      action: `role.${cmd.command}`,
      targetUserId: Number(row.id),
      before: { role: row.before },
      after: { role },
      reason: cmd.reason,
      at: now,
    });
    return { ok: true, message: `${cmd.email} is now ${role} (was ${row.before}).` };
  });
}
