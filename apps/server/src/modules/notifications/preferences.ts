import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';
import type { Subscriber } from '../../events.ts';

export async function readPreferences(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ optIn: users.marketingOptIn })
    .from(users)
    .where(eq(users.id, userId));
  return { marketing_emails: row?.optIn ?? false };
}

export async function setMarketingEmails(db: DbExecutor, userId: number, on: boolean) {
  await db.update(users).set({ marketingOptIn: on }).where(eq(users.id, userId));
  return { marketing_emails: on };
}

/** The mailed link's landing call: no sign-in needed, the signed token names the learner. */
export async function unsubscribe(
  db: DbExecutor,
  jwtSecret: string,
  token: string,
  subscribers: readonly Subscriber[],
) {
  const verified = verifyUnsubscribeToken(jwtSecret, token);
  if (!verified)
    throw badRequest(
      'This unsubscribe link is invalid. Open the link from the latest mail, or change it in Settings.',
    );
  // A purpose other than marketing belongs to the module that mails it (reminders: habit).
  const owner = subscribers.find((s) => s.unsubscribe?.purpose === verified.purpose);
  if (owner?.unsubscribe) {
    await owner.unsubscribe.stop(db, verified.userId);
    return { message: owner.unsubscribe.message };
  }
  await setMarketingEmails(db, verified.userId, false);
  return {
    message:
      'You are unsubscribed. You will no longer receive news and offers by mail; account mails still reach you.',
  };
}
