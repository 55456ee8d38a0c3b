import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import type { ApiSession } from './support/accounts.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';
import { expectAccessible, patchProfile } from './support/profile-fixtures.ts';

const SHOTS = '/tmp/shots';
const PASSWORD = 'a lesson password'; // what signedInLearner registers with
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// Scrolled to the top first: a full-page capture of a scrolled page repeats the fixed header and sidebar.
const shot = async (page: Page, name: string, project: string, fullPage = true) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage });
};

const login = (request: APIRequestContext, email: string, password: string) =>
  request.post('/api/users/login/', { data: { email, password } });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Buys the Hero plan through the sandbox checkout's API, the way the shop's modal does. */
async function buyHeroPlan(request: APIRequestContext, session: ApiSession) {
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  await patchProfile(request, session, { country: 'GB' });
  const initiated = await request.post('/api/subscription/initiate/', {
    headers,
    data: { plan_type: 'monthly' },
  });
  expect(initiated.ok(), await initiated.text()).toBe(true);
  const { transaction_reference } = (
    (await initiated.json()) as { data: { transaction_reference: string } }
  ).data;
  const paid = await request.post('/api/subscription/sandbox/pay', {
    headers,
    data: { tx_ref: transaction_reference, method: 'bank_transfer' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const confirmed = await request.post('/api/subscription/', {
    headers,
    data: { transaction_reference },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test('a learner changes sound, password and mail settings, then logs out everywhere', async ({
  page,
  request,
}, info) => {
  const session = await signedInLearner(page, request, 'settings');
  const email = (await learnerApi(request, session).get<{ email: string }>('users/current-user/'))
    .email;
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Sound: on at 50 by default; changes land in localStorage and survive a reload.
  const sound = page.getByRole('switch', { name: 'Sound effects' });
  await expect(sound).toBeChecked();
  await expect(page.getByTestId('sound-volume')).toHaveText('50%');
  await page.getByRole('slider', { name: 'Volume' }).focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('sound-volume')).toHaveText('40%');
  expect(await stored(page, 'sound-volume')).toBe('40');
  await page.getByRole('button', { name: 'Play test sound' }).click();
  await sound.click();
  await expect(sound).not.toBeChecked();
  expect(await stored(page, 'sound-enabled')).toBe('false');
  await expect(page.getByRole('button', { name: 'Play test sound' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sound effects' })).not.toBeChecked();
  await expect(page.getByTestId('sound-volume')).toHaveText('40%');
  await page.getByRole('switch', { name: 'Sound effects' }).click();
  expect(await stored(page, 'sound-enabled')).toBe('true');

  // Password: wrong current password, mismatch, then a real change.
  const form = page.getByRole('region', { name: 'Password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('a brand new password');
  await form.getByLabel('Confirm new password').fill('a different one');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('a brand new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password was changed.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect((await login(request, email, PASSWORD)).status()).toBe(401);
  expect((await login(request, email, 'a brand new password')).ok()).toBe(true);

  // Marketing mails: off by default, switched on through the API.
  const marketing = page.getByRole('switch', { name: 'News and offers' });
  await expect(marketing).toBeEnabled();
  const before = await marketing.getAttribute('aria-checked');
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await expect
    .poll(
      async () =>
        (
          await learnerApi(request, session).get<{ marketing_emails: boolean }>(
            'notifications/preferences',
          )
        ).marketing_emails,
    )
    .toBe(before !== 'true');

  await expect(page.getByTestId('subscription-status')).toContainText('free plan');
  await shot(page, 'settings', info.project.name);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const refreshed = await request.post('/api/users/refresh-token/', {
    data: { refresh_token: session.token.refreshToken },
  });
  expect(refreshed.status()).toBe(401);
});

test('a subscriber cancels the Hero plan and keeps it until the period ends', async ({
  page,
  request,
}, info) => {
  const session = await signedInLearner(page, request, 'settings-hero');
  await buyHeroPlan(request, session);
  await page.goto('/app/settings');
  const status = page.getByTestId('subscription-status');
  await expect(status).toContainText('Hero plan · Monthly');
  await expect(status).toContainText(/Active until \w+ \d+, \d{4}/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your Hero plan?' })
    .getByRole('button', { name: 'Cancel plan' })
    .click();
  await expect(status).toContainText(/Your plan will not renew\. Active until \w+ \d+, \d{4}\./);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await shot(page, 'settings-subscriber', info.project.name);
});

test('a learner logs out, and another deletes the account with the password', async ({
  page,
  request,
}, info) => {
  const session = await signedInLearner(page, request, 'settings-delete');
  const email = (await learnerApi(request, session).get<{ email: string }>('users/current-user/'))
    .email;
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct');
  await shot(page, 'settings-delete', info.project.name, false);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  expect((await stored(page, 'persist:auth')) ?? '').not.toContain(session.token.access_token);
  expect((await login(request, email, PASSWORD)).status()).toBe(401);

  // Plain log out: this session ends and the app returns to /login.
  const other = await signedInLearner(page, request, 'settings-logout');
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  const refreshed = await request.post('/api/users/refresh-token/', {
    data: { refresh_token: other.token.refreshToken },
  });
  expect(refreshed.status()).toBe(401);
});
