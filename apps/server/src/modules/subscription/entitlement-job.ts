import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { layout, paragraph, textLayout, button } from '../../mail/templates/layout.ts';

const JOB_INTERVAL_MS = 60_000;

/**
 * Applies every launch benefit that is due: one statement marks the entitlements applied
 * and creates their in-app notifications, so concurrent runs (several processes, or a
 * tick overlapping a test call) apply each exactly once. The mail follows for the rows
 * this run claimed. Returns how many were applied.
 */
export async function applyDueEntitlements(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const res = await deps.db.execute<{
    user_id: number;
    email: string | null;
    orion_credits: number;
    access_days: number;
  }>(sql`
    with applied as (
      update entitlements set applied_at = ${at}, access_ends_at = ${at}::timestamptz + access_days * interval '1 day'
      where applied_at is null and applies_at <= ${at}
      returning user_id, orion_credits, access_days),
    noted as (
      insert into notifications (user_id, kind, title, body, link, created_at)
      select user_id, 'promotion', 'Your launch benefits are here',
        format('%s Orion credits and %s days of exclusive access are now on your account.', orion_credits, access_days),
        '/app/climb', ${at}
      from applied returning id)
    select a.user_id, u.email, a.orion_credits, a.access_days
    from applied a join users u on u.id = a.user_id`);
  for (const row of res.rows) {
    if (!row.email) continue;
    const title = 'Orion is here, and your benefits too';
    const lines = [
      `Thank you for being one of our first Hero buyers. ${row.orion_credits} Orion credits and ${row.access_days} days of exclusive access are now on your account.`,
      'Orion helps you find your level in tactics, strategy, calculation and attack.',
    ];
    const link = `${deps.config.publicUrl}/app/climb`;
    await deps.mailer.send({
      to: row.email,
      subject: 'Your Orion launch benefits are live',
      html: layout(title, lines.map(paragraph).join('') + button('Open Ascend Chess', link)),
      text: textLayout(title, [...lines, '', `Open Ascend Chess: ${link}`]),
      kind: 'account',
      userId: row.user_id,
    });
  }
  return res.rows.length;
}

/** Runs the job every minute in the server process (not under tests, which call it directly). */
export function startEntitlementJob(app: FastifyInstance): void {
  if (app.deps.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      applyDueEntitlements(app.deps, app.deps.clock.now()).catch((err: unknown) =>
        app.log.error({ err }, 'entitlement job failed'),
      );
    }, JOB_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
