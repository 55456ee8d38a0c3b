import { button, layout, paragraph, textLayout, type RenderedMail } from './layout.ts';

export function verifyEmailMail(link: string): RenderedMail {
  const title = 'Confirm your email address';
  const intro =
    'Welcome to Ascend Chess! Confirm your email address so you can keep your progress safe.';
  const expiry = 'This link works once and expires in 24 hours.';
  return {
    subject: 'Confirm your email for Ascend Chess',
    html: layout(title, paragraph(intro) + button('Verify email', link) + paragraph(expiry)),
    text: textLayout(title, [intro, '', `Verify your email: ${link}`, '', expiry]),
  };
}

export function resetPasswordMail(link: string): RenderedMail {
  const title = 'Reset your password';
  const intro =
    'Someone asked to reset the password of your Ascend Chess account. If it was you, choose a new password:';
  const expiry =
    'This link works once and expires in 1 hour. If you did not ask for it, ignore this mail; your password stays the same.';
  return {
    subject: 'Reset your Ascend Chess password',
    html: layout(
      title,
      paragraph(intro) + button('Choose a new password', link) + paragraph(expiry),
    ),
    text: textLayout(title, [intro, '', `Reset your password: ${link}`, '', expiry]),
  };
}

export function passwordChangedMail(loginLink: string): RenderedMail {
  const title = 'Your password was changed';
  const intro = 'The password of your Ascend Chess account was just changed.';
  const warn =
    'If this was not you, reset your password now from the sign-in page and contact support.';
  return {
    subject: 'Your Ascend Chess password was changed',
    html: layout(title, paragraph(intro) + paragraph(warn) + button('Go to sign in', loginLink)),
    text: textLayout(title, [intro, warn, '', `Sign in: ${loginLink}`]),
  };
}

export function welcomeMail(appLink: string): RenderedMail {
  const title = 'Welcome to Ascend Chess';
  const intro =
    'Your email is confirmed. Climb through sections and lessons, solve puzzles and earn xp every day.';
  const tip = 'Tip: completing a lesson every day helps you to improve faster.';
  return {
    subject: 'Welcome to Ascend Chess',
    html: layout(title, paragraph(intro) + paragraph(tip) + button('Start climbing', appLink)),
    text: textLayout(title, [intro, tip, '', `Start climbing: ${appLink}`]),
  };
}
