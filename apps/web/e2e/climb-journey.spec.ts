import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import type { LessonItem, SectionItem, UnitItem } from '@ascend/contract';
import { createLearner, mailedLink, uniqueEmail } from './support/accounts.ts';

const SHOTS = '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// The one-time announcement popup has its own journey (shop-announcement); here it would cover the climb.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenAnnouncementPopup', 'true'));
});

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `${SHOTS}/climb-${name}-${project}.png`, fullPage: true });

/** The signed-in learner's own view of the path, read with the token the browser holds. */
async function learnerView(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(
    () => JSON.parse(JSON.parse(localStorage.getItem('persist:auth')!).token) as string,
  );
  const get = async <T>(path: string) => {
    const res = await request.get(`/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    sections: async () => (await get<{ results: SectionItem[] }>('sections/?page=1')).results,
    units: (sectionId: number) => get<UnitItem[]>(`units/?section_id=${sectionId}`),
    lessons: (unitId: number) => get<LessonItem[]>(`lessons/?unit_id=${unitId}`),
  };
}

/** A verified learner without a placement, signed in the way redux-persist restores a session. */
async function unplacedLearner(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('placement');
  const session = await createLearner(request, email, 'a placement password');
  const saved = {
    token: JSON.stringify(session.token.access_token),
    refreshToken: JSON.stringify(session.token.refreshToken),
    userId: JSON.stringify(session.user.id),
    authorized: 'true',
    placement: JSON.stringify('not_set'),
    isVerified: 'true',
    email: JSON.stringify(email),
    username: 'null',
    user: 'null',
    hearts: 'null',
    country: 'null',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await page.goto('/privacy-policy');
  await page.evaluate(
    (value) => localStorage.setItem('persist:auth', value),
    JSON.stringify(saved),
  );
}

const sectionLink = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: new RegExp(title) });

test('a new learner picks a level on onboarding and climbs from the path to a unit’s lessons', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('climb');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a climbing password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await mailedLink(request, email, '/email-verification'));

  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Where should your climb start?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start climbing' })).toBeDisabled();
  await shot(page, 'onboarding', info.project.name);
  // The levels are a radio group: arrow keys move the choice.
  await page.getByRole('radio', { name: /I'm new to chess/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /I'm new to chess/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /I know how the pieces move/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start climbing' }).click();

  await expect(page).toHaveURL(/\/app\/climb$/);
  const view = await learnerView(page, request);
  const sections = await view.sections();
  const second = sections.find((s) => s.number === 2)!;
  expect(second.status).toBe('available');
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page.getByTestId('section-progress')).toHaveText(
    `0/${second.lessons_total} lessons`,
  );
  for (const s of sections)
    await expect(sectionLink(page, s.title)).toHaveAttribute(
      'data-status',
      s.number > 2 ? 'locked' : 'available',
    );

  // The path: the first lesson of section 2 is current, the rest of the section locked.
  const units = await view.units(second.id);
  const lessons = await view.lessons(units[0]!.id);
  const first = lessons[0]!;
  await expect(page.getByTestId('lesson-node')).toHaveCount(second.lessons_total);
  await expect(page.locator('[data-node="current"]')).toHaveAttribute(
    'data-lesson-id',
    String(first.id),
  );
  // The first unit's checkpoint is open too: a learner may test out of the unit (ADR 0021).
  await expect(page.locator('[data-node="locked"]')).toHaveCount(second.lessons_total - 2);
  await expect(page.getByTestId('continue-lesson')).toHaveAttribute(
    'href',
    `/app/exercise?lessonId=${first.id}`,
  );
  await shot(page, 'path', info.project.name);

  await page.locator('[data-node="current"]').click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Start/ })).toHaveAttribute(
    'href',
    `/app/exercise?lessonId=${first.id}`,
  );
  await page.screenshot({ path: `${SHOTS}/climb-path-popover-${info.project.name}.png` });
  await page.keyboard.press('Escape');

  // Another section through the switcher: section 1 is open to replay, nothing locked.
  const firstSection = sections.find((s) => s.number === 1)!;
  await sectionLink(page, firstSection.title).click();
  await expect(page).toHaveURL(new RegExp(`/app/climb\\?section=1&sectionId=${firstSection.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: firstSection.title })).toBeVisible();
  await expect(page.getByTestId('lesson-node')).toHaveCount(firstSection.lessons_total);
  await expect(page.locator('[data-node="locked"]')).toHaveCount(0);

  // Back to section 2, then its units and the first unit's lessons.
  await page.getByRole('link', { name: `Next section: ${second.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/climb/${second.id}$`));
  await expect(page.getByTestId('unit-card')).toHaveCount(units.length);
  await expect(page.getByTestId('unit-card').first()).toContainText(units[0]!.title);
  await shot(page, 'units', info.project.name);

  await page.getByTestId('unit-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/app/climb/section/unit/${units[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: units[0]!.title })).toBeVisible();
  await expect(page.getByTestId('lesson-row')).toHaveCount(lessons.length);
  await expect(page.getByTestId('lesson-row').first()).toHaveAttribute('data-status', 'available');
  await expect(page.getByTestId('lesson-row').nth(1)).toHaveAttribute('data-status', 'locked');
  await shot(page, 'unit', info.project.name);

  await page.getByRole('link', { name: `Start lesson 1: ${first.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/exercise/\\d+\\?type=\\w+&lessonId=${first.id}$`));
});

