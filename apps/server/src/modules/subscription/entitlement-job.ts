import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { layout, paragraph, textLayout, button } from '../../mail/templates/layout.ts';

/**
 * The `entitlements.apply` job (scheduled every minute, jobs/job-types.ts): applies every
 * launch benefit that is due. One statement marks the entitlements applied, puts their Orion
 * credits on the credit ledger (ADR 0025) and creates their in-app notifications, so concurrent runs (several workers, a retry overlapping a
 * late run) apply each exactly once. The mail follows for the rows this run claimed.
 * Returns how many were applied.
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
      returning id, user_id, orion_credits, access_days),
    credited as (
      insert into orion_credit_ledger (user_id, amount, kind, key, created_at)
      select user_id, orion_credits, 'promotion', 'promotion:' || id, ${at} from applied
      on conflict (key) do nothing returning id),
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
