import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { expectNoA11yViolations, settled } from './support/axe.ts';
import { signedInLearner } from './support/learner-api.ts';

const paths = [
  '/',
  '/about',
  '/features',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/credits',
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
    await settled(page);
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

// Orion game analysis (ADR 0025): the game page and a finished report, zero violations of any impact.
test('axe finds no problem on the Orion game page and a game report', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await signedInLearner(page, request, 'a11y-orion');
  const submitted = await request.post('/api/orion/games', {
    headers: { authorization: `Bearer ${session.token.access_token}` },
    data: {
      color: 'white',
      pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O',
    },
  });
  expect(submitted.status()).toBe(202);
  const { id } = ((await submitted.json()) as { data: { id: number } }).data;
  await page.goto('/app/orion/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Game analysis' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The "From your lessons" source with no game yet (the list is in orion-games.spec.ts).
  await page.locator('label').filter({ hasText: 'From your lessons' }).click();
  await expect(page.getByText('No finished games from your lessons yet')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/app/orion/games/${id}`);
  await expect(page.getByRole('heading', { name: 'Every move' })).toBeVisible({ timeout: 60_000 });
  await expectNoA11yViolations(page);
});

// Orion skills (ADR 0024): the intro, the assessment player, the profile and training, zero
// violations of any impact.
test('axe finds no problem on the Orion intro, assessment, profile and training screens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await signedInLearner(page, request, 'a11y-orion-skills');
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  await page.goto('/app/orion');
  await expect(page.getByTestId('assessment-intro')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/app/orion/assessment');
  await expect(page.getByTestId('orion-puzzle-board')).toBeVisible();
  await expectNoA11yViolations(page);
  // Finish the assessment through the API (every answer wrong) to reach the profile.
  let s = (
    (await (await request.post('/api/orion/assessment', { headers })).json()) as {
      data: { id: number; done: boolean; puzzle: { id: string } | null };
    }
  ).data;
  while (!s.done) {
    const res = await request.post(`/api/orion/assessment/${s.id}/answer`, {
      headers,
      data: { puzzle_id: s.puzzle!.id, moves: [] },
    });
    expect(res.ok()).toBe(true);
    s = ((await res.json()) as { data: { session: typeof s } }).data.session;
  }
  await page.goto('/app/orion');
  await expect(page.getByTestId('skill-radar')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/app/orion/train');
  await expect(page.getByTestId('orion-puzzle-board')).toBeVisible();
  await expectNoA11yViolations(page);
});