test('a learner who knows tactics and strategy starts at section 3 with sections 1–2 open to replay', async ({
  page,
  request,
}, info) => {
  await unplacedLearner(page, request);
  await page.goto('/app/climb');
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.getByRole('link', { name: 'Take the test' }).click();

  await expect(page).toHaveURL(/\/app\/placement$/);
  const answers: Record<string, string> = {
    bishop: 'The bishop',
    'knight-squares': '8',
    checkmate: 'Checkmate',
    stalemate: 'It is a draw',
    'absolute-pin': 'cannot move at all: it is pinned',
    'active-king': 'Walk towards the centre and join the fight',
  };
  const moves: Record<string, [string, string]> = {
    'back-rank-mate': ['d1', 'd8'],
    'royal-fork': ['b5', 'c7'],
  };
  for (let i = 0; i < 8; i++) {
    const question = page.getByTestId('placement-question');
    const id = (await question.getAttribute('data-question'))!;
    if (i === 4) await shot(page, 'placement-board', info.project.name);
    if (moves[id]) {
      const [from, to] = moves[id];
      await page.locator(`#placement-square-${from}`).click();
      await page.locator(`#placement-square-${to}`).click();
    } else {
      await page.getByRole('radio', { name: answers[id] }).click();
      if (i === 0) await shot(page, 'placement-question', info.project.name);
      await page.getByRole('button', { name: 'Check' }).click();
    }
    await expect(page.getByTestId('placement-footer')).toHaveAttribute('data-verdict', 'correct');
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  await expect(
    page.getByRole('heading', { name: 'We suggest: I know tactics and strategy' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /I know tactics and strategy/ })).toBeChecked();
  await shot(page, 'placement-result', info.project.name);
  await page.getByRole('button', { name: 'Start climbing' }).click();

  await expect(page).toHaveURL(/\/app\/climb$/);
  const sections = await (await learnerView(page, request)).sections();
  const third = sections.find((s) => s.number === 3)!;
  await expect(page.getByRole('heading', { level: 1, name: third.title })).toBeVisible();
  await expect(page.locator('[data-node="current"]')).toHaveCount(1);
  for (const s of sections.filter((x) => x.number <= 3))
    await expect(sectionLink(page, s.title)).toHaveAttribute('data-status', 'available');
  await shot(page, 'path-tactics', info.project.name);

  // A lower section is replayable: its lessons open with a Start button, none locked.
  await page.getByRole('link', { name: /Previous section/ }).click();
  await page.getByRole('link', { name: 'Units' }).click();
  await page.getByTestId('unit-card').last().click();
  await expect(page.getByTestId('lesson-row')).not.toHaveCount(0);
  await expect(page.locator('[data-testid="lesson-row"][data-status="locked"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Start lesson 1:/ })).toBeVisible();
});

test('the climb says when it cannot load and tries again on request', async ({
  page,
  request,
}, info) => {
  await unplacedLearner(page, request);
  let fail = true;
  await page.route('**/api/sections/?page=1', (route) =>
    fail
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'BROKEN', message: 'The path is closed for repairs.' },
          }),
        })
      : route.continue(),
  );
  await page.goto('/app/onboarding');
  await page.getByRole('radio', { name: /I'm new to chess/ }).click();
  await page.getByRole('button', { name: 'Start climbing' }).click();
  await expect(page.getByRole('alert')).toContainText('The path is closed for repairs.');
  await shot(page, 'error', info.project.name);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-node="current"]')).toHaveCount(1);
});
