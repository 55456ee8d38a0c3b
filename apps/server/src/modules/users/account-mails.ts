import type { Deps } from '../../deps.ts';
import {
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
  welcomeMail,
} from '../../mail/templates/account-mails.ts';
import { createEmailToken } from './email-tokens.ts';

/** Mails a fresh 24-hour verification link to `${publicUrl}/email-verification?token=…`. */
export async function sendVerificationMail(
  deps: Deps,
  userId: number,
  email: string,
): Promise<void> {
  const token = await createEmailToken(deps.db, userId, 'verify_email', deps.clock.now());
  const link = `${deps.config.publicUrl}/email-verification?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: email, userId, ...verifyEmailMail(link) });
}

/** Mails a 1-hour, single-use link to `${publicUrl}/password-reset?token=…`. */
export async function sendResetMail(deps: Deps, userId: number, email: string): Promise<void> {
  const token = await createEmailToken(deps.db, userId, 'reset_password', deps.clock.now());
  const link = `${deps.config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: email, userId, ...resetPasswordMail(link) });
}

export const sendPasswordChangedMail = (deps: Deps, userId: number, email: string) =>
  deps.mailer.send({ to: email, userId, ...passwordChangedMail(`${deps.config.publicUrl}/login`) });

export const sendWelcomeMail = (deps: Deps, userId: number, email: string) =>
  deps.mailer.send({ to: email, userId, ...welcomeMail(`${deps.config.publicUrl}/app/climb`) });
