import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { mailedLink, uniqueEmail } from './support/accounts.ts';
import { JOURNEY_PLAYER } from './support/fake-lichess.ts';

/*
 * Issue 28's browser journey: a new learner signs up, links a Lichess account (the fake
 * Lichess start-server.mjs runs, with three of this player's games), sees the games arrive and
 * their analyses finish, reads the insights across them, and fixes one of their own mistakes
 * in review.
 */
const SHOTS = '/tmp/shots-orion-insights';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
async function shot(page: Page, name: string, project: string) {
  // From the top, so the fixed header is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my own games 2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await mailedLink(page.request, email, '/email-verification'));
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.getByRole('radio', { name: /I know how the pieces move/ }).click();
  await page.getByRole('button', { name: 'Start climbing' }).click();
  await expect(page).toHaveURL(/\/app\/climb$/);
}

test('a new learner links Lichess, watches the analyses finish, reads the insights and fixes a mistake of theirs', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const tag = info.project.name;
  await signUp(page, uniqueEmail('orion-account'));

  // Before any game, the insights say what to do.
  await page.goto('/app/orion');
  await page.getByRole('link', { name: /Insights from your games/ }).click();
  await expect(page).toHaveURL(/\/app\/orion\/insights$/);
  const empty = page.getByTestId('insights-empty');
  await expect(empty.getByRole('heading', { name: 'No analysed games yet' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'insights-empty', tag);
  await empty.getByRole('link', { name: 'Link an account' }).click();
  await expect(page).toHaveURL(/\/app\/orion\/games$/);
  await expect(page.getByText(/An analysis costs 10 credits\. You have 30\./)).toBeVisible();

  // Link the Lichess account: its three games are imported and analysed.
  await page.getByLabel('Site').selectOption('lichess');
  await page.getByLabel('Your username there').fill(JOURNEY_PLAYER.toLowerCase());
  await page.getByRole('button', { name: 'Link account' }).click();
  const account = page.getByRole('list', { name: 'Linked accounts' }).getByRole('listitem');
  await expect(account).toContainText(`${JOURNEY_PLAYER.toLowerCase()} on Lichess`);
  await expect(account).toContainText('3 games imported; new ones arrive every day.', {
    timeout: 30_000,
  });
  const games = page.getByRole('list', { name: 'Your analysed games' }).getByRole('listitem');
  await expect(games).toHaveCount(3);
  await expect(games.filter({ hasText: 'Analysed' })).toHaveCount(3, { timeout: 150_000 });
  await expect(games.filter({ hasText: /\d+(\.\d)?% accuracy/ })).toHaveCount(3);
  // The three analyses were charged: the credit line shows it without a reload.
  await expect(page.getByText(/An analysis costs 10 credits\. You have 0\./)).toBeVisible();
  await shot(page, 'games-analysed', tag);

  // The insights have real figures: 1 win, 1 draw, 1 loss; openings named by position.
  await page.getByRole('link', { name: 'Insights from your games' }).click();
  await expect(page).toHaveURL(/\/app\/orion\/insights$/);
  await expect(page.getByTestId('insight-Games analysed')).toContainText('3');
  await expect(page.getByTestId('insight-Score')).toContainText('50%');
  const white = page.getByRole('table', { name: 'As White' });
  await expect(white.getByRole('rowheader')).toHaveText([/^Ruy Lopez/]);
  const black = page.getByRole('table', { name: 'As Black' });
  await expect(black.getByRole('rowheader')).toHaveText([/^Bishop's Opening/, /^Sicilian Defense/]);
  await expect(page.getByTestId('phase-opening')).toContainText(/\d+ moves/);
  await expect(page.getByRole('list', { name: 'Motifs missed most' })).toContainText(
    'Allowed mate',
  );
  const speeds = page.getByRole('list', { name: 'Results by time control' });
  await expect(speeds.getByRole('listitem')).toHaveCount(2);
  await expect(speeds.getByRole('listitem').first()).toContainText('Blitz2 games');
  await expect(page.getByTestId('insights-trend')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'insights', tag);

  // Learn from your mistakes, by keyboard: 3...Nf6?? allowed mate; 3...g6 defends f7.
  await page.getByRole('link', { name: 'Learn from your mistakes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/review$/);
  await expect(page.getByTestId('review-sources')).toContainText(
    /[1-9]\d* mistakes from your own games/,
  );
  await page.getByRole('link', { name: /Start review/ }).click();
  const item = page.getByTestId('review-item');
  await expect(item).toHaveAttribute('data-kind', 'game_move');
  await expect(page.getByRole('heading', { name: 'Find a better move for Black' })).toBeVisible();
  await expect(item).toContainText('On move 3 you played Nf6, a mistake.');
  await page.locator('#practice-game-move-square-g7').click();
  await expect(page.getByTestId('legal-move').first()).toBeVisible();
  await page.locator('#practice-game-move-square-g6').click();
  await expect(page.getByTestId('game-move-status')).toHaveText(
    'Checked: a better move than the one you played in the game.',
  );
  await expect(page.getByText('Orion is checking your move…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expectNoA11yViolations(page);
  await shot(page, 'review-fixed', tag);
});
