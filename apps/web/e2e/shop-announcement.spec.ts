import { expect, test } from './support/fixtures.ts';
import { signedInLearner } from './support/learner-api.ts';
import { expectNoSeriousA11yProblems } from './support/axe.ts';
import { shot } from './support/shots.ts';

// Every other journey starts with the popup already dismissed (playwright.config.ts); this one does not.
test.use({ storageState: { cookies: [], origins: [] } });

test('the announcement popup shows once on the first visit, and Upgrade Now opens the shop', async ({
  page,
  request,
}, info) => {
  await signedInLearner(page, request, 'popup');
  const announcement = (await (await request.get('/api/announcement/')).json()) as {
    data: { title: string; body: string };
  };
  await page.goto('/app/climb');

  const popup = page.getByRole('dialog', { name: announcement.data.title });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('NEW', { exact: true })).toBeVisible();
  await expect(popup).toContainText(announcement.data.body);
  await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();
  await shot(page, info, 'shop-popup');
  await expectNoSeriousA11yProblems(page, '[data-testid="announcement-popup"]');
  await popup.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/app\/shop$/);
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenAnnouncementPopup'))).toBe('true');

  // Remembered: neither a reload nor another screen brings it back.
  await page.goto('/app/climb');
  await expect(page.getByTestId('hearts')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closing the announcement popup with its close button also remembers it', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'popup-close');
  await page.goto('/app/shop');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hero plan' })).toBeVisible();
  await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
});
