import { expect, test } from './support/fixtures.ts';
import { createLearner, mailedLink, uniqueEmail } from './support/accounts.ts';

test('a learner resets a forgotten password with the mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await createLearner(request, email, 'the old password');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page (with an Email field of its own) stays on screen until the new page's
  // chunk has loaded: fill the field once the reset form is there.
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  await page.goto(await mailedLink(request, email, '/password-reset'));
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Repeat new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the old password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // A verified learner without a placement goes on to onboarding.
  await expect(page).toHaveURL(/\/app\/onboarding$/);
});
