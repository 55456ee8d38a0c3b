import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import type { RenderedMail } from '../../mail/templates/layout.ts';
import { unsubscribeLink } from './unsubscribe-token.ts';

/**
 * The one gate for marketing mail: skipped for learners who unsubscribed (or deleted their
 * account); every mail that goes out carries a signed one-click unsubscribe link.
 * Account mails (receipts, password resets) use the mailer directly and always go out.
 */
export async function sendMarketingMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  userId: number,
  mail: RenderedMail,
): Promise<boolean> {
  const [user] = await deps.db
    .select({ email: users.email, optIn: users.marketingOptIn })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user?.email || !user.optIn) return false;
  const link = unsubscribeLink(deps.config.publicUrl, deps.config.jwtSecret, userId);
  await deps.mailer.send({
    to: user.email,
    ...withUnsubscribe(mail, link),
    kind: 'marketing',
    userId,
  });
  return true;
}

/** A marketing mail with its one-click unsubscribe link in both parts. */
export function withUnsubscribe(mail: RenderedMail, link: string): RenderedMail {
  const footer = `<p style="margin:24px 0 0;font-size:12px;color:#9ca3af">You receive news from Ascend Chess because you have an account. <a href="${link}" style="color:#6b7280">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${footer}</body>`)
    : mail.html + footer;
  return { subject: mail.subject, html, text: `${mail.text}\n\nUnsubscribe from news: ${link}` };
}
