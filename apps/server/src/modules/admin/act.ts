import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { runOnDb } from '../../db/run-sql.ts';
import { actorLabel, writeAudit } from './audit.ts';

export interface Actor {
  id: number;
}

export type Snapshot = Record<string, unknown>;

export interface ActionOnUser {
  action: string;
  userId: number;
  reason: string;
}

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * One operator action on one learner, in one transaction: the learner's row is locked (so
 * two operators, or a double-submitted form, act one after the other), `change` does the
 * work and says what it was before and after, and the audit entry is appended. If anything
 * throws, neither the change nor its entry is kept.
 */
export async function actOnUser(
  deps: Deps,
  actor: Actor,
  a: ActionOnUser,
  change: (tx: Tx, now: Date) => Promise<{ before: Snapshot; after: Snapshot }>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await tx.execute(
      sql`select id from users where id = ${a.userId} and deleted_at is null for update`,
    );
    if (found.rows.length === 0) throw notFound('Learner');
    const { before, after } = await change(tx, now);
    await writeAudit(runOnDb(tx), {
      actorId: actor.id,
      actorLabel: await actorLabel(runOnDb(tx), actor.id),
      action: a.action,
      targetUserId: a.userId,
      before,
      after,
      reason: a.reason,
      at: now,
    });
  });
}
