import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import type { LeaderboardData } from '@ascend/contract';
import { createLearner, uniqueEmail, type ApiSession } from './support/accounts.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';
import {
  completeLessons,
  expectAccessible,
  patchProfile,
  uniqueUsername,
} from './support/profile-fixtures.ts';

const SHOTS = '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The page of the weekly board that lists `userId`, read through the API as `session`. */
async function pageListing(
  request: APIRequestContext,
  session: ApiSession,
  userId: number,
): Promise<number> {
  const headers = { authorization: `Bearer ${session.token.access_token}` };
  for (let page = 1; page < 100; page++) {
    const res = await request.get(`/api/leaderboard/?period=week&page=${page}`, { headers });
    const board = ((await res.json()) as { data: LeaderboardData }).data;
    if (board.results.some((r) => r.user_id === userId)) return page;
    if (board.results.length === 0) break;
  }
  throw new Error(`learner ${userId} is not on the weekly board`);
}

const myRank = async (request: APIRequestContext, session: ApiSession) => {
  const res = await request.get('/api/leaderboard/?period=week', {
    headers: { authorization: `Bearer ${session.token.access_token}` },
  });
  return ((await res.json()) as { data: LeaderboardData }).data.me;
};

// Scrolled to the top first: a full-page capture of a scrolled page repeats the fixed header and sidebar.
const shot = async (page: Page, name: string, project: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
};

test('a learner finds a rival on the weekly leaderboard and opens their public profile', async ({
  page,
  request,
}, info) => {
  const me = await signedInLearner(page, request, 'board-me');
  await completeLessons(learnerApi(request, me), 1);

  const rivalEmail = uniqueEmail('board-rival');
  const rival = await createLearner(request, rivalEmail, 'a rival password');
  const rivalName = uniqueUsername('rival');
  await patchProfile(request, rival, { placement: 'new', username: rivalName, country: 'NG' });
  await completeLessons(learnerApi(request, rival), 2);

  await page.goto('/app/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('week-reset')).toContainText(/Resets in \d+(d|h|m)/);

  // My own place is always shown, with the learners around me, whatever page is open.
  const mine = await myRank(request, me);
  expect(mine.on_board).toBe(true);
  await expect(page.getByTestId('my-rank')).toHaveText(`#${mine.rank}`);
  // Highlighted in the list, or in the "around you" card when the list shows another page.
  await expect(
    page.locator('[data-testid="leaderboard-row"][data-me]:visible').first(),
  ).toContainText('10 xp');

  const rivalPage = await pageListing(request, me, rival.user.id);
  if (rivalPage > 1) await page.goto(`/app/leaderboard?page=${rivalPage}`);
  const ranking = page.getByRole('list', { name: 'This week’s ranking' });
  const row = ranking.getByTestId('leaderboard-row').filter({ hasText: rivalName });
  await expect(row).toContainText('20 xp');
  await expect(row.getByRole('img', { name: 'Nigeria' })).toBeVisible();
  await shot(page, 'leaderboard-week', info.project.name);
  await expectAccessible(page);

  await row.getByRole('link', { name: rivalName }).click();
  await expect(page).toHaveURL(new RegExp(`/app/user/${rival.user.id}$`));
  await expect(page.getByTestId('profile-username')).toHaveText(rivalName);
  await expect(page.getByTestId('profile-country')).toContainText('Nigeria');
  const stats = page.locator('dl');
  await expect(stats.getByText('Lessons completed').locator('..')).toContainText('2');
  await expect(stats.getByText('Total xp').locator('..')).toContainText('20');
  await expect(stats.getByText('This week').locator('..')).toContainText('20 xp');
  await expect(page.getByText(/Joined \w+ \d{4}/)).toBeVisible();
  // A public profile never shows the email.
  expect(await page.content()).not.toContain(rivalEmail);
  await shot(page, 'profile-public', info.project.name);
  await expectAccessible(page);

  await page.goBack();
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page).toHaveURL(/period=all/);
  await expect(
    page.getByRole('list', { name: 'All-time ranking' }).getByTestId('leaderboard-row').first(),
  ).toBeVisible();
  await shot(page, 'leaderboard-all', info.project.name);

  // An old link past the last page offers the way back to the top.
  await page.goto('/app/leaderboard?page=999');
  await expect(
    page.getByRole('heading', { name: 'This page of the board is empty' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to the top of the board' }).click();
  await expect(page).toHaveURL(/\/app\/leaderboard$/);
  await expect(
    page.getByRole('list', { name: 'This week’s ranking' }).getByTestId('leaderboard-row').first(),
  ).toBeVisible();
});

test('an unknown learner id shows a friendly not-found page', async ({ page, request }, info) => {
  await signedInLearner(page, request, 'board-missing');
  await page.goto('/app/user/987654321');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that climber' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the leaderboard' }).click();
  await expect(page).toHaveURL(/\/app\/leaderboard$/);
  await page.goto('/app/user/not-a-number');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that climber' })).toBeVisible();
  await shot(page, 'profile-not-found', info.project.name);
});
