import { expect, test } from './support/fixtures.ts';
import { signedInLearner } from './support/learner-api.ts';

test('a signed-in learner opening a broken unsubscribe link stays on the page and reads why it failed', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'unsubscribe');
  const sent = page.waitForRequest(
    (r) => r.url().includes('/api/notification/unsubscribe') && r.method() === 'POST',
  );
  await page.goto('/notification/unsubscribe?token=1.marketing.forged');
  expect((await sent).postDataJSON()).toEqual({ token: '1.marketing.forged' });

  await expect(page).toHaveURL(/\/notification\/unsubscribe\?token=/);
  const result = page.getByRole('alert');
  await expect(result).toContainText('We could not unsubscribe you');
  await expect(result).toContainText('This unsubscribe link is invalid');
  await expect(page.getByRole('link', { name: 'Back to your climb' })).toBeVisible();
});

test('an unsubscribe link without a token says so without calling the server', async ({ page }) => {
  let called = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/notification/unsubscribe')) called = true;
  });
  await page.goto('/notification/unsubscribe');
  await expect(page.getByRole('alert')).toContainText('This link has no unsubscribe token');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  expect(called).toBe(false);
});
