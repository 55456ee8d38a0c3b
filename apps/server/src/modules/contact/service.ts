import type { ContactBody } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { contactMail } from '../../mail/templates/contact-mail.ts';

/** Keeps the message (so nothing is lost if mail fails) and forwards it to support. */
export async function submitContact(deps: Deps, msg: ContactBody): Promise<void> {
  await deps.db.insert(contactMessages).values({ ...msg, createdAt: deps.clock.now() });
  await deps.mailer.send({
    to: deps.config.SUPPORT_EMAIL,
    replyTo: msg.email,
    ...contactMail(msg),
  });
}
