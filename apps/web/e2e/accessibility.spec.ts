import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { signedInLearner } from './support/learner-api.ts';

const paths = [
  '/',
  '/about',
  '/features',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/verify-email',
  '/email-verification?token=not-a-token',
  '/password-reset?token=not-a-token',
  '/notification/unsubscribe',
  '/no-such-page',
];

for (const path of paths) {
  test(`axe finds no serious or critical problem on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let entrance transitions finish so colours are measured as the learner sees them.
    await page.waitForTimeout(400);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}

test('axe finds no problem on the league screen of a learner new this week', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'axe-leagues');
  await page.goto('/app/leagues');
  await expect(page.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible();
  await expect(page.getByTestId('league-tier')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('axe finds no problem on the streak panel, the daily goal settings and the profile calendar', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'axe-habit');
  await page.goto('/app/climb');
  await page.getByTestId('habit-bar').click();
  const panel = page.getByRole('dialog', { name: 'Your streak' });
  await expect(panel).toContainText('0-day streak');
  await expect(panel).toHaveCSS('opacity', '1');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/app/settings');
  await expect(page.getByRole('region', { name: 'Daily goal' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/app/profile');
  await expect(page.getByRole('region', { name: 'Streak calendar' })).toBeVisible();
  await expectNoA11yViolations(page);
});
