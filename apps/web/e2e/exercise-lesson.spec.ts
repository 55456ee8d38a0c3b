import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { exerciseTypes, type LessonItem } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { answerWrongly, solve, verdict } from './support/exercise-driver.ts';
import { contentLessons } from './support/content-files.ts';
import { allLessons, learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { rightAnswer, wrongAnswer } from './support/solutions.ts';

const SHOTS = '/tmp/shots';
let engine: Engine;

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

/** The first lesson of the real curriculum (content/) that uses every one of the seven exercise types. */
async function lessonWithEverything(api: LearnerApi): Promise<LessonItem | null> {
  const slug = contentLessons().find((l) => exerciseTypes.every((t) => l.types.includes(t)))?.slug;
  return (await allLessons(api)).find((l) => l.slug === slug) ?? null;
}

/** Completes lessons in path order through the API until `lessonId` is open for the learner. */
async function unlock(api: LearnerApi, lessonId: number) {
  for (let guard = 0; guard < 200; guard++) {
    const lessons = await allLessons(api);
    if (lessons.find((l) => l.id === lessonId)?.status !== 'locked') return;
    const next = lessons.find((l) => l.status === 'available' || l.status === 'in_progress')!;
    for (const e of await api.exercises(next.id)) {
      const answer = await rightAnswer(e, engine);
      const result = await api.answer(e.id, answer);
      expect(
        result.correct,
        `${e.slug}: ${JSON.stringify(answer)} — ${JSON.stringify(result)}`,
      ).toBe(true);
    }
  }
}

test('a learner completes a lesson with all seven exercise types and earns its xp', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const session = await signedInLearner(page, request, 'seven');
  const api = learnerApi(request, session);
  const lesson = await lessonWithEverything(api);
  expect(lesson, 'content/ has no lesson that uses all seven exercise types').not.toBeNull();
  await unlock(api, lesson!.id);
  const exercises = await api.exercises(lesson!.id);

  const lessonId = lesson!.id;
  await page.goto(`/app/exercise?lessonId=${lessonId}`);
  for (const [i, exercise] of exercises.entries()) {
    await expect(page).toHaveURL(
      new RegExp(`/app/exercise/${exercise.id}\\?type=${exercise.type}&lessonId=${lessonId}$`),
    );
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    await expect(
      page.getByRole('progressbar', { name: `Exercise ${i + 1} of ${exercises.length}` }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/exercise-${exercise.type}-${info.project.name}.png` });
    await solve(page, exercise, engine);
    if (exercise.type !== 'info_type')
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
    await page.screenshot({
      path: `${SHOTS}/exercise-${exercise.type}-${info.project.name}-answered.png`,
    });
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/app/lesson/${lessonId}/completed$`));
  await expect(page.getByRole('heading', { name: 'Lesson Completed' })).toBeVisible();
  await expect(page.getByTestId('xp-gained')).toHaveText(String(lesson!.xp));
  await page.screenshot({ path: `${SHOTS}/exercise-completed-${info.project.name}.png` });
  expect(await page.evaluate(() => sessionStorage.getItem('exerciseIndex'))).toBeNull();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(/completed$/);
});

/** An open lesson other than the seven-type one, and its first question a learner can get wrong. */
async function wrongableExercise(api: LearnerApi) {
  const seven = contentLessons().find((l) => exerciseTypes.every((t) => l.types.includes(t)))?.slug;
  const slug = contentLessons().find(
    (l) =>
      l.slug !== seven && l.types.some((t) => t === 'objective_type' || t === 'best_move_type'),
  )?.slug;
  const lesson = (await allLessons(api)).find((l) => l.slug === slug);
  expect(lesson, 'no lesson with a question to answer wrongly').toBeDefined();
  await unlock(api, lesson!.id);
  const exercise = (await api.exercises(lesson!.id)).find(
    (e) => e.type === 'objective_type' || e.type === 'best_move_type',
  )!;
  return { exercise, lessonId: lesson!.id };
}

test('a learner who loses every heart sees the dialog and its countdown', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const session = await signedInLearner(page, request, 'hearts');
  const api = learnerApi(request, session);
  const { exercise, lessonId } = await wrongableExercise(api);

  await page.goto(`/app/exercise/${exercise.id}?type=${exercise.type}&lessonId=${lessonId}`);
  await expect(page.getByTestId('exercise-hearts')).toContainText('5');
  // The close button asks first; Quit goes back to the climb.
  await page.getByRole('button', { name: 'Quit the lesson' }).click();
  await page
    .getByRole('dialog', { name: 'Quit this lesson?' })
    .getByRole('button', { name: 'Quit' })
    .click();
  await expect(page).toHaveURL(/\/app\/climb$/);
  await page.goto(`/app/exercise/${exercise.id}?type=${exercise.type}&lessonId=${lessonId}`);
  await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
  // Esc asks to quit; clicking the dimmed backdrop closes the question again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Quit this lesson?' })).toBeVisible();
  await page.getByTestId('quit-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog', { name: 'Quit this lesson?' })).toBeHidden();

  for (let hearts = 4; hearts >= 0; hearts--) {
    await answerWrongly(page, exercise);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
    if (hearts === 4)
      await page.screenshot({ path: `${SHOTS}/exercise-wrong-${info.project.name}.png` });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('exercise-hearts')).toContainText(String(hearts));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  }

  await answerWrongly(page, exercise);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: "You've used all your hearts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Limit resets in')).toBeVisible();
  const countdown = dialog.getByTestId('hearts-countdown');
  await expect(countdown).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  await page.screenshot({ path: `${SHOTS}/exercise-out-of-hearts-${info.project.name}.png` });
  // Nothing was submitted and nothing moved on.
  await expect(page).toHaveURL(new RegExp(`/app/exercise/${exercise.id}\\?`));
  await dialog.getByRole('button', { name: 'Get Unlimited Hearts' }).click();
  await expect(page).toHaveURL(/\/app\/shop$/);
});

test('the hearts countdown keeps the server’s time on a device whose clock is two hours behind', async ({
  page,
  request,
}) => {
  // The device's clock reads two hours earlier than the server's from the first page on.
  await page.clock.install({ time: new Date(Date.now() - 2 * 3_600_000) });
  const session = await signedInLearner(page, request, 'hearts-clock');
  const api = learnerApi(request, session);
  const { exercise, lessonId } = await wrongableExercise(api);
  // Four hearts go through the API; the last one on the page, whose answer tells the time.
  for (let i = 0; i < 4; i++)
    expect((await api.answer(exercise.id, wrongAnswer(exercise))).correct).toBe(false);

  await page.goto(`/app/exercise/${exercise.id}?type=${exercise.type}&lessonId=${lessonId}`);
  await expect(page.getByTestId('exercise-hearts')).toContainText('1');
  await answerWrongly(page, exercise);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('exercise-hearts')).toContainText('0');
  await answerWrongly(page, exercise);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: "You've used all your hearts" });
  await expect(dialog).toBeVisible();
  // Four hours from the server's now, not six from the device's.
  await expect(dialog.getByTestId('hearts-countdown')).toHaveText(/^03:5\d:[0-5]\d$/);
});
