import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import type { CurrentUser } from '@ascend/contract';
import { createLearner, uniqueEmail } from './support/accounts.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';
import {
  completeLessons,
  failPuzzles,
  expectAccessible,
  gradientPng,
  imageSize,
  patchProfile,
  uniqueUsername,
} from './support/profile-fixtures.ts';

const SHOTS = '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// Scrolled to the top first: a full-page capture of a scrolled page repeats the fixed header and sidebar.
const shot = async (page: Page, name: string, project: string, fullPage = true) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage });
};

const photoInput = (page: Page) => page.getByLabel('Profile photo');

test('a learner edits their profile: a cropped photo, a new username and a country', async ({
  page,
  request,
}, info) => {
  const session = await signedInLearner(page, request, 'profile-edit');
  const api = learnerApi(request, session);
  await completeLessons(api, 1);
  await failPuzzles(api, request, session, 3);
  // Someone else already holds this name: the server's field error must reach the form.
  const taken = uniqueUsername('taken');
  const other = await createLearner(request, uniqueEmail('profile-other'), 'another password');
  await patchProfile(request, other, { username: taken });

  await page.goto('/app/profile');
  await expect(page.getByTestId('profile-username')).toHaveText(`Learner #${session.user.id}`);
  await expect(page.getByTestId('xp-chart')).toBeVisible();
  await expect(page.getByText('10 xp in the last 30 days')).toBeVisible();
  await expect(page.getByTestId('rating-chart').locator('circle')).toHaveCount(3);
  await expect(
    page.getByText(/^Rating \d+ after 3 rated puzzles \(-\d+ in 30 days\)\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit profile' })).toBeVisible();

  // The client refuses wrong types and oversized files before any upload.
  await photoInput(page).setInputFiles({
    name: 'anim.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');
  await photoInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('That image is 3.0 MB; the limit is 2 MB.');

  // A wide photo: the crop step picks a square of it.
  await photoInput(page).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: gradientPng(96, 64),
  });
  await expect(dialog.getByRole('heading', { name: 'Crop your photo' })).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let i = 0; i < 20; i++) await zoom.press('ArrowRight');
  await expect(zoom).toHaveValue('1.2');
  const canvas = dialog.getByTestId('avatar-crop-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await shot(page, 'profile-crop', info.project.name, false);
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  await expect(dialog.locator('img[src^="blob:"]')).toBeVisible();

  await dialog.getByLabel('Username').fill(taken);
  await dialog.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('norw');
  await expect(page.getByRole('option', { name: /Norway/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /Country/ })).toContainText('Norway');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'This username is already taken' }),
  ).toBeVisible();
  await shot(page, 'profile-edit', info.project.name, false);
  await expectAccessible(page);

  const name = uniqueUsername('climber');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await page
    .locator('li')
    .filter({ hasText: 'Profile updated' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByTestId('profile-username')).toHaveText(name);
  await expect(page.getByTestId('profile-country')).toContainText('Norway');

  // The server holds a square WebP (or PNG) cut from the wide photo, and the page shows it.
  const me = await api.get<CurrentUser>('users/current-user/');
  expect(me).toMatchObject({ username: name, country: 'NO' });
  expect(me.avatar_url).toMatch(/^\/api\/users\/avatars\/.+\.(webp|png)$/);
  const image = await request.get(me.avatar_url!);
  expect(image.headers()['content-type']).toMatch(/image\/(webp|png)/);
  const size = imageSize(await image.body());
  expect(size.width).toBe(size.height);
  expect(size.width).toBeLessThanOrEqual(64);
  await expect(page.locator(`header img[src="${me.avatar_url}"]`)).toBeVisible();
  await shot(page, 'profile-own', info.project.name);
  await expectAccessible(page);
});
