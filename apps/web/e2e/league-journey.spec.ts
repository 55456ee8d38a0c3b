import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import type { LeagueCurrent } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { expectNoA11yViolations } from './support/axe.ts';
import { createLearner, uniqueEmail } from './support/accounts.ts';
import { toNextWeek } from './support/dev-clock.ts';
import { allLessons, learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { rightAnswer } from './support/solutions.ts';

/*
 * Issue 17: weekly leagues. A learner's first lesson of the week puts them in a league; a
 * rival's lesson shows up in the open table; when the week ends (the server clock moved past
 * Monday 00:00 UTC through the dev-only POST /dev/clock) the scheduled rollover promotes them.
 */
const SHOTS = '/tmp/shots';
const MINUTE = 60_000;
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

/** Answers every exercise of the first open lesson right: the lesson closes and pays xp. */
async function finishFirstLesson(api: LearnerApi) {
  const lesson = (await allLessons(api)).find((l) => l.status === 'available')!;
  for (const e of await api.exercises(lesson.id))
    await api.answer(e.id, await rightAnswer(e, engine));
}

test('a learner joins a league with their first lesson and moves up when the week ends', async ({
  page,
  request,
}, info) => {
  test.setTimeout(300_000);
  const tag = info.project.name;
  // A fresh week, so the cohort holds only this journey's learners.
  await toNextWeek(request);
  const session = await signedInLearner(page, request, `league-${tag}`);
  const api = learnerApi(request, session);

  await page.goto('/app/leagues');
  await expect(page.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible();
  await expect(page.getByTestId('league-empty')).toContainText(
    'Earn xp this week to join a league',
  );
  await expect(page.getByTestId('league-tier')).toHaveText('Pawn league');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/league-empty-${tag}.png`, fullPage: true });

  await finishFirstLesson(api);
  // Placement waits for last week's rollover (queued by the clock's move); the page polls.
  const me = page.locator('[data-testid="league-row"][data-me]');
  await expect(me).toBeVisible({ timeout: 2 * MINUTE });
  await expect(me).toContainText('1');
  await expect(page.getByTestId('league-time-left')).toContainText(/Ends in \d+d/);

  // A rival finishes the same lesson later: the open table shows them without a reload.
  const rivalEmail = uniqueEmail(`rival-${tag}`);
  const rival = await createLearner(request, rivalEmail, 'a lesson password');
  const rivalHeaders = { authorization: `Bearer ${rival.token.access_token}` };
  const placed = await request.patch(`/api/users/${rival.user.id}/`, {
    headers: rivalHeaders,
    multipart: { placement: 'new' },
  });
  expect(placed.ok()).toBe(true);
  await finishFirstLesson(learnerApi(request, rival));
  await expect(page.getByTestId('league-row')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('[data-zone="up"] [data-me]')).toBeVisible();
  const league = (await (
    await request.get('/api/leagues/current', {
      headers: { authorization: `Bearer ${session.token.access_token}` },
    })
  ).json()) as { data: LeagueCurrent };
  expect(league.data.me).toEqual({ rank: 1, xp: league.data.cohort[0]!.xp });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/league-table-${tag}.png`, fullPage: true });

  // The week ends: the scheduled rollover promotes the leader; the page shows the result.
  await toNextWeek(request);
  const banner = page.getByTestId('league-result');
  await expect(banner).toContainText('You moved up to Knight league!', { timeout: 2 * MINUTE });
  await expect(banner).toContainText('Last week you finished #1');
  await expect(page.getByTestId('league-tier')).toHaveText('Knight league');
  await expect(page.getByTestId('league-chip')).toHaveAccessibleName('Leagues: Knight league');
  await expect(page.getByRole('region', { name: 'Past weeks' })).toContainText(
    'Moved up to Knight',
  );
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/league-promoted-${tag}.png`, fullPage: true });

  // The result is also an in-app notification behind the bell.
  await page.reload();
  await page.getByTestId('notification-bell').click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox.getByText('You moved up to Knight league!')).toBeVisible();
  await expect(inbox.getByText(/You finished #1 with \d+ xp in the week of/)).toBeVisible();
});
