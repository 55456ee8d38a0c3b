import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import type { LessonItem } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { solve, verdict } from './support/exercise-driver.ts';
import { allLessons, learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { testOutTo as testOut } from './support/test-out.ts';

/*
 * Issue 19: the longer climb. A learner tests out of every unit of sections 1–4 through their
 * checkpoints, then plays in the browser one new lesson of each new section (5, 6, 7) and one
 * unit checkpoint, which opens the next unit.
 */
const SHOTS = '/tmp/shots';
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

const bySlug = async (api: LearnerApi, slug: string) =>
  (await allLessons(api)).find((l) => l.slug === slug)!;

const testOutTo = (api: LearnerApi, slug: string) => testOut(api, engine, slug);

/** Plays a whole lesson on screen, answering each exercise by hand, and sees it completed. */
async function playLesson(page: Page, api: LearnerApi, lesson: LessonItem, shot: string) {
  const exercises = await api.exercises(lesson.id);
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  for (const [i, exercise] of exercises.entries()) {
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    await expect(
      page.getByRole('progressbar', { name: `Exercise ${i + 1} of ${exercises.length}` }),
    ).toBeVisible();
    if (i === 0 || exercise.type === 'best_move_type')
      await page.screenshot({ path: `${SHOTS}/${shot}-${i + 1}-${exercise.type}.png` });
    await solve(page, exercise, engine);
    if (exercise.type !== 'info_type')
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${lesson.id}/completed$`));
  await expect(page.getByRole('heading', { name: 'Lesson Completed' })).toBeVisible();
  await expect(page.getByTestId('xp-gained')).toHaveText(String(lesson.xp));
}

test('a learner tests out of units, plays a lesson of each new section and a checkpoint', async ({
  page,
  request,
}, info) => {
  test.setTimeout(420_000);
  const tag = info.project.name;
  const session = await signedInLearner(page, request, 'depth');
  const api = learnerApi(request, session);

  // Every unit of sections 1–4 passed through its checkpoint alone.
  await testOutTo(api, 'italian-game');
  const sections = await api.sections();
  expect(sections.length).toBeGreaterThanOrEqual(7);
  expect(sections.slice(0, 4).map((s) => s.status)).toEqual(Array(4).fill('completed'));
  expect(sections[4]!.status).toBe('available');

  // The path of section 5: the first lesson is next, and the unit's checkpoint is open too.
  const italian = await bySlug(api, 'italian-game');
  const checkpoint = await bySlug(api, 'open-games-checkpoint');
  expect(checkpoint.status).toBe('available');
  expect((await bySlug(api, 'ruy-lopez')).status).toBe('locked');
  await page.goto('/app/climb');
  await expect(page.getByRole('heading', { level: 1, name: sections[4]!.title })).toBeVisible();
  await expect(page.locator('[data-node="current"]')).toHaveAttribute(
    'data-lesson-id',
    String(italian.id),
  );
  const checkpointNode = page.locator(`[data-lesson-id="${checkpoint.id}"]`);
  await expect(checkpointNode).toHaveAttribute('data-node', 'open');
  await expect(checkpointNode).toHaveAttribute('data-checkpoint', 'true');
  await expect(checkpointNode).toHaveAccessibleName(/^Checkpoint: /);
  // Pressing it offers the test-out: pass the checkpoint to skip the unit.
  await checkpointNode.click();
  await expect(
    page.getByText('Already know this unit? Pass the checkpoint to skip ahead.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Test out/ })).toHaveAttribute(
    'href',
    `/app/exercise?lessonId=${checkpoint.id}`,
  );
  await page.screenshot({ path: `${SHOTS}/depth-checkpoint-offer-${tag}.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/depth-path-${tag}.png`, fullPage: true });

  // Section 5: a new lesson, then the unit's checkpoint, which passes the unit.
  await playLesson(page, api, italian, `depth-s5-${tag}`);
  await playLesson(page, api, checkpoint, `depth-checkpoint-${tag}`);
  expect((await bySlug(api, 'sicilian-defence')).status).toBe('available');
  const openGames = (await api.units(sections[4]!.id))[0]!;
  expect(openGames.status).toBe('completed');

  // Section 6 and section 7: one new lesson each.
  await testOutTo(api, 'knight-fork-drills');
  await playLesson(page, api, await bySlug(api, 'knight-fork-drills'), `depth-s6-${tag}`);
  await testOutTo(api, 'queen-mate-drills');
  await playLesson(page, api, await bySlug(api, 'queen-mate-drills'), `depth-s7-${tag}`);
  expect((await bySlug(api, 'queen-mate-drills')).status).toBe('completed');
});
