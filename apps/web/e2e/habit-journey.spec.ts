import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { Engine } from '@ascend/engine';
import { expectNoA11yViolations } from './support/axe.ts';
import { mailedLink, uniqueEmail } from './support/accounts.ts';
import { advanceClock, toNextWeek } from './support/dev-clock.ts';
import { allLessons, learnerApi, signedInLearner } from './support/learner-api.ts';
import { shot } from './support/shots.ts';
import { rightAnswer } from './support/solutions.ts';

/*
 * Issue 17: the daily habit. A learner picks a daily goal, meets it with a lesson (the
 * celebration shows once that day, the streak starts at 1), and the next local day (the
 * server clock moved 24 hours through the dev-only POST /dev/clock) extends it to 2. The
 * week is a fresh league week, so the learner's league table is theirs alone; when it ends,
 * they are promoted and the page says so.
 */
const SHOTS = '/tmp/shots';
const DAY = 86_400_000;
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());
test.use({ timezoneId: 'America/New_York' });

/** A fresh API session (the server clock may have moved past the last token's expiry). */
async function apiFor(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/login/', {
    data: { email, password: 'a lesson password' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return learnerApi(request, (await res.json()).data);
}

/** Answers every exercise of the first open lesson right: the lesson closes and pays xp. */
async function finishFirstLesson(request: APIRequestContext, email: string) {
  const api = await apiFor(request, email);
  const lesson = (await allLessons(api)).find((l) => l.status === 'available')!;
  for (const e of await api.exercises(lesson.id))
    await api.answer(e.id, await rightAnswer(e, engine));
}

const flame = (page: Page) => page.getByTestId('habit-bar');

test('over two days a learner meets the daily goal, the streak grows from 1 to 2, the league table shows them and next week they are promoted', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  // Monday 10:00 UTC of a fresh week (05:00 in New York): both days fall in one league week.
  await toNextWeek(request, 10 * 3_600_000);
  const session = await signedInLearner(page, request, 'habit', { keepCelebrations: true });
  const email = String(session.user.email);

  // Day 1: a Casual goal and an evening reminder, in the browser's zone.
  await page.goto('/app/settings');
  const card = page.getByRole('region', { name: 'Daily goal' });
  await card.getByTestId('goal-10').click();
  await card.getByRole('switch', { name: 'Daily streak reminder' }).click();
  await card.getByLabel('Remind me at').selectOption('20');
  await expect(card).toContainText('America/New York');
  await card.getByRole('button', { name: 'Save goal and reminder' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved.');
  await shot(page, info, 'habit-settings');
  await expectNoA11yViolations(page);

  await page.goto('/app/climb');
  await expect(page.getByTestId('streak-count')).toHaveText('0');
  await flame(page).click();
  const panel = page.getByRole('dialog', { name: 'Your streak' });
  await expect(panel).toContainText('0-day streak');
  await expect(panel).toContainText('Finish a lesson or solve 3 puzzles today to start it.');
  await expect(panel).toHaveCSS('opacity', '1');
  await shot(page, info, 'habit-panel-empty');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await finishFirstLesson(request, email);
  await page.reload();
  const celebration = page.getByRole('dialog', { name: 'Daily goal met!' });
  await expect(celebration).toBeVisible();
  await expect(page.getByText('Streak extended: 1 day!', { exact: true })).toBeVisible();
  await shot(page, info, 'habit-celebration');
  await expectNoA11yViolations(page);
  await celebration.getByRole('button', { name: 'Keep going' }).click();
  await expect(celebration).toBeHidden();
  await expect(page.getByTestId('streak-count')).toHaveText('1');

  // Once a day: another load of the app does not celebrate again.
  await page.reload();
  await expect(page.getByTestId('streak-count')).toHaveText('1');
  await expect(page.getByRole('dialog', { name: 'Daily goal met!' })).toHaveCount(0);
  await flame(page).click();
  await expect(panel).toContainText('1-day streak');
  await expect(panel).toContainText('Today counts.');
  await expect(panel).toHaveCSS('opacity', '1');
  await shot(page, info, 'habit-panel-day1');
  await page.keyboard.press('Escape');

  // Day 2: the streak is kept but today is not done yet.
  await advanceClock(request, DAY);
  await page.reload();
  await expect(page.getByTestId('streak-count')).toHaveText('1');
  await expect(flame(page)).toHaveAttribute(
    'aria-label',
    /^Streak: 1 day\. Daily goal: 0 of 10 xp/,
  );

  await finishFirstLesson(request, email);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Daily goal met!' })).toBeVisible();
  await expect(page.getByText('Streak extended: 2 days!', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Keep going' }).click();
  await expect(page.getByTestId('streak-count')).toHaveText('2');

  // The profile's calendar shows both days.
  await page.goto('/app/profile');
  const calendar = page.getByRole('region', { name: 'Streak calendar' });
  await expect(calendar).toContainText('2 active days in the last 5 weeks');
  await expect(calendar.getByRole('listitem', { name: /streak day/ })).toHaveCount(2);
  await calendar.scrollIntoViewIfNeeded();
  await shot(page, info, 'habit-profile-calendar');
  await expectNoA11yViolations(page);

  // The league table shows the learner with both days' xp.
  await page.goto('/app/leagues');
  const me = page.locator('[data-testid="league-row"][data-me]');
  await expect(me).toBeVisible({ timeout: 60_000 });
  await expect(me).toContainText('1');

  // Next week: the rollover promotes the leader of the table and the page says so.
  await toNextWeek(request);
  await expect(page.getByTestId('league-result')).toContainText('You moved up to Knight league!', {
    timeout: 60_000,
  });
  await shot(page, info, 'habit-league-promoted');
});

test('a new learner picks a daily goal on onboarding with the starting level', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('goal');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a lesson password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await mailedLink(request, email, '/email-verification'));
  await expect(page).toHaveURL(/\/app\/onboarding$/);

  // Regular is picked until the learner chooses; arrows move through the goals.
  await expect(page.getByRole('radio', { name: /Regular/ })).toBeChecked();
  await page.getByRole('radio', { name: /I'm new to chess/ }).check();
  await page.getByRole('radio', { name: /Serious/ }).check();
  await page.getByRole('heading', { name: 'Pick a daily goal' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'habit-onboarding-goal');
  await page.getByRole('button', { name: 'Start climbing' }).click();
  await expect(page).toHaveURL(/\/app\/climb$/);

  await expect(page.getByTestId('habit-bar')).toHaveAttribute('aria-label', /of 30 xp/);
  // The app sends the browser's zone once it is open.
  const api = await apiFor(request, email);
  await expect
    .poll(
      async () => (await api.get<{ time_zone: string | null }>('users/current-user/')).time_zone,
    )
    .toBe('America/New_York');
  expect(await api.get('users/current-user/')).toMatchObject({ daily_goal: 30, placement: 'new' });
});
